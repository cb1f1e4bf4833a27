import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * The options of a picker, with the URL's current value kept even when it is not among them (a
 * link to a batch beyond the first 100, say): shown by its id rather than silently dropped.
 */
export function pickerOptions(options: PickerOption[], current: string | null): PickerOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: `#${current}` }];
}

function Picker(props: {
  name: string;
  label: string;
  value: string | null;
  options: PickerOption[];
  onChange: (value: string) => void;
}) {
  const { name, label, value, options, onChange } = props;
  return (
    <select aria-label={name} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">{label}: any</option>
      {pickerOptions(options, value).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

// The lists' largest page: the pickers offer the newest 100 of each.
const PER_PAGE = 100;

/** Project, batch and device filters as pickers by name; the URL keeps the ids the API filters by. */
export function NamePickers(props: {
  search: URLSearchParams;
  onChange: (name: 'project_id' | 'batch_id' | 'device_id', value: string) => void;
}) {
  const { search, onChange } = props;
  const client = useClient();
  const projectId = search.get('project_id');
  const projects = useQuery({
    queryKey: ['projects'],
    queryFn: () => unwrap(client.GET('/data/projects', { params: { query: { per_page: PER_PAGE } } })),
  });
  // With a project chosen, its batches only.
  const batches = useQuery({
    queryKey: ['batches', 'picker', projectId],
    queryFn: () =>
      unwrap(
        client.GET('/data/batches', {
          params: { query: { per_page: PER_PAGE, ...(projectId ? { project_id: Number(projectId) } : {}) } },
        }),
      ),
  });
  const devices = useQuery({
    queryKey: ['devices'],
    queryFn: () => unwrap(client.GET('/core/devices', { params: { query: { per_page: PER_PAGE } } })),
  });
  return (
    <>
      <Picker
        name="project_id"
        label="project"
        value={projectId}
        options={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(value) => onChange('project_id', value)}
      />
      <Picker
        name="batch_id"
        label="batch"
        value={search.get('batch_id')}
        options={(batches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        onChange={(value) => onChange('batch_id', value)}
      />
      <Picker
        name="device_id"
        label="device"
        value={search.get('device_id')}
        options={(devices.data ?? []).map((d) => ({ value: d.device_id, label: d.name }))}
        onChange={(value) => onChange('device_id', value)}
      />
    </>
  );
}

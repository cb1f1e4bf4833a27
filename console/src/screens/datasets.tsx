import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { ClassDistribution } from './class-distribution.js';

type Version = components['schemas']['DatasetVersion'];

/** An export job, polled once a second until it completes or fails; then the download link. */
function ExportJob({ jobId }: { jobId: string }) {
  const client = useClient();
  const job = useQuery({
    queryKey: ['job', jobId],
    queryFn: () => unwrap(client.GET('/jobs/{job_id}', { params: { path: { job_id: jobId } } })),
    refetchInterval: (query) => (['completed', 'failed'].includes(query.state.data?.status ?? '') ? false : 1000),
  });
  const data = job.data;
  if (!data) return <span className="muted">queued…</span>;
  if (data.status === 'failed') return <span className="error">failed: {data.error}</span>;
  if (data.status === 'completed' && data.result && 'download_url' in data.result)
    return (
      <a href={data.result.download_url} data-testid="export-download">
        Download {data.type === 'calibration_export' ? 'calibration set' : data.format.toUpperCase()} (
        {(data.result.size_bytes / 1024 / 1024).toFixed(1)} MB)
      </a>
    );
  return (
    <span>
      <progress max={100} value={data.progress} /> {data.progress}% {data.message}
    </span>
  );
}

function VersionRow({ version }: { version: Version }) {
  const client = useClient();
  const [jobs, setJobs] = useState<string[]>([]);
  const [showClasses, setShowClasses] = useState(false);
  const exportAs = useMutation({
    mutationFn: (format: 'yolo' | 'coco' | 'calibration') =>
      format === 'calibration'
        ? unwrap(client.POST('/data/datasets/versions/{id}/calibration', { params: { path: { id: version.id } } }))
        : unwrap(
            client.POST('/data/datasets/versions/{id}/export', {
              params: { path: { id: version.id }, query: { format } },
            }),
          ),
    onSuccess: (job) => setJobs((list) => [...list, job.job_id]),
  });
  const s = version.split_counts as Record<string, number>;
  return (
    <tr>
      <td>
        {version.name} <span className="muted">v{version.version}</span>
      </td>
      <td>{version.image_count}</td>
      <td>
        {s.train ?? 0} / {s.val ?? 0} / {s.test ?? 0}
        {!version.splits_locked && <span className="muted"> (locking the images' splits…)</span>}
      </td>
      <td>
        {version.classes.join(', ')}{' '}
        <button onClick={() => setShowClasses(!showClasses)} aria-expanded={showClasses}>
          {showClasses ? 'Hide distribution' : 'Distribution'}
        </button>
        {showClasses && <ClassDistribution versionId={version.id} />}
      </td>
      <td>{version.seed}</td>
      <td>
        <button onClick={() => exportAs.mutate('yolo')}>Export YOLO</button>{' '}
        <button onClick={() => exportAs.mutate('coco')}>Export COCO</button>{' '}
        <button onClick={() => exportAs.mutate('calibration')}>Calibration set</button>
        {exportAs.error && <span className="error"> {exportAs.error.message}</span>}
        {jobs.map((id) => (
          <div key={id}>
            <ExportJob jobId={id} />
          </div>
        ))}
      </td>
    </tr>
  );
}

export function DatasetsScreen() {
  const client = useClient();
  const queries = useQueryClient();
  const versions = useQuery({
    queryKey: ['datasets'],
    queryFn: () => unwrap(client.GET('/data/datasets', { params: { query: { per_page: 100 } } })),
    // A new version's images are locked in their splits after it is created: look again until they are.
    refetchInterval: (query) => (query.state.data?.some((v) => !v.splits_locked) ? 2000 : false),
  });
  const [form, setForm] = useState({
    project_id: '',
    name: '',
    train: 0.7,
    val: 0.2,
    test: 0.1,
    seed: 42,
    only_annotated: true,
  });
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/data/datasets', {
          body: {
            project_id: Number(form.project_id),
            name: form.name,
            split: { train: form.train, val: form.val, test: form.test },
            seed: form.seed,
            only_annotated: form.only_annotated,
          },
        }),
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['datasets'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const number = (name: 'train' | 'val' | 'test' | 'seed', step: string) => (
    <label>
      {name}{' '}
      <input
        aria-label={name}
        type="number"
        step={step}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <main>
      <h1>Dataset versions</h1>
      <form className="row" onSubmit={submit}>
        <input
          aria-label="Project id"
          placeholder="project id"
          value={form.project_id}
          onChange={(e) => setForm({ ...form, project_id: e.target.value })}
          size={8}
        />
        <input
          aria-label="Version name"
          placeholder="name"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        {number('train', '0.05')}
        {number('val', '0.05')}
        {number('test', '0.05')}
        {number('seed', '1')}
        <label>
          <input
            type="checkbox"
            checked={form.only_annotated}
            onChange={(e) => setForm({ ...form, only_annotated: e.target.checked })}
          />{' '}
          only annotated
        </label>
        <button className="primary" type="submit" disabled={create.isPending}>
          Create version
        </button>
        {create.error && <span className="error">{create.error.message}</span>}
      </form>
      {versions.error && <p className="error">{versions.error.message}</p>}
      <table data-testid="datasets">
        <thead>
          <tr>
            <th>Version</th>
            <th>Images</th>
            <th>Train / val / test</th>
            <th>Classes</th>
            <th>Seed</th>
            <th>Exports</th>
          </tr>
        </thead>
        <tbody>
          {(versions.data ?? []).map((version) => (
            <VersionRow key={version.id} version={version} />
          ))}
        </tbody>
      </table>
    </main>
  );
}

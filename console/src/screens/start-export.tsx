import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

/** Exports a model version for a device runtime; int8 asks for a calibration dataset version. */
export function StartExport({ models }: { models: components['schemas']['ModelVersion'][] }) {
  const client = useClient();
  const queries = useQueryClient();
  const versions = useQuery({
    queryKey: ['datasets'],
    queryFn: () => unwrap(client.GET('/data/datasets', { params: { query: { per_page: 100 } } })),
  });
  // What the exporter produces, from the API: a format offers only the precisions it comes in.
  const options = useQuery({
    queryKey: ['export-options'],
    queryFn: () => unwrap(client.GET('/ml/export-options')),
    staleTime: Infinity,
  });
  const [form, setForm] = useState({ model: '', format: 'onnx', precision: 'fp32', calibration: '' });
  const model = models.find((m) => String(m.id) === form.model) ?? models[0];
  const precisions = options.data?.find((o) => o.format === form.format)?.precisions ?? ['fp32'];
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/ml/export-jobs', {
          body: {
            model_version_id: model!.id,
            format: form.format,
            precision: form.precision,
            ...(form.precision === 'int8' && form.calibration
              ? { calibration_dataset_version_id: Number(form.calibration) }
              : {}),
          } as never,
        }),
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['export-jobs'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  return (
    <form className="row" onSubmit={submit} aria-label="Export a model">
      <select aria-label="Model to export" value={form.model || String(model?.id ?? '')} onChange={set('model')}>
        {models.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} v{m.version}
          </option>
        ))}
      </select>
      <select
        aria-label="Format"
        value={form.format}
        onChange={(e) => {
          const offered = options.data?.find((o) => o.format === e.target.value)?.precisions ?? ['fp32'];
          const precision = offered.includes(form.precision as never) ? form.precision : offered[0]!;
          setForm({ ...form, format: e.target.value, precision });
        }}
      >
        {(options.data ?? []).map((o) => (
          <option key={o.format} value={o.format} disabled={!o.available} title={o.available ? '' : 'needs a GPU node'}>
            {o.format}
          </option>
        ))}
      </select>
      <select aria-label="Precision" value={form.precision} onChange={set('precision')}>
        {precisions.map((p) => (
          <option key={p}>{p}</option>
        ))}
      </select>
      {form.precision === 'int8' && (
        <select aria-label="Calibration dataset" value={form.calibration} onChange={set('calibration')}>
          <option value="">calibration dataset…</option>
          {(versions.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.name} v{v.version}
            </option>
          ))}
        </select>
      )}
      <button className="primary" type="submit" disabled={!model || start.isPending}>
        Export
      </button>
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
    </form>
  );
}

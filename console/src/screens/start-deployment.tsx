import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

type CreateDeployment = components['schemas']['CreateDeployment'];

const FORMATS: NonNullable<CreateDeployment['format']>[] = ['onnx', 'openvino', 'tflite', 'tensorrt', 'hailo'];

/**
 * Rolls a model version out to chosen devices, all at once or in batches. The API picks the
 * newest export of the format and says why when it cannot (no export, no cluster).
 */
export function StartDeployment({ models }: { models: components['schemas']['ModelVersion'][] }) {
  const client = useClient();
  const queries = useQueryClient();
  const devices = useQuery({
    queryKey: ['devices'],
    queryFn: () => unwrap(client.GET('/core/devices', { params: { query: { per_page: 100 } } })),
  });
  const [form, setForm] = useState({ model: '', format: 'onnx', strategy: 'all', batch_size: 10 });
  const [chosen, setChosen] = useState<string[]>([]);
  const model = models.find((m) => String(m.id) === form.model) ?? models[0];
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/ml/deployments', {
          body: {
            model_version_id: model!.id,
            format: form.format,
            device_ids: chosen,
            rollout: { strategy: form.strategy, batch_size: form.batch_size },
          } as never,
        }),
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['deployments'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const set = (name: 'model' | 'format' | 'strategy') => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  return (
    <form className="row" onSubmit={submit} aria-label="Deploy a model">
      <select aria-label="Model to deploy" value={form.model || String(model?.id ?? '')} onChange={set('model')}>
        {models.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} v{m.version}
          </option>
        ))}
      </select>
      <select aria-label="Deployment format" value={form.format} onChange={set('format')}>
        {FORMATS.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
      <select
        aria-label="Devices"
        multiple
        size={Math.min(4, Math.max(2, devices.data?.length ?? 2))}
        value={chosen}
        onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
      >
        {(devices.data ?? []).map((d) => (
          <option key={d.id} value={d.device_id}>
            {d.name} ({d.online ? 'online' : 'offline'})
          </option>
        ))}
      </select>
      <select aria-label="Rollout" value={form.strategy} onChange={set('strategy')}>
        <option value="all">all at once</option>
        <option value="batched">in batches</option>
      </select>
      {form.strategy === 'batched' && (
        <label>
          batch size{' '}
          <input
            aria-label="Batch size"
            type="number"
            min={1}
            value={form.batch_size}
            onChange={(e) => setForm({ ...form, batch_size: Number(e.target.value) })}
          />
        </label>
      )}
      <button className="primary" type="submit" disabled={!model || chosen.length === 0 || start.isPending}>
        Deploy
      </button>
      {devices.data?.length === 0 && <span className="muted">Provision a device first.</span>}
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
    </form>
  );
}

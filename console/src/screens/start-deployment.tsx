import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DEPLOYMENT_FORMATS } from '../../../clients/typescript/formats.js';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { accuracyDrops, describeDrop, exportToDeploy } from './deploy-accuracy.js';

/** The API refused the export for the accuracy gate: the one refusal the user may override. */
class AccuracyRefusal extends Error {}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: string };
}

/**
 * Rolls a model version out to chosen devices, all at once or in batches. The API picks the
 * newest export of the format unless one is chosen, and says why when it cannot (no export, no
 * cluster). The chosen export's accuracy drop (source model against export, on the val split) is
 * shown before deploying; when the API's accuracy gate refuses, "Deploy anyway" sends
 * accept_accuracy_drop.
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
  const [exportJob, setExportJob] = useState('');
  const model = models.find((m) => String(m.id) === form.model) ?? models[0];
  const ofFormat = (model?.exports ?? []).filter((e) => e.format === form.format);
  const exportJobId = ofFormat.some((e) => String(e.export_job_id) === exportJob) ? Number(exportJob) : null;
  const drops = model ? accuracyDrops(exportToDeploy(model, form.format, exportJobId)) : [];
  const start = useMutation({
    mutationFn: async (acceptDrop: boolean) => {
      const result = await client.POST('/ml/deployments', {
        body: {
          model_version_id: model!.id,
          format: form.format,
          ...(exportJobId ? { export_job_id: exportJobId } : {}),
          device_ids: chosen,
          rollout: { strategy: form.strategy, batch_size: form.batch_size },
          ...(acceptDrop ? { accept_accuracy_drop: true } : {}),
        } as never,
      });
      const body = result.error as ErrorBody | undefined;
      if (body?.error?.code === 'VALIDATION_ERROR' && body.error.details === 'body.accept_accuracy_drop') {
        throw new AccuracyRefusal(body.error.message);
      }
      return unwrap(Promise.resolve(result));
    },
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['deployments'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(false);
  };
  const set = (name: 'model' | 'format' | 'strategy') => (e: { target: { value: string } }) => {
    setForm({ ...form, [name]: e.target.value });
    setExportJob('');
    start.reset();
  };
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
        {DEPLOYMENT_FORMATS.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </select>
      <select
        aria-label="Export to deploy"
        value={exportJobId ? String(exportJobId) : ''}
        onChange={(e) => setExportJob(e.target.value)}
      >
        <option value="">
          {form.format === 'onnx' && model?.artifacts.onnx ? "the model's ONNX file" : 'newest export'}
        </option>
        {ofFormat.map((e) => (
          <option key={e.export_job_id} value={e.export_job_id}>
            export #{e.export_job_id} {e.precision}
          </option>
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
      {drops.length > 0 && (
        <span className={drops.some((d) => d.points > 0) ? 'warning' : 'muted'} data-testid="deploy-accuracy">
          On the val split: {drops.map(describeDrop).join(', ')}
        </span>
      )}
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
      {start.error instanceof AccuracyRefusal && (
        <button type="button" disabled={start.isPending} onClick={() => start.mutate(true)}>
          Deploy anyway
        </button>
      )}
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

/** Starts a training job on a dataset version; the API says why when it cannot (no cluster, say). */
export function StartTraining() {
  const client = useClient();
  const queries = useQueryClient();
  const versions = useQuery({
    queryKey: ['datasets'],
    queryFn: () => unwrap(client.GET('/data/datasets', { params: { query: { per_page: 100 } } })),
  });
  const [form, setForm] = useState({ version: '', base_model: 'yolov8n.yaml', epochs: 50, image_size: 640 });
  const chosen = versions.data?.find((v) => String(v.id) === form.version) ?? versions.data?.[0];
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/ml/training-jobs', {
          body: {
            project_id: chosen!.project_id,
            dataset_version_id: chosen!.id,
            base_model: form.base_model,
            epochs: form.epochs,
            image_size: form.image_size,
          } as never,
        }),
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: ['training-jobs'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <form className="row" onSubmit={submit} aria-label="Start training">
      <select
        aria-label="Dataset version"
        value={form.version || String(chosen?.id ?? '')}
        onChange={(e) => setForm({ ...form, version: e.target.value })}
      >
        {(versions.data ?? []).map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} v{v.version}
          </option>
        ))}
      </select>
      <input
        aria-label="Base model"
        value={form.base_model}
        onChange={(e) => setForm({ ...form, base_model: e.target.value })}
        size={16}
      />
      <label>
        epochs{' '}
        <input
          aria-label="Epochs"
          type="number"
          min={1}
          value={form.epochs}
          onChange={(e) => setForm({ ...form, epochs: Number(e.target.value) })}
        />
      </label>
      <label>
        image size{' '}
        <input
          aria-label="Image size"
          type="number"
          min={32}
          step={32}
          value={form.image_size}
          onChange={(e) => setForm({ ...form, image_size: Number(e.target.value) })}
        />
      </label>
      <button className="primary" type="submit" disabled={!chosen || start.isPending}>
        Start training
      </button>
      {!chosen && versions.isSuccess && <span className="muted">Create a dataset version first.</span>}
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
    </form>
  );
}

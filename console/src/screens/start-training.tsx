import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../clients/typescript/index.js';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

type Preset = components['schemas']['TrainingOptions']['presets'][number];

/** What the user changed by hand; anything left out comes from the chosen preset. */
interface Choices {
  version: string;
  baseModel: string;
  preset: string;
  epochs?: number;
  imageSize?: number;
}

/**
 * Starts a training job on a dataset version. The base models and presets come from the API
 * (GET /ml/training-options): the project's latest model is the default start, hub checkpoints
 * appear only where the server pins them, presets are sized for a CPU or a GPU node. The API says
 * why when it cannot start (no cluster, say).
 */
export function StartTraining() {
  const client = useClient();
  const queries = useQueryClient();
  const versions = useQuery({
    queryKey: ['datasets'],
    queryFn: () => unwrap(client.GET('/data/datasets', { params: { query: { per_page: 100 } } })),
  });
  const [choices, setChoices] = useState<Choices>({ version: '', baseModel: '', preset: '' });
  const chosen = versions.data?.find((v) => String(v.id) === choices.version) ?? versions.data?.[0];
  const options = useQuery({
    queryKey: ['training-options', chosen?.id],
    queryFn: () =>
      unwrap(client.GET('/ml/training-options', { params: { query: { dataset_version_id: chosen!.id } } })),
    enabled: chosen !== undefined,
  });
  const presets = options.data?.presets ?? [];
  const preset: Preset | undefined = presets.find((p) => p.name === choices.preset) ?? presets[0];
  const baseModel = choices.baseModel || options.data?.default_base_model || '';
  const epochs = choices.epochs ?? preset?.epochs ?? 30;
  const imageSize = choices.imageSize ?? preset?.image_size ?? 320;
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        client.POST('/ml/training-jobs', {
          body: {
            project_id: chosen!.project_id,
            dataset_version_id: chosen!.id,
            ...(baseModel ? { base_model: baseModel } : {}),
            epochs,
            image_size: imageSize,
            ...(preset ? { batch_size: preset.batch_size, resources: preset.resources } : {}),
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
        value={choices.version || String(chosen?.id ?? '')}
        // Another dataset version may be another project: its own default and options.
        onChange={(e) => setChoices({ ...choices, version: e.target.value, baseModel: '' })}
      >
        {(versions.data ?? []).map((v) => (
          <option key={v.id} value={v.id}>
            {v.name} v{v.version}
          </option>
        ))}
      </select>
      <select
        aria-label="Base model"
        value={baseModel}
        onChange={(e) => setChoices({ ...choices, baseModel: e.target.value })}
      >
        {(options.data?.base_models ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Preset"
        value={preset?.name ?? ''}
        onChange={(e) => setChoices({ ...choices, preset: e.target.value, epochs: undefined, imageSize: undefined })}
      >
        {presets.map((p) => (
          <option key={p.name} value={p.name}>
            {p.label}
          </option>
        ))}
      </select>
      <label>
        epochs{' '}
        <input
          aria-label="Epochs"
          type="number"
          min={1}
          value={epochs}
          onChange={(e) => setChoices({ ...choices, epochs: Number(e.target.value) })}
        />
      </label>
      <label>
        image size{' '}
        <input
          aria-label="Image size"
          type="number"
          min={32}
          step={32}
          value={imageSize}
          onChange={(e) => setChoices({ ...choices, imageSize: Number(e.target.value) })}
        />
      </label>
      <button className="primary" type="submit" disabled={!chosen || !options.data || start.isPending}>
        Start training
      </button>
      {!chosen && versions.isSuccess && <span className="muted">Create a dataset version first.</span>}
      {options.error && (
        <span className="error" role="alert">
          {options.error.message}
        </span>
      )}
      {start.error && (
        <span className="error" role="alert">
          {start.error.message}
        </span>
      )}
    </form>
  );
}

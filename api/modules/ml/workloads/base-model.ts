/**
 * What a training job may start from, as users write it in `base_model`:
 * - `model-version:<id>`: a model version of this platform (fine-tuned from its weights);
 * - an architecture file such as `yolov8n.yaml` (trained from scratch, needs no download);
 * - a hub checkpoint such as `yolov8n.pt` (downloaded by the trainer where the cluster can reach
 *   the hub; elsewhere the job fails with BaseModelUnavailable).
 */
export type BaseModel =
  { kind: 'model-version'; id: number } | { kind: 'architecture'; name: string } | { kind: 'hub'; name: string };

const MODEL_VERSION = /^model-version:([1-9][0-9]{0,15})$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(yaml|yml|pt)$/;

export function parseBaseModel(value: string): BaseModel | null {
  const version = MODEL_VERSION.exec(value);
  if (version) return { kind: 'model-version', id: Number(version[1]) };
  const file = FILE.exec(value);
  if (!file) return null;
  return file[1] === 'pt' ? { kind: 'hub', name: value } : { kind: 'architecture', name: value };
}

export function baseModelVersionId(value: string): number | null {
  const parsed = parseBaseModel(value);
  return parsed?.kind === 'model-version' ? parsed.id : null;
}

/**
 * What the training form offers for a dataset version: the base models a job of its task can
 * start from, the one to start from by default, and presets sized for a CPU or a GPU node. Pure:
 * the service gathers the facts (the task, the organization's model versions with weights, the
 * pinned hub checkpoints, the caps), this decides.
 */
import type { Task } from '../../../../contracts/workload-contract.js';
import { DEFAULT_ARCHITECTURES, modelTask } from '../tasks.js';
import type { JobCaps } from './caps.js';

export interface BaseModelOption {
  /** What `base_model` takes: model-version:<id>, an architecture file, or a hub checkpoint. */
  value: string;
  kind: 'model-version' | 'architecture' | 'hub';
  label: string;
}

export interface TrainingPreset {
  name: 'cpu' | 'gpu';
  label: string;
  epochs: number;
  image_size: number;
  batch_size: number;
  resources: { gpu?: number };
}

export interface TrainingOptions {
  task: Task;
  default_base_model: string;
  base_models: BaseModelOption[];
  presets: TrainingPreset[];
}

/** A model version the organization could fine-tune (it has trainer weights). */
export interface TunableModel {
  id: number;
  project_id: number | null;
  name: string;
  version: number;
  task: string;
  created_at: Date;
}

const SUFFIX: Record<Task, string> = { detect: '', classify: '-cls', segment: '-seg' };
/** The sizes offered from scratch: n trains on a CPU in minutes, m wants a GPU. */
const SIZES = ['n', 's', 'm'] as const;

/** Whether a hub checkpoint's name is of the task (yolov8n.pt detects, yolov8n-seg.pt segments). */
function hubTask(name: string): Task | null {
  const stem = name.replace(/\.pt$/, '');
  if (stem.endsWith('-cls')) return 'classify';
  if (stem.endsWith('-seg')) return 'segment';
  if (/-(pose|obb|world|worldv2)$/.test(stem)) return null;
  return 'detect';
}

/**
 * The presets: CPU keeps images small and epochs few enough to finish on a laptop's cores; GPU
 * trains at the usual 640 px for long enough to converge. Both within the server's caps. From
 * scratch a CPU run learns little: the default base model (the project's latest model, else a
 * pinned pretrained checkpoint) is what makes it useful.
 */
export function trainingPresets(caps: JobCaps): TrainingPreset[] {
  const within = (epochs: number, size: number) => ({
    epochs: Math.min(epochs, caps.epochs),
    image_size: Math.min(size, Math.floor(caps.imageSize / 32) * 32),
  });
  const presets: TrainingPreset[] = [
    { name: 'cpu', label: 'CPU: 30 epochs at 320 px', ...within(30, 320), batch_size: 8, resources: {} },
  ];
  if (caps.gpu >= 1) {
    presets.push({
      name: 'gpu',
      label: 'GPU: 100 epochs at 640 px',
      ...within(100, 640),
      batch_size: 16,
      resources: { gpu: 1 },
    });
  }
  return presets;
}

export function trainingOptions(facts: {
  task: Task;
  projectId: number;
  /** The organization's model versions with weights, any order. */
  models: readonly TunableModel[];
  /** WORKLOAD_HUB_SHA256's names: the checkpoints the cluster may fetch from the hub. */
  hubNames: readonly string[];
  caps: JobCaps;
}): TrainingOptions {
  const { task, projectId } = facts;
  const models = facts.models
    .filter((m) => modelTask(m.task) === task)
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
  const ownProject = models.filter((m) => m.project_id === projectId);
  const others = models.filter((m) => m.project_id !== projectId);
  const hub = facts.hubNames.filter((name) => hubTask(name) === task).sort();
  const base_models: BaseModelOption[] = [
    ...[...ownProject, ...others].map((m) => ({
      value: `model-version:${m.id}`,
      kind: 'model-version' as const,
      label: `fine-tune ${m.name} v${m.version}${m.project_id === projectId ? '' : ' (another project)'}`,
    })),
    ...hub.map((name) => ({ value: name, kind: 'hub' as const, label: `${name} (pretrained, from the hub)` })),
    ...SIZES.map((size) => {
      const name = `yolov8${size}${SUFFIX[task]}.yaml`;
      return { value: name, kind: 'architecture' as const, label: `${name} (from scratch)` };
    }),
  ];
  const latest = ownProject[0];
  return {
    task,
    default_base_model: latest ? `model-version:${latest.id}` : (hub[0] ?? DEFAULT_ARCHITECTURES[task]),
    base_models,
    presets: trainingPresets(facts.caps),
  };
}

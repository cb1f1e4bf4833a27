import { expect } from 'chai';
import type { JobCaps } from '../../../api/modules/ml/workloads/caps.js';
import { trainingOptions, trainingPresets } from '../../../api/modules/ml/workloads/training-options.js';

const quantity = (text: string, value: number) => ({ text, value });
const caps = (over: Partial<JobCaps> = {}): JobCaps => ({
  cpu: quantity('8', 8),
  memory: quantity('32Gi', 32 * 2 ** 30),
  gpu: 1,
  epochs: 1000,
  imageSize: 1280,
  defaultCpu: quantity('2', 2),
  defaultMemory: quantity('4Gi', 4 * 2 ** 30),
  ...over,
});
const model = (id: number, project_id: number, task: string, minutesAgo: number) => ({
  id,
  project_id,
  name: `m${id}`,
  version: id,
  task,
  created_at: new Date(Date.UTC(2026, 10, 27, 12) - minutesAgo * 60_000),
});

describe('the training options of a dataset version', () => {
  it("defaults to the project's latest model of the task and lists it first", () => {
    const options = trainingOptions({
      task: 'detect',
      projectId: 7,
      models: [
        model(1, 7, 'detect', 30),
        model(2, 8, 'detect', 1),
        model(3, 7, 'detect', 5),
        model(4, 7, 'classify', 0),
      ],
      hubNames: [],
      caps: caps(),
    });
    expect(options.default_base_model).to.equal('model-version:3');
    expect(options.base_models.map((o) => o.value)).to.deep.equal([
      'model-version:3',
      'model-version:1',
      'model-version:2',
      'yolov8n.yaml',
      'yolov8s.yaml',
      'yolov8m.yaml',
    ]);
    expect(options.base_models[2]!.label).to.equal('fine-tune m2 v2 (another project)');
  });

  it("offers only the task's pinned hub checkpoints, and starts from one when the project has no model", () => {
    const options = trainingOptions({
      task: 'segment',
      projectId: 7,
      models: [model(1, 7, 'object_detection', 3)],
      hubNames: ['yolov8n.pt', 'yolov8n-seg.pt', 'yolov8n-cls.pt'],
      caps: caps(),
    });
    expect(options.default_base_model).to.equal('yolov8n-seg.pt');
    expect(options.base_models.map((o) => `${o.kind} ${o.value}`)).to.deep.equal([
      'hub yolov8n-seg.pt',
      'architecture yolov8n-seg.yaml',
      'architecture yolov8s-seg.yaml',
      'architecture yolov8m-seg.yaml',
    ]);
  });

  it('falls back to the smallest architecture without a model or a hub', () => {
    const options = trainingOptions({ task: 'classify', projectId: 1, models: [], hubNames: [], caps: caps() });
    expect(options.default_base_model).to.equal('yolov8n-cls.yaml');
  });

  it('sizes presets for a CPU and a GPU within the caps, and drops the GPU one when jobs get none', () => {
    expect(
      trainingPresets(caps()).map((p) => [p.name, p.epochs, p.image_size, p.batch_size, p.resources]),
    ).to.deep.equal([
      ['cpu', 30, 320, 8, {}],
      ['gpu', 100, 640, 16, { gpu: 1 }],
    ]);
    const tight = trainingPresets(caps({ gpu: 0, epochs: 20, imageSize: 300 }));
    expect(tight.map((p) => [p.name, p.epochs, p.image_size])).to.deep.equal([['cpu', 20, 288]]);
  });
});

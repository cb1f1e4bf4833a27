import { expect } from 'chai';
import type { DatasetArtifacts } from '../../../api/modules/ml/workloads/ports.js';
import { trainingTask } from '../../../api/modules/ml/workloads/trainable.js';
import { modelTask } from '../../../api/modules/ml/tasks.js';

/** The dataset side of the port as the data module answers it: version 5 of project 2, of `type`. */
function datasetsOf(type: string): DatasetArtifacts {
  return {
    version: async (_org, id) => (id === 5 ? { projectId: 2, projectType: type, classes: ['a', 'b'] } : null),
    archive: async () => 'pending',
  };
}

describe('what a training job learns', () => {
  for (const [type, task] of [
    ['object_detection', 'detect'],
    ['classification', 'classify'],
    ['segmentation', 'segment'],
  ] as const) {
    it(`trains a ${type} project as ${task}`, async () => {
      expect(await trainingTask(datasetsOf(type), 1, 2, 5)).to.deep.equal({ task });
    });
  }

  it('refuses a TrainingJob whose task is not its project’s, naming both', async () => {
    const plan = await trainingTask(datasetsOf('classification'), 1, 2, 5, 'detect');
    expect(plan).to.have.nested.property('refusal.field', 'project_id');
    expect((plan as { refusal: { message: string } }).refusal.message)
      .to.contain('detect')
      .and.contain('classify');
  });

  it('refuses a version of another project and a missing version', async () => {
    expect(await trainingTask(datasetsOf('segmentation'), 1, 3, 5)).to.have.nested.property(
      'refusal.field',
      'dataset_version_id',
    );
    expect(await trainingTask(datasetsOf('segmentation'), 1, 2, 6)).to.have.nested.property('refusal.missing', true);
  });

  it('reads model versions recorded with their project type as the task', () => {
    expect(['object_detection', 'classification', 'segmentation', 'segment', 'whatever'].map(modelTask)).to.deep.equal([
      'detect',
      'classify',
      'segment',
      'segment',
      'detect',
    ]);
  });
});

import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { stackEnv } from '../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { runToEnd } from './run-to-end.js';

const PYTHON_CLIENT = fileURLToPath(new URL('../../clients/python/', import.meta.url));

/**
 * A finished training job of the token's organization with three epochs and the warning the API
 * gives them, as the trainer and the API would have left it (training needs a cluster): what
 * `edge-vision train --watch` and `jobs watch` print is tested on it.
 */
async function seedFinishedTraining(t: TestApi, token: string): Promise<number> {
  const organizationId = (await t.client.as(token).get('/organization')).body.data.id as number;
  const id = 9700;
  const now = new Date();
  await t.db.collection('training_jobs').insertOne({
    _id: id,
    organization_id: organizationId,
    kind: 'TrainingJob',
    namespace: 'edge-vision',
    name: `training-${id}`,
    uid: null,
    spec: { organizationId, projectId: 1, datasetVersionId: 1, task: 'detect', baseModel: 'yolov8n.yaml', epochs: 3 },
    phase: 'Succeeded',
    progress: 1,
    message: null,
    attempts: 1,
    conditions: [],
    start_time: now,
    completion_time: now,
    metrics: { map50: 0 },
    class_names: ['car'],
    model_version_id: null,
    artifact_key: null,
    callback_token_hash: null,
    epoch: { epoch: 3, epochs: 3 },
    warnings: ['mAP50 has been 0 on all 3 epochs so far'],
    created_via: 'api',
    created_by: null,
    created_at: now,
    updated_at: now,
  } as never);
  await t.db.collection('training_epochs').insertMany(
    [1, 2, 3].map((epoch) => ({
      _id: `${id}:${epoch}`,
      organization_id: organizationId,
      training_job_id: id,
      epoch,
      epochs: 3,
      metrics: { map50: 0, box_loss: 3 - epoch / 2 },
      reported_at: now,
    })) as never[],
  );
  return id;
}

describe('the Python client and CLI against the real API (pytest)', function () {
  this.timeout(10 * 60_000);
  let t: TestApi;

  before(async () => {
    // S3's least part size, so tests/test_imports.py sends an archive of a few parts in little time.
    t = await startTestApi({ LARGE_UPLOAD_PART_BYTES: '5242880' });
  });
  after(async () => t?.stop());

  it('pass clients/python/tests: library, typed errors, and the CLI with login through Dex', async () => {
    const venv = await pythonVenv(`${PYTHON_CLIENT}requirements-test.txt`);
    const token = await tokenFor(freshUser());
    const trainingJobId = await seedFinishedTraining(t, token);
    const { code, output } = await runToEnd(venv.python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], {
      cwd: PYTHON_CLIENT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PYTHONPATH: `${PYTHON_CLIENT}src`,
        PYTHONDONTWRITEBYTECODE: '1',
        EDGE_VISION_API: `${t.api.url}/api`,
        EDGE_VISION_ISSUER: stackEnv.issuer,
        EDGE_VISION_TEST_TOKEN: token,
        EDGE_VISION_TRAINING_JOB: String(trainingJobId),
        EDGE_VISION_OTHER_TOKEN: await tokenFor(freshUser()),
        EDGE_VISION_LOGIN_EMAIL: freshUser(),
      },
    });
    expect(code, output).to.equal(0);
    expect(output).to.match(/\d+ passed/);
    expect(output).not.to.match(/skipped|xfail/);
  });
});

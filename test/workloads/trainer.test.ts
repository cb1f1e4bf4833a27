import { PERMANENT_FAILURE_EXIT_CODE as PERMANENT_FAILURE } from '../../contracts/workload-contract.js';
import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import {
  Bucket,
  CLASSES,
  ReportSink,
  runWorkload,
  sha256,
  syntheticDataset,
  waitFor,
  type Report,
  type Signer,
} from './harness.js';

/**
 * The trainer as the operator's Job runs it (`python -m workloads.trainer train` with the
 * contract's env and signed URLs of a real MinIO), on tiny synthetic datasets: a few epochs at
 * 64 px on the CPU.
 */
describe('the trainer workload', function () {
  this.timeout(240_000);
  const sink = new ReportSink();
  let bucket: Bucket;

  before(async () => {
    await sink.start();
    bucket = await new Bucket('trainer').create();
    const good = await syntheticDataset({ images: 24, size: 96 });
    await bucket.put('datasets/good.zip', good);
    const corrupt = Buffer.from(good);
    corrupt.fill(0x55, 2000, 6000); // inside the first images: their CRCs no longer match
    await bucket.put('datasets/corrupt.zip', corrupt);
  });
  after(() => sink.stop());

  /**
   * A training job's env and the URLs the sink signs for it (`urls` replaces some); `job` keeps
   * each test's objects apart.
   */
  async function trainerEnv(job: string, overrides: Record<string, string> = {}, urls: Record<string, Signer> = {}) {
    const made = sink.job({
      DATASET_URL: bucket.signedGet('datasets/good.zip'),
      CHECKPOINT_URL: bucket.signedGet(`${job}/checkpoint.pt`),
      CHECKPOINT_UPLOAD_URL: bucket.signedPut(`${job}/checkpoint.pt`),
      WEIGHTS_UPLOAD_URL: bucket.signedPut(`${job}/best.pt`),
      ONNX_UPLOAD_URL: bucket.signedPut(`${job}/model.onnx`),
      ...urls,
    });
    const env: Record<string, string> = {
      ...made.env,
      ORGANIZATION_ID: '1',
      HEARTBEAT_S: '2',
      TASK: 'detect',
      PROJECT_ID: '1',
      DATASET_VERSION_ID: '1',
      BASE_MODEL: 'yolov8n.yaml',
      EPOCHS: '3',
      IMAGE_SIZE: '64',
      BATCH_SIZE: '8',
      HYPERPARAMETERS: '{"mosaic": 0.5}',
      CHECKPOINT_EVERY: '1',
      ...overrides,
    };
    return { env, token: made.token, reports: () => sink.reports(made.token) };
  }

  const outcomeOf = (reports: Report[]) => reports.at(-1)?.outcome;
  const epochsOf = (reports: Report[]) => reports.flatMap((r) => (r.epoch ? [r.epoch.epoch] : []));

  it('trains, reports every epoch and uploads weights and an ONNX model the platform can run', async () => {
    const { env, reports } = await trainerEnv('good');
    const run = await runWorkload('trainer', 'train', env);
    const { code, seconds } = await run.exited;
    expect(code, run.output()).to.equal(0);
    console.log(`      (3 epochs on 18+6 images at 64 px, ONNX and uploads: ${seconds.toFixed(1)} s)`);

    expect(run.output(), 'signed URLs are secrets').to.not.contain('X-Amz-Signature');
    expect(run.output(), 'the token is a secret').to.not.contain(env.CALLBACK_TOKEN);
    const got = reports();
    expect(sink.invalid).to.deep.equal([]);
    expect(epochsOf(got)).to.deep.equal([1, 2, 3]);
    for (const r of got.filter((r) => r.epoch)) {
      expect(r.epoch!.epochs).to.equal(3);
      expect(r.epoch!.metrics).to.include.keys(
        'box_loss',
        'cls_loss',
        'dfl_loss',
        'precision',
        'recall',
        'map50',
        'map50_95',
      );
    }
    const progress = got.map((r) => r.progress ?? 0);
    expect(progress).to.deep.equal(
      [...progress].sort((a, b) => a - b),
      'progress never goes back',
    );
    const last = got.at(-1)!;
    expect(last.outcome).to.deep.equal({ status: 'succeeded' });
    expect(last.progress).to.equal(1);
    expect(last.class_names).to.deep.equal([...CLASSES]);
    expect(last.metrics).to.include.keys('map50', 'map50_95', 'precision', 'recall');

    for (const [name, key] of [
      ['weights', 'good/best.pt'],
      ['onnx', 'good/model.onnx'],
    ] as const) {
      const body = await bucket.bytes(key);
      expect(last.artifacts?.[name], name).to.deep.equal({ size: body.length, sha256: sha256(body) });
    }

    const dir = mkdtempSync(join(tmpdir(), 'trainer-onnx-'));
    writeFileSync(join(dir, 'model.onnx'), await bucket.bytes('good/model.onnx'));
    const session = await ort.InferenceSession.create(join(dir, 'model.onnx'));
    const input = session.inputNames[0]!;
    const result = await session.run({
      [input]: new ort.Tensor('float32', new Float32Array(3 * 64 * 64), [1, 3, 64, 64]),
    });
    const dims = result[session.outputNames[0]!]!.dims;
    expect(dims.length).to.equal(3);
    expect([dims[0], dims[1]]).to.deep.equal([1, 4 + CLASSES.length]);
    expect(dims[2]).to.be.greaterThan(0);
  });

  it('asks for fresh URLs before each transfer: URLs living 2 s still carry a whole run, a 403 is retried', async () => {
    const ttlS = 2;
    let datasetAsks = 0;
    const job = 'short-lived';
    const { env, token, reports } = await trainerEnv(
      job,
      { EPOCHS: '2', CHECKPOINT_EVERY: '1' },
      {
        // The first dataset URL has expired by the time the trainer uses it: the store answers
        // 403 and the trainer must ask again.
        DATASET_URL: async () => {
          datasetAsks += 1;
          if (datasetAsks > 1) return bucket.signedGet('datasets/good.zip', ttlS)();
          const stale = await bucket.signedGet('datasets/good.zip', 1)();
          await new Promise((resolve) => setTimeout(resolve, 2100));
          return stale;
        },
        CHECKPOINT_URL: bucket.signedGet(`${job}/checkpoint.pt`, ttlS),
        CHECKPOINT_UPLOAD_URL: bucket.signedPut(`${job}/checkpoint.pt`, ttlS),
        WEIGHTS_UPLOAD_URL: bucket.signedPut(`${job}/best.pt`, ttlS),
        ONNX_UPLOAD_URL: bucket.signedPut(`${job}/model.onnx`, ttlS),
      },
    );
    const run = await runWorkload('trainer', 'train', env);
    expect((await run.exited).code, run.output()).to.equal(0);
    expect(outcomeOf(reports())).to.deep.equal({ status: 'succeeded' });
    expect(datasetAsks, 'the expired dataset URL was asked for again').to.be.greaterThan(1);
    expect(run.output()).to.contain('downloading the dataset archive failed (HTTP 403); retrying');
    const asks = sink.urlRequests(token);
    expect(asks.at(-1)! - asks[0]!, 'the last transfer started long after the first URLs expired').to.be.greaterThan(
      3 * ttlS * 1000,
    );
    for (const key of ['best.pt', 'model.onnx']) expect(await bucket.exists(`${job}/${key}`), key).to.equal(true);
    expect(reports().some((r) => r.artifacts?.checkpoint)).to.equal(true);
    expect(run.output(), 'signed URLs are secrets').to.not.contain('X-Amz-Signature');
  });

  it('fails a corrupt dataset archive with DatasetInvalid, before training', async () => {
    const { env, reports } = await trainerEnv('corrupt', {}, { DATASET_URL: bucket.signedGet('datasets/corrupt.zip') });
    const run = await runWorkload('trainer', 'train', env);
    const { code, seconds } = await run.exited;
    expect(code, run.output()).to.equal(PERMANENT_FAILURE);
    expect(seconds).to.be.lessThan(60);
    expect(outcomeOf(reports())).to.include({ status: 'failed', reason: 'DatasetInvalid' });
    expect(epochsOf(reports())).to.deep.equal([]);
    expect(await bucket.exists('corrupt/best.pt')).to.equal(false);
  });

  it('still ends with its exit code, without hanging, when the platform refuses its token', async () => {
    const { env } = await trainerEnv(
      'wrong-token',
      { CALLBACK_TOKEN: 'not-a-token-the-platform-knows' },
      { DATASET_URL: bucket.signedGet('datasets/corrupt.zip') },
    );
    const run = await runWorkload('trainer', 'train', env);
    const { code, seconds } = await run.exited;
    expect(code, run.output()).to.equal(PERMANENT_FAILURE);
    expect(seconds).to.be.lessThan(30);
    expect(run.output()).to.contain('report refused: HTTP 401');
  });

  it('fails a label line with an unknown class with DatasetInvalid naming the file', async () => {
    // Class 5 of 2 on the first line of one label file.
    const zip = await syntheticDataset({
      images: 8,
      size: 64,
      replace: { 'labels/train/1.txt': '5 0.5 0.5 0.2 0.2\n' },
    });
    await bucket.put('datasets/bad-label.zip', zip);
    const { env, reports } = await trainerEnv(
      'bad-label',
      {},
      { DATASET_URL: bucket.signedGet('datasets/bad-label.zip') },
    );
    const run = await runWorkload('trainer', 'train', env);
    expect((await run.exited).code, run.output()).to.equal(PERMANENT_FAILURE);
    const outcome = outcomeOf(reports());
    expect(outcome).to.include({ status: 'failed', reason: 'DatasetInvalid' });
    expect(outcome?.message).to.contain('train/1.txt line 1');
  });

  for (const [title, overrides] of [
    ['a model version whose weights are missing', { BASE_MODEL: 'model-version:99', BASE_MODEL_URL: 'missing' }],
    ['a hub checkpoint the cluster cannot download', { BASE_MODEL: 'yolov8n.pt' }],
    ['an unknown architecture', { BASE_MODEL: 'yolov99z.yaml' }],
  ] as const) {
    it(`fails ${title} with BaseModelUnavailable within seconds`, async () => {
      const { BASE_MODEL_URL: missing, ...extra }: Record<string, string> = { ...overrides };
      const urls: Record<string, Signer> = missing ? { BASE_MODEL_URL: bucket.signedGet('models/99/best.pt') } : {};
      const { env, reports } = await trainerEnv(`base-${extra.BASE_MODEL}`, extra, urls);
      const run = await runWorkload('trainer', 'train', env);
      const { code, seconds } = await run.exited;
      expect(code, run.output()).to.equal(PERMANENT_FAILURE);
      expect(seconds).to.be.lessThan(45);
      const outcome = outcomeOf(reports());
      expect(outcome).to.include({ status: 'failed', reason: 'BaseModelUnavailable' });
      expect(outcome?.message).to.match(/yolov8n\.yaml|model-version/);
    });
  }

  it('resumes from the checkpoint when a killed trainer is run again', async () => {
    const first = await trainerEnv('resume', { EPOCHS: '6', CHECKPOINT_EVERY: '2' });
    const killed = await runWorkload('trainer', 'train', first.env);
    await waitFor('the first checkpoint', () => first.reports().some((r) => r.artifacts?.checkpoint), 120_000);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const before = epochsOf(first.reports());
    const checkpointEpoch = 2;
    expect(before.slice(0, 2)).to.deep.equal([1, 2]);

    const second = await trainerEnv('resume', { EPOCHS: '6', CHECKPOINT_EVERY: '2' });
    const rerun = await runWorkload('trainer', 'train', second.env);
    expect((await rerun.exited).code, rerun.output()).to.equal(0);
    const after = epochsOf(second.reports());
    // The checkpoint's epoch is sent again first (the killed pod may have lost its report), with
    // the very figures the killed run reported for it; training goes on from the next epoch.
    expect(after.slice(0, 2)).to.deep.equal([checkpointEpoch, checkpointEpoch + 1]);
    const figuresOf = (reports: Report[]) => reports.find((r) => r.epoch?.epoch === checkpointEpoch)!.epoch!.metrics;
    expect(figuresOf(second.reports())).to.deep.equal(figuresOf(first.reports()));
    expect(after.at(-1)).to.equal(6);
    expect(outcomeOf(second.reports())).to.deep.equal({ status: 'succeeded' });
  });

  it('sends heartbeats inside an epoch, and on SIGTERM reports Cancelled and exits 143 promptly', async () => {
    // 320 px epochs in batches of 4 last seconds even on an idle machine, so a heartbeat (every
    // second here) falls inside one; at 160 px an unloaded machine finished epochs between beats.
    const { env, reports } = await trainerEnv('cancel', {
      EPOCHS: '50',
      IMAGE_SIZE: '320',
      BATCH_SIZE: '4',
      HEARTBEAT_S: '1',
    });
    const run = await runWorkload('trainer', 'train', env);
    await waitFor('the first epoch', () => reports().some((r) => r.epoch), 120_000);
    await waitFor(
      'a heartbeat inside an epoch',
      () => reports().some((r) => /^Epoch \d+\/50: batch/.test(r.message ?? '')),
      60_000,
    );
    const signalled = Date.now();
    run.child.kill('SIGTERM');
    const { code } = await run.exited;
    expect(code, run.output()).to.equal(143);
    expect(Date.now() - signalled).to.be.lessThan(10_000);
    expect(outcomeOf(reports())).to.include({ status: 'cancelled' });
  });

  it('fails an env outside the contract with ConfigInvalid naming the variable, not its value', async () => {
    const { env, reports } = await trainerEnv('bad-env', { EPOCHS: '0', TASK: 'pose' });
    const run = await runWorkload('trainer', 'train', env);
    expect((await run.exited).code, run.output()).to.equal(PERMANENT_FAILURE);
    const outcome = outcomeOf(reports());
    expect(outcome).to.include({ status: 'failed', reason: 'ConfigInvalid' });
    expect(outcome?.message)
      .to.contain('EPOCHS must match')
      .and.contain('TASK must be one of detect, classify, segment');
  });

  it('refuses a hyperparameter outside the allow-list with ConfigInvalid', async () => {
    const { env, reports } = await trainerEnv('hyper', { HYPERPARAMETERS: '{"data": "/etc/passwd"}' });
    const run = await runWorkload('trainer', 'train', env);
    expect((await run.exited).code, run.output()).to.equal(PERMANENT_FAILURE);
    expect(outcomeOf(reports())).to.include({ status: 'failed', reason: 'ConfigInvalid' });
  });
});

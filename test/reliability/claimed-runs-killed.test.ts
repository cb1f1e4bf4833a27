/**
 * The holes the claimed-run protocol (api/lib/jobs) closes, each with a real SIGKILL of an API
 * process: nothing is left stuck (`queued` or `running` for ever) or orphaned (an upload in parts).
 */
import { expect } from 'chai';
import { MongoClient, type Db } from 'mongodb';
import { ObjectStore } from '../../api/lib/storage.js';
import { spawnApi, type ApiProcess } from '../helpers/api-process.js';
import { ApiClient } from '../helpers/client.js';
import { createProject as createInferenceProject, newDevice } from '../helpers/data.js';
import { addBatch, box, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { noisyJpeg, uploadForm } from '../helpers/images.js';
import { registerModel, solidJpeg, testModels, uploadJpeg } from '../helpers/onnx-models.js';
import { stackEnv } from '../helpers/stack-env.js';
import { privateApiEnv } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { startWireHoldProxy, type WireHoldProxy } from '../helpers/wire-hold-proxy.js';
import { download, unzip } from '../helpers/zip.js';
import { eventually } from './consistency.js';

/** Short recovery settings, so the suite sees in seconds what takes a minute with the defaults. */
const RECOVERY_ENV = { QUEUE_POLL_INTERVAL_MS: '200', EXPORT_JOB_STALE_S: '3', INFERENCE_JOB_STALE_S: '3' };

const imagesIn = (files: Map<string, Buffer>) =>
  [...files.keys()].filter((name) => /^images\/(train|val|test)\/[^/]+\.jpg$/.test(name));

interface Setup {
  env: ReturnType<typeof privateApiEnv> & Record<string, string>;
  mongo: MongoClient;
  db: Db;
  store: ObjectStore;
  apis: ApiProcess[];
}

async function setup(overrides: Record<string, string> = {}): Promise<Setup> {
  const env = { ...privateApiEnv(), ...RECOVERY_ENV, ...overrides };
  const mongo = await MongoClient.connect(stackEnv.mongodbUri);
  const store = new ObjectStore({
    endpoint: env.S3_ENDPOINT,
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket: env.S3_BUCKET,
    region: 'us-east-1',
  });
  return { env, mongo, db: mongo.db(env.MONGODB_DB), store, apis: [] };
}

async function teardown(s: Setup | undefined): Promise<void> {
  if (!s) return;
  for (const api of s.apis) await api.stop();
  await s.mongo.close();
}

async function start(s: Setup, env: Record<string, string> = {}): Promise<ApiProcess> {
  const api = await spawnApi({ env: { ...s.env, ...env }, logDir: stackEnv.dir });
  s.apis.push(api);
  return api;
}

async function incompleteUploads(store: ObjectStore, key: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const upload of store.minioClient.listIncompleteUploads(store.bucket, key, true)) {
    keys.push((upload as { key: string }).key);
  }
  return keys;
}

/** Starts another API process and waits until it has ended the export; returns the job. */
async function exportEndedByNextProcess(s: Setup, token: string, jobId: string): Promise<any> {
  const next = await start(s);
  const client = new ApiClient(`${next.url}/api`).as(token);
  return eventually(
    'the export ends in the next API process',
    async () => (await client.get(`/jobs/${jobId}`)).body.data,
    (j) => j.status === 'completed' || j.status === 'failed',
    60_000,
  );
}

describe('the API killed between saving an export and queueing it', function () {
  this.timeout(120_000);
  let s: Setup;
  let proxy: WireHoldProxy;

  before(async () => {
    s = await setup();
    proxy = await startWireHoldProxy(stackEnv.mongodbUri);
  });
  after(async () => {
    await teardown(s);
    await proxy?.close();
  });

  it('leaves a queued export that the next API process runs to completion', async () => {
    const api = await start(s, { MONGODB_URI: proxy.uri });
    const token = await tokenFor(freshUser());
    const anonymous = new ApiClient(`${api.url}/api`);
    const owner = anonymous.as(token);
    const project = await createProject(owner, ['car']);
    await addBatch(owner, anonymous, project.id, classImages({ car: 3 }));
    const version = await createVersion(owner, { project_id: project.id });

    // The export's record is written; its queue entry never reaches the database: kill there.
    const queueing = proxy.holdNext(
      (c) => c.name === 'insert' && c.target === 'jobs' && c.documents.some((d) => d.name === 'data.export'),
    );
    const request = owner.post(`/data/datasets/versions/${version.id}/export?format=yolo`).catch(() => null);
    await queueing;
    await api.kill();
    expect(await request, 'the client got no answer').to.satisfy((res: unknown) => res === null);

    const saved = await s.db.collection<{ _id: string; status: string }>('async_jobs').find({}).toArray();
    expect(saved.map((j) => j.status)).to.deep.equal(['queued']);
    const jobId = saved[0]!._id;
    expect(await s.db.collection('jobs').countDocuments({ name: 'data.export' })).to.equal(0);

    // Any API process sweeps at start and then periodically: the export is queued and runs.
    const job = await exportEndedByNextProcess(s, token, jobId);
    expect(job.status, job.error).to.equal('completed');
    expect(imagesIn(await unzip(await download(job.result.download_url)))).to.have.length(3);
  });
});

/**
 * Starts an API process, seeds a dataset whose archive goes up in 5 MiB parts, requests its
 * export and kills the process once an upload in parts is under way.
 */
async function killDuringMultipartExport(s: Setup, images: number) {
  const api = await start(s);
  const token = await tokenFor(freshUser());
  const anonymous = new ApiClient(`${api.url}/api`);
  const owner = anonymous.as(token);
  const organizationId: number = (await owner.get('/organization')).body.data.id;
  const project = await createProject(owner, ['car']);
  // About 1 MiB of barely compressible pixels per image.
  const device = anonymous.withDeviceKey((await provisionDevice(owner, anonymous)).apiKey);
  const frame = noisyJpeg(800, 800);
  let batchId = 0;
  for (let i = 0; i < images; i++) {
    const res = await device.raw('POST', '/device/images/upload', uploadForm(frame, `big-${i}.jpg`));
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    batchId = res.body.data.batch_id;
    const annotated = await owner.post('/data/annotations', { image_id: res.body.data.id, ...box('car', i) });
    expect(annotated.status).to.equal(201);
  }
  expect((await owner.patch(`/data/batches/${batchId}`, { project_id: project.id })).status).to.equal(200);
  const version = await createVersion(owner, { project_id: project.id });

  const queued = await owner.post(`/data/datasets/versions/${version.id}/export?format=yolo`);
  expect(queued.status, queued.text).to.equal(202);
  const jobId: string = queued.body.data.job_id;
  // MinIO lists the uploads of one object name, not of a prefix.
  const key = `orgs/${organizationId}/exports/${jobId}.zip`;
  const status = await eventually(
    'an upload in parts is under way',
    async () => ({
      uploads: await incompleteUploads(s.store, key),
      status: (await owner.get(`/jobs/${jobId}`)).body.data.status as string,
    }),
    (v) => v.uploads.length > 0 || v.status === 'completed' || v.status === 'failed',
    60_000,
    20,
  );
  expect(status.status, 'the export must still be running when the API is killed').to.equal('running');
  await api.kill();
  expect(await incompleteUploads(s.store, key), 'the killed run left its upload').to.have.length(1);
  return { token, jobId, key };
}

describe('the API killed while an export uploads its archive in parts', function () {
  this.timeout(180_000);
  const IMAGES = 24;
  let s: Setup;

  beforeEach(async () => {
    s = await setup();
  });
  afterEach(async () => teardown(s));

  it('another process resumes the export and completes it, no upload in parts left', async () => {
    const { token, jobId, key } = await killDuringMultipartExport(s, IMAGES);
    const job = await exportEndedByNextProcess(s, token, jobId);
    expect(job.status, job.error).to.equal('completed');
    const record = await s.db.collection<{ _id: string; attempt: number }>('async_jobs').findOne({ _id: jobId });
    expect(record?.attempt).to.equal(2);
    expect(imagesIn(await unzip(await download(job.result.download_url)))).to.have.length(IMAGES);
    expect(await incompleteUploads(s.store, key), 'uploads in parts left behind').to.deep.equal([]);
  });

  it('at the attempt limit the export fails and its abandoned upload is aborted', async () => {
    s.env.EXPORT_JOB_MAX_ATTEMPTS = '1';
    const { token, jobId, key } = await killDuringMultipartExport(s, IMAGES);
    const job = await exportEndedByNextProcess(s, token, jobId);
    expect(job.status).to.equal('failed');
    expect(job.error).to.equal('The export was interrupted 1 times (its API process stopped); request it again');
    expect(await incompleteUploads(s.store, key), 'uploads in parts left behind').to.deep.equal([]);
    expect(await s.store.objectExists(key)).to.equal(false);
  });
});

describe('the API killed while it runs an inference request', function () {
  this.timeout(180_000);
  const IMAGES = 100;
  const PER_IMAGE = 4;
  let s: Setup;

  before(async () => {
    s = await setup();
  });
  after(async () => teardown(s));

  it('another API process resumes the request and completes it, each image once', async () => {
    const models = await testModels();
    const api = await start(s);
    const token = await tokenFor(freshUser());
    const anonymous = new ApiClient(`${api.url}/api`);
    const user = anonymous.as(token);
    const device = (await newDevice(user, anonymous)).client;
    const detector = await registerModel(user, models.detector, { name: 'det', class_names: 'car,person,bike' });
    const project = await createInferenceProject(user);
    // Large frames, so the request runs for seconds and the kill lands mid-run.
    const frame = solidJpeg(2560, 1280, [128, 128, 128]);
    const images: any[] = [];
    for (let i = 0; i < IMAGES; i += 10) {
      const names = Array.from({ length: 10 }, (_, j) => `f${i + j}.jpg`);
      images.push(...(await Promise.all(names.map((name) => uploadJpeg(device, project.id, frame, name)))));
    }
    const created = await user.post(`/ml/projects/${project.id}/inference`, {
      image_ids: images.map((i) => i.id),
      model_version_id: detector.id,
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(202);
    const id: number = created.body.data.id;

    const processed = async () => {
      const page = await user.get(`/ml/inference-requests/${id}/predictions?per_page=100`);
      return page.body.data.filter((i: any) => i.status === 'processed').length as number;
    };
    const midway = await eventually(
      'the request has processed some images',
      async () => ({
        processed: await processed(),
        status: (await user.get(`/ml/inference-requests/${id}`)).body.data.status,
      }),
      (r) => r.processed >= 3 || !['pending', 'running'].includes(r.status),
      60_000,
      20,
    );
    expect(midway.status, 'the request must still be running when the API is killed').to.equal('running');
    await api.kill();

    const next = await start(s);
    const client = new ApiClient(`${next.url}/api`).as(token);
    const done = await eventually(
      'the request ends',
      async () => (await client.get(`/ml/inference-requests/${id}`)).body.data,
      (r) => !['pending', 'running'].includes(r.status),
      90_000,
    );
    expect(done.status, done.error_message).to.equal('completed');
    expect(done.results).to.have.length(IMAGES * PER_IMAGE);
    const record = await s.db.collection<{ _id: number; attempt: number }>('inference_requests').findOne({ _id: id });
    expect(record?.attempt).to.equal(2);
    const page = await client.get(`/ml/inference-requests/${id}/predictions?per_page=100`);
    expect(page.body.data.map((i: any) => i.status)).to.deep.equal(images.map(() => 'processed'));
  });
});

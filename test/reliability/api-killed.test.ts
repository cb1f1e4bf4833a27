import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { MongoClient, type Db } from 'mongodb';
import { ObjectStore } from '../../api/lib/storage.js';
import { encodeImageUpload } from '../../scripts/simulator/multipart.js';
import { spawnApi, type ApiProcess } from '../helpers/api-process.js';
import { ApiClient } from '../helpers/client.js';
import { addBatch, classImages, createProject, createVersion } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { stackEnv } from '../helpers/stack-env.js';
import { privateApiEnv } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { download, unzip } from '../helpers/zip.js';
import { eventually, imageStorageState } from './consistency.js';

const UPLOADS = 50;
/** Of those, uploads whose body stops halfway: certainly in flight when the API is killed. */
const STALLED = 5;
const DEVICES = 5;
/** Enough that its export still runs the moment after it is seen running. */
const DATASET_IMAGES = 96;
/** Short recovery settings, so the suite sees in seconds what takes minutes with the defaults. */
const RECOVERY_ENV = {
  QUEUE_POLL_INTERVAL_MS: '200',
  EXPORT_JOB_STALE_S: '2',
  STORAGE_SWEEP_INTERVAL_S: '1',
  STORAGE_ORPHAN_GRACE_S: '3',
  // A kill during 50 uploads can leave more orphans than the share that makes the sweeper take
  // the database for the thing missing (a restore: test/reliability/storage-sweeper.test.ts).
  // This suite is about crash recovery, so every orphan is swept here.
  STORAGE_ORPHAN_MAX_SHARE: '1',
};

type UploadOutcome = { status: number; storageKey?: string } | { dropped: true };

/**
 * Sends half of an upload's body and waits. However fast the other uploads are answered, this
 * one is cut off by the kill (the API answers nothing before the whole body is in).
 */
function stalledUpload(apiUrl: string, apiKey: string, image: Buffer): Promise<UploadOutcome> {
  const form = encodeImageUpload({ bytes: image, filename: 'stalled.jpg', contentType: 'image/jpeg' });
  return new Promise((resolve) => {
    const upload = request(
      `${apiUrl}/device/images/upload`,
      { method: 'POST', headers: { ...form.headers, 'x-device-key': apiKey } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    upload.on('error', () => resolve({ dropped: true }));
    upload.write(form.body.subarray(0, form.body.length / 2));
  });
}

describe('the API process killed (SIGKILL) during 50 concurrent uploads and a dataset export', function () {
  this.timeout(120_000);
  const env = { ...privateApiEnv(), ...RECOVERY_ENV };
  let api: ApiProcess | undefined;
  let mongo: MongoClient;
  let db: Db;
  let store: ObjectStore;
  let owner: ApiClient;
  let jobId: string;
  let plantedOrphan: string;
  let outcomes: UploadOutcome[];

  before(async () => {
    mongo = await MongoClient.connect(env.MONGODB_URI);
    db = mongo.db(env.MONGODB_DB);
    store = new ObjectStore({
      endpoint: env.S3_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      bucket: env.S3_BUCKET,
      region: 'us-east-1',
    });
    api = await spawnApi({ env, logDir: stackEnv.dir });
    const token = await tokenFor(freshUser());
    const anonymous = new ApiClient(`${api.url}/api`);
    owner = anonymous.as(token);
    const organizationId: number = (await owner.get('/organization')).body.data.id;
    const project = await createProject(owner, ['car', 'person']);
    await addBatch(owner, anonymous, project.id, classImages({ car: DATASET_IMAGES / 2, person: DATASET_IMAGES / 2 }));
    const version = await createVersion(owner, { project_id: project.id });
    const deviceKeys: string[] = [];
    for (let i = 0; i < DEVICES; i++) deviceKeys.push((await provisionDevice(owner, anonymous)).apiKey);
    const devices = deviceKeys.map((key) => anonymous.withDeviceKey(key));

    // What a crash between storing an upload and recording it leaves, for certain.
    plantedOrphan = `orgs/${organizationId}/images/2020/01/01/${randomUUID()}`;
    await store.minioClient.putObject(store.bucket, plantedOrphan, makeJpeg(16, 16, 1));

    const bodies = Array.from({ length: UPLOADS }, (_, i) => makeJpeg(320, 240, 500 + i));
    let answered = 0;
    const uploads = bodies.map((body, i) =>
      i < STALLED
        ? stalledUpload(`${api!.url}/api`, deviceKeys[i % DEVICES]!, body)
        : devices[i % DEVICES]!.raw('POST', '/device/images/upload', uploadForm(body)).then(
            (res): UploadOutcome => {
              answered += 1;
              return { status: res.status, storageKey: res.body?.data?.storage_key };
            },
            (): UploadOutcome => ({ dropped: true }),
          ),
    );
    // The kill comes while the export runs and some uploads are answered, the rest still in flight.
    // The export is queued once uploads are answered and the kill follows the moment it runs: an
    // export of a few dozen images takes well under a second now, and waiting for the uploads
    // while it ran let it finish first.
    await eventually(
      'uploads answered',
      async () => answered,
      (n) => n >= UPLOADS / 5,
      20_000,
      10,
    );
    const queued = await owner.post(`/data/datasets/versions/${version.id}/export?format=yolo`);
    expect(queued.status, queued.text).to.equal(202);
    jobId = queued.body.data.job_id;
    const exportStatus = await eventually(
      'the export runs',
      async () => (await owner.get(`/jobs/${jobId}`)).body.data.status as string,
      (status) => status === 'running' || status === 'completed' || status === 'failed',
      20_000,
      5,
    );
    expect(exportStatus, 'the export must still be running when the API is killed').to.equal('running');
    await api.kill();
    outcomes = await Promise.all(uploads);

    api = await spawnApi({ env, logDir: stackEnv.dir });
    owner = new ApiClient(`${api.url}/api`).as(token);
  });

  after(async () => {
    await api?.stop();
    await mongo?.close();
  });

  it('was killed with uploads answered and others cut off', () => {
    const dropped = outcomes.filter((o) => 'dropped' in o).length;
    expect(dropped, 'uploads cut off by the kill').to.be.at.least(STALLED);
    expect(UPLOADS - dropped, 'uploads answered before the kill').to.be.at.least(UPLOADS / 5);
  });

  it('resumes the export after the restart and completes it with every image', async () => {
    const job = await eventually(
      'the export finishes',
      async () => (await owner.get(`/jobs/${jobId}`)).body.data,
      (j) => j.status === 'completed' || j.status === 'failed',
      20_000,
    );
    expect(job.status, job.error).to.equal('completed');
    const record = await db.collection<{ _id: string; attempt: number }>('async_jobs').findOne({ _id: jobId });
    expect(record?.attempt, 'the restarted API ran the export a second time').to.equal(2);
    const files = await unzip(await download(job.result.download_url));
    const images = [...files.keys()].filter((name) => /^images\/(train|val|test)\/[^/]+\.jpg$/.test(name));
    expect(images).to.have.length(DATASET_IMAGES);
  });

  it('keeps every accepted upload and leaves no image object without its record once swept', async () => {
    const state = await eventually(
      'no orphan image objects',
      () => imageStorageState(db, store),
      (s) => s.orphanObjects.length === 0,
    );
    expect(state.recordsWithoutObject).to.deep.equal([]);
    const accepted = outcomes.flatMap((o) => ('status' in o && o.status === 201 ? [o.storageKey!] : []));
    expect(await db.collection('images').countDocuments({ storage_key: { $in: accepted } })).to.equal(accepted.length);
    expect(await store.objectExists(plantedOrphan)).to.equal(false);
  });
});

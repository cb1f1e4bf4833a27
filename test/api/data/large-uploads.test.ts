import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createProject } from '../../helpers/datasets.js';
import { eventually } from '../../helpers/eventually.js';
import { makeJpeg } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';
import { makeZip } from '../../helpers/zip.js';
import { expectedPartBytes, missingParts, planParts } from '../../../api/modules/data/large-uploads/part-plan.js';

const PART = 5 * 1024 * 1024;

/** A COCO zip of two images, stored uncompressed with padding so it takes two 5 MiB parts. */
function bigCocoZip(): Buffer {
  const images = [
    { id: 1, file_name: 'a.jpg', width: 64, height: 48 },
    { id: 2, file_name: 'b.jpg', width: 64, height: 48 },
  ];
  const annotations = [{ id: 1, image_id: 1, category_id: 1, bbox: [8, 12, 16, 24] }];
  const coco = {
    info: { padding: 'x'.repeat(PART + 200_000) },
    images,
    annotations,
    categories: [{ id: 1, name: 'car' }],
  };
  return makeZip(
    [
      ['images/train/a.jpg', makeJpeg(64, 48, 501)],
      ['images/train/b.jpg', makeJpeg(64, 48, 502)],
      ['annotations/instances_train.json', JSON.stringify(coco)],
    ],
    { store: true },
  );
}

function partForm(bytes: Buffer): FormData {
  const form = new FormData();
  form.set('part', new Blob([new Uint8Array(bytes)]), 'part');
  return form;
}

const sendPart = (client: ApiClient, id: string, number: number, bytes: Buffer) =>
  client.raw('PUT', `/data/large-uploads/${id}/parts/${number}`, partForm(bytes));

/** Sends half of a part's request, then the connection drops. */
async function dropHalfway(client: ApiClient, id: string, number: number, bytes: Buffer): Promise<void> {
  const request = new Request('http://localhost/', { method: 'PUT', body: partForm(bytes) });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = { ...(client as unknown as { headers: Record<string, string> }).headers };
  headers['content-type'] = request.headers.get('content-type')!;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(body.subarray(0, body.length / 2)));
      setTimeout(() => controller.error(new Error('connection dropped')), 200);
    },
  });
  const sent = fetch(`${client.baseUrl}/data/large-uploads/${id}/parts/${number}`, {
    method: 'PUT',
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit);
  await sent.then(
    () => expect.fail('the dropped request was answered'),
    () => undefined,
  );
}

async function waitForJob(client: ApiClient, jobId: string): Promise<any> {
  return eventually(
    `job ${jobId} finished`,
    async () => {
      const job = (await client.get(`/jobs/${jobId}`)).body.data;
      return ['completed', 'failed'].includes(job.status) && job;
    },
    60_000,
    100,
  );
}

describe('resumable uploads in parts (/data/large-uploads)', function () {
  this.timeout(120_000);
  let t: TestApi;
  let owner: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi({ QUEUE_POLL_INTERVAL_MS: '100', LARGE_UPLOAD_PART_BYTES: String(PART) });
    owner = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  it('imports a zip sent in parts: out of order, a dropped part sent again, a wrong size refused', async () => {
    const zip = bigCocoZip();
    const started = await owner.post('/data/large-uploads', { filename: 'big.zip', size_bytes: zip.length });
    expect(started.status, JSON.stringify(started.body)).to.equal(201);
    const upload = started.body.data;
    expect(upload).to.include({ filename: 'big.zip', size_bytes: zip.length, part_size: PART, part_count: 2 });
    expect(upload.parts_received).to.deep.equal([]);
    const first = zip.subarray(0, PART);
    const last = zip.subarray(PART);

    expect((await sendPart(owner, upload.id, 2, last)).status).to.equal(200);
    await dropHalfway(owner, upload.id, 1, first);
    const wrong = await sendPart(owner, upload.id, 1, first.subarray(1));
    expect(wrong.status).to.equal(400);
    expect(wrong.body.error.message).to.equal(
      `Part 1 must be ${PART} bytes (it was ${PART - 1}): bytes 0 to ${PART - 1} of the file`,
    );
    // Only the whole part 2 arrived: the client learns what to send again.
    const halfway = (await owner.get(`/data/large-uploads/${upload.id}`)).body.data;
    expect(halfway).to.include({ status: 'open', bytes_received: last.length });
    expect(halfway.parts_received).to.deep.equal([2]);
    const early = await owner.post(`/data/large-uploads/${upload.id}/complete`);
    expect(early.status).to.equal(409);
    expect(early.body.error.message).to.equal('Parts 1 are missing: send them, then complete the upload');

    expect((await sendPart(owner, upload.id, 1, first)).status).to.equal(200);
    const done = await owner.post(`/data/large-uploads/${upload.id}/complete`);
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.data).to.include({ status: 'complete', bytes_received: zip.length });
    expect((await sendPart(owner, upload.id, 1, first)).status, 'a complete upload takes no parts').to.equal(409);

    const project = await createProject(owner, ['car']);
    const form = new FormData();
    form.set('format', 'coco');
    form.set('upload_id', upload.id);
    const queued = await owner.raw('POST', `/data/projects/${project.id}/import`, form);
    expect(queued.status, JSON.stringify(queued.body)).to.equal(202);
    const job = await waitForJob(owner, queued.body.data.job_id);
    expect(job.status, job.error).to.equal('completed');
    expect(job.result).to.deep.include({ images_added: 2, annotations_added: 1, duplicates_skipped: 0 });
    expect((await t.db.collection('import_jobs').findOne({ _id: job.job_id } as never))?.filename).to.equal('big.zip');
    // The import took the upload over and removed its file when it ended.
    expect((await owner.get(`/data/large-uploads/${upload.id}`)).status).to.equal(404);
    await eventually(
      'the archive removed',
      async () => (await objectKeys(t.storage, `orgs/${orgId}/large-uploads/`)).length === 0,
    );
  });

  it('refuses an import of an open upload (kept), a file over MAX_IMPORT_BYTES, and other organizations', async () => {
    const open = (await owner.post('/data/large-uploads', { filename: 'x.zip', size_bytes: 10 })).body.data;
    expect(open.part_count).to.equal(1);
    const project = await createProject(owner, ['car']);
    const form = new FormData();
    form.set('format', 'coco');
    form.set('upload_id', open.id);
    const refused = await owner.raw('POST', `/data/projects/${project.id}/import`, form);
    expect(refused.status).to.equal(409);
    expect((await owner.get(`/data/large-uploads/${open.id}`)).status).to.equal(200);

    const huge = await owner.post('/data/large-uploads', { filename: 'huge.zip', size_bytes: 20_000_000_000 });
    expect(huge.status).to.equal(413);
    expect(huge.body.error.code).to.equal('PAYLOAD_TOO_LARGE');

    const stranger = await t.as(freshUser());
    expect((await stranger.get(`/data/large-uploads/${open.id}`)).status).to.equal(404);
    expect((await sendPart(stranger, open.id, 1, Buffer.alloc(10))).status).to.equal(404);
    expect((await stranger.delete(`/data/large-uploads/${open.id}`)).status).to.equal(404);

    expect((await owner.delete(`/data/large-uploads/${open.id}`)).status).to.equal(200);
    expect((await owner.get(`/data/large-uploads/${open.id}`)).status).to.equal(404);
  });

  describe('abandoned uploads', () => {
    let short: TestApi;
    before(async () => {
      short = await startTestApi({ LARGE_UPLOAD_PART_BYTES: String(PART), LARGE_UPLOAD_EXPIRY_S: '2' });
    });
    after(async () => short?.stop());

    it('are aborted once no part arrived for LARGE_UPLOAD_EXPIRY_S: record and stored parts gone', async () => {
      const user = await short.as(freshUser());
      const org = (await user.get('/organization')).body.data.id;
      const upload = (await user.post('/data/large-uploads', { filename: 'left.zip', size_bytes: PART + 10 })).body
        .data;
      expect((await sendPart(user, upload.id, 1, Buffer.alloc(PART, 7))).status).to.equal(200);
      const unfinished = () => short.storage.unfinishedUploadId(`orgs/${org}/large-uploads/${upload.id}`);
      expect(await unfinished()).to.be.a('string');
      await eventually(
        'the upload swept',
        async () => (await user.get(`/data/large-uploads/${upload.id}`)).status === 404,
        15_000,
        200,
      );
      expect(await unfinished()).to.equal(undefined);
    });
  });
});

describe('how a large upload is cut into parts', () => {
  const MIB = 1024 * 1024;
  it('takes the configured part size, larger only past 10,000 parts, and the rest in the last part', () => {
    expect(planParts(10 * 1024 * MIB, 8 * MIB)).to.deep.equal({ part_size: 8 * MIB, part_count: 1280 });
    // 100 GiB in 8 MiB parts would be 12,800 parts: the parts grow to 11 MiB (whole MiB).
    const big = planParts(100 * 1024 * MIB, 8 * MIB);
    expect(big).to.deep.equal({ part_size: 11 * MIB, part_count: 9310 });
    expect(planParts(10, 8 * MIB)).to.deep.equal({ part_size: 8 * MIB, part_count: 1 });
    const plan = planParts(20 * MIB + 3, 8 * MIB);
    expect(plan.part_count).to.equal(3);
    expect(expectedPartBytes(plan, 20 * MIB + 3, 2)).to.equal(8 * MIB);
    expect(expectedPartBytes(plan, 20 * MIB + 3, 3)).to.equal(4 * MIB + 3);
    expect(missingParts(5, [4, 1, 2])).to.deep.equal([3, 5]);
  });
});

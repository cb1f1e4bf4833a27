import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { makeJpeg, uploadForm } from '../../helpers/images.js';
import { objectKeys } from '../../helpers/storage.js';
import { stackEnv } from '../../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { startWireHoldProxy } from '../../helpers/wire-hold-proxy.js';
import { freshUser } from '../../helpers/users.js';

describe('uploads from the edge agent: idempotency keys and model detections', function () {
  this.timeout(30_000);
  let t: TestApi;
  let operator: ApiClient;
  let device: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi();
    operator = await t.as(freshUser());
    orgId = (await operator.get('/organization')).body.data.id;
    device = t.client.withDeviceKey((await provisionDevice(operator, t.client)).apiKey);
  });
  after(async () => t?.stop());

  const upload = (fields: Record<string, string>, client = device, file = makeJpeg(32, 24)) =>
    client.raw('POST', '/device/images/upload', uploadForm(file, 'edge.jpg', fields));
  const objects = () => objectKeys(t.storage, `orgs/${orgId}/`);

  it('a repeated idempotency key answers 200 with the first image and stores nothing new', async () => {
    const first = await upload({ idempotency_key: 'frame-0001-abcdef' });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    const before = await objects();
    const again = await upload({ idempotency_key: 'frame-0001-abcdef' }, device, makeJpeg(40, 30));
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    expect(again.body.data.id).to.equal(first.body.data.id);
    expect(again.body.data.width).to.equal(32);
    expect(await objects()).to.deep.equal(before);
    expect(await t.db.collection('images').countDocuments({ idempotency_key: 'frame-0001-abcdef' })).to.equal(1);
  });

  it('two uploads with one key, the second sent while the first is being recorded, answer one image', async () => {
    // The first upload's image insert is held on its way to the database, so the second upload
    // is recorded exactly while the first has not recorded it yet.
    const proxy = await startWireHoldProxy(stackEnv.mongodbUri);
    const raced = await startTestApi({
      MONGODB_URI: proxy.uri,
      MONGODB_DB: t.config.MONGODB_DB,
      S3_BUCKET: t.config.S3_BUCKET,
    });
    try {
      const client = raced.client.withDeviceKey((await provisionDevice(operator, raced.client)).apiKey);
      const held = proxy.holdNext(
        (c) => c.name === 'insert' && c.target === 'images' && c.documents[0]?.idempotency_key === 'raced-key-0001',
      );
      const before = await objects();
      const first = upload({ idempotency_key: 'raced-key-0001' }, client);
      await held;
      const second = upload({ idempotency_key: 'raced-key-0001' }, client, makeJpeg(40, 30));
      await new Promise((resolve) => setTimeout(resolve, 500));
      proxy.release();
      const [a, b] = await Promise.all([first, second]);
      // Whichever recorded first stands (here the second, past the held insert); the other
      // answers its image and keeps no object of its own.
      expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).to.deep.equal([200, 201]);
      expect(b.body.data.id).to.equal(a.body.data.id);
      expect(await t.db.collection('images').countDocuments({ idempotency_key: 'raced-key-0001' })).to.equal(1);
      const added = (await objects()).filter((key) => !before.includes(key));
      expect(added).to.deep.equal([a.body.data.storage_key]);
    } finally {
      await raced.stop();
      await proxy.close();
    }
  });

  it("keys are per device: another device's same key is its own image", async () => {
    const other = t.client.withDeviceKey((await provisionDevice(operator, t.client)).apiKey);
    const mine = await upload({ idempotency_key: 'shared-key-123' });
    const theirs = await upload({ idempotency_key: 'shared-key-123' }, other);
    expect([mine.status, theirs.status]).to.deep.equal([201, 201]);
    expect(theirs.body.data.id).to.not.equal(mine.body.data.id);
  });

  it('stores the edge model detections as model annotations with their confidence', async () => {
    const detections = {
      model_version_id: 3,
      boxes: [
        { class_name: 'car', class_index: 0, confidence: 0.9, x_center: 0.5, y_center: 0.5, width: 0.2, height: 0.1 },
        { class_name: null, class_index: 4, confidence: 0.4, x_center: 0.2, y_center: 0.3, width: 0.1, height: 0.1 },
      ],
    };
    const res = await upload({ detections: JSON.stringify(detections) });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const image = (await operator.get(`/data/images/${res.body.data.id}?include_annotations=true`)).body.data;
    expect(image.annotations.map((a: any) => [a.class_value, a.source, a.type, a.confidence]).sort()).to.deep.equal([
      ['car', 'model', 'bbox', 0.9],
      ['class_4', 'model', 'bbox', 0.4],
    ]);
    const byClass = await operator.get('/data/images?classes=class_4&limit=100');
    expect(byClass.body.data.map((i: any) => i.id)).to.deep.equal([image.id]);
    const other = await t.as(freshUser());
    expect((await other.get(`/data/images/${image.id}`)).status).to.equal(404);
  });

  it("stores a classifier's tag and a segmenter's outline as tag and polygon pre-labels", async () => {
    const outline = [0.1, 0.1, 0.4, 0.1, 0.4, 0.3];
    const detections = {
      model_version_id: 4,
      boxes: [
        { type: 'tag', class_name: 'red', confidence: 0.42, x_center: 0.5, y_center: 0.5, width: 1, height: 1 },
        {
          type: 'polygon',
          class_name: 'shape',
          confidence: 0.8,
          x_center: 0.25,
          y_center: 0.2,
          width: 0.3,
          height: 0.2,
          geometry: outline,
        },
      ],
    };
    const res = await upload({ detections: JSON.stringify(detections) });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const image = (await operator.get(`/data/images/${res.body.data.id}?include_annotations=true`)).body.data;
    const byType = Object.fromEntries(image.annotations.map((a: any) => [a.type, a]));
    expect(byType.tag).to.include({ class_value: 'red', source: 'model', confidence: 0.42, x_center: null });
    expect(byType.tag.geometry).to.equal(null);
    expect(byType.polygon).to.include({ class_value: 'shape', source: 'model', x_center: 0.25 });
    expect(byType.polygon.geometry).to.deep.equal(outline);
  });

  for (const [what, fields, field] of [
    ['detections that are not JSON', { detections: '{boxes' }, 'detections'],
    [
      'a polygon without its geometry',
      {
        detections: JSON.stringify({
          boxes: [{ type: 'polygon', confidence: 0.5, x_center: 0.5, y_center: 0.5, width: 0.1, height: 0.1 }],
        }),
      },
      'geometry',
    ],
    [
      'a box outside the image',
      {
        detections: JSON.stringify({
          boxes: [{ confidence: 0.5, x_center: 1.5, y_center: 0.5, width: 0.1, height: 0.1 }],
        }),
      },
      'detections',
    ],
    [
      'a confidence above 1',
      {
        detections: JSON.stringify({
          boxes: [{ confidence: 2, x_center: 0.5, y_center: 0.5, width: 0.1, height: 0.1 }],
        }),
      },
      'detections',
    ],
    ['an idempotency key with spaces', { idempotency_key: 'not a key!' }, 'idempotency_key'],
  ] as const) {
    it(`refuses ${what} with VALIDATION_ERROR and stores nothing`, async () => {
      const before = await objects();
      const records = await t.db.collection('images').countDocuments({});
      const res = await upload(fields as Record<string, string>);
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.success).to.equal(false);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(JSON.stringify(res.body.error)).to.contain(field);
      expect(await objects()).to.deep.equal(before);
      expect(await t.db.collection('images').countDocuments({})).to.equal(records);
    });
  }
});

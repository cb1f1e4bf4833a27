import { expect } from 'chai';
import type { ApiClient, ApiResponse } from '../helpers/client.js';
import { annotate, createProject, newDevice, uploadImage } from '../helpers/data.js';
import { dbSnapshot } from '../helpers/db-snapshot.js';
import { createToken } from '../helpers/devices.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a MongoDB query or update would read as an operator rather than a value. */
const OPERATORS: Json[] = [{ $gt: '' }, { $ne: null }];

/**
 * The body with one scalar (string, number, boolean; array elements included) replaced by an
 * operator object, for every scalar: `[field path as the API names it, body]`.
 */
function withOperatorInEachField(body: Json, operator: Json, path: string[] = ['body']): [string, Json][] {
  if (body === null || typeof body !== 'object') return [[path.join('.'), operator]];
  const entries: [string, Json][] = Array.isArray(body)
    ? body.map((value, i) => [String(i), value])
    : Object.entries(body);
  return entries.flatMap(([key, value]) =>
    withOperatorInEachField(value, operator, [...path, key]).map(([field, replaced]): [string, Json] => [
      field,
      Array.isArray(body) ? body.map((item, i) => (String(i) === key ? replaced : item)) : { ...body, [key]: replaced },
    ]),
  );
}

describe('hostile input: MongoDB operators in request bodies and query strings', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let device: ApiClient;
  let deviceRecordId: number;
  let project: any;
  let image: any;
  let annotation: any;
  let batchId: number;
  // A second organization with data of its own, which no query of the first may reach.
  let other: ApiClient;
  let otherImage: any;
  let otherDeviceId: string;

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    other = await t.as(freshUser());
    project = await createProject(owner, { classes: ['car', 'person'] });
    const made = await newDevice(owner, t.client);
    device = made.client;
    deviceRecordId = (await device.get('/device/self')).body.data.id;
    image = await uploadImage(device, 'gate.jpg', 1, { project_id: String(project.id) });
    batchId = image.batch_id;
    annotation = await annotate(owner, image.id, 'car');

    const otherProject = await createProject(other);
    const otherDevice = await newDevice(other, t.client);
    otherDeviceId = otherDevice.deviceId;
    otherImage = await uploadImage(otherDevice.client, 'other-org.jpg', 2, { project_id: String(otherProject.id) });
  });
  after(async () => t?.stop());

  /** Sends the body with an operator in each field in turn: every one is refused naming that field, and nothing is written. */
  async function expectEveryFieldRefused(send: (body: Json) => Promise<ApiResponse>, body: Json) {
    const before = await dbSnapshot(t.db);
    let attempts = 0;
    for (const operator of OPERATORS) {
      for (const [field, hostile] of withOperatorInEachField(body, operator)) {
        const res = await send(hostile);
        expect(res.status, `${field}: ${res.text}`).to.equal(400);
        expect(res.body.error.code).to.equal('VALIDATION_ERROR');
        expect(res.body.error.details, field).to.contain(field);
        attempts += 1;
      }
    }
    expect(attempts).to.be.greaterThan(1);
    expect(await dbSnapshot(t.db), 'a refused request changed the database').to.deep.equal(before);
    // The same body without an operator is accepted, so the operator alone caused each refusal.
    const res = await send(body);
    expect(res.status, res.text).to.be.oneOf([200, 201]);
  }

  it('provisioning: an operator in any field is refused and the token stays unused', async () => {
    const { token } = await createToken(owner);
    await expectEveryFieldRefused((body) => t.client.post('/devices/provision', body), {
      token,
      device_id: 'engine-injection-1',
      name: 'North gate',
      hostname: 'gate-1',
      platform: 'linux/arm64',
      labels: { site: 'north' },
    });
  });

  it('device check-in: an operator in any field or metric is refused and nothing is recorded', async () => {
    await expectEveryFieldRefused((body) => device.post('/device/checkin', body), {
      status: 'ok',
      agent_version: '1.4.2',
      uptime_s: 120,
      metrics: { cpu_percent: 12.5, memory_percent: 40, disk_percent: 71, temperature_c: 48 },
    });
  });

  it('device update: an operator in the name, a label or the status is refused', async () => {
    await expectEveryFieldRefused((body) => owner.patch(`/core/devices/${deviceRecordId}`, body), {
      name: 'Renamed gate',
      labels: { site: 'south' },
      status: 'approved',
    });
  });

  it('provisioning tokens: an operator in the name or lifetime is refused', async () => {
    await expectEveryFieldRefused((body) => owner.post('/provisioning-tokens', body), {
      name: 'site visit',
      expires_in_hours: 4,
    });
  });

  it('projects: an operator in any field of a create or an update is refused', async () => {
    await expectEveryFieldRefused((body) => owner.post('/data/projects', body), {
      name: 'Injected',
      description: 'created only without operators',
      project_type: 'classification',
      classes: ['cat', 'dog'],
    });
    await expectEveryFieldRefused((body) => owner.patch(`/data/projects/${project.id}`, body), {
      name: 'Renamed project',
      description: 'updated only without operators',
      classes: ['car', 'person', 'bike'],
    });
  });

  it('annotations: an operator in any coordinate, class or id is refused', async () => {
    await expectEveryFieldRefused((body) => owner.post('/data/annotations', body), {
      image_id: image.id,
      type: 'bbox',
      class_value: 'person',
      source: 'manual',
      confidence: 0.9,
      x_center: 0.4,
      y_center: 0.4,
      width: 0.1,
      height: 0.2,
      z_order: 1,
    });
    await expectEveryFieldRefused((body) => owner.post('/data/annotations', body), {
      image_id: image.id,
      type: 'polygon',
      class_value: 'car',
      geometry: [0.1, 0.1, 0.5, 0.1, 0.5, 0.5],
    });
    await expectEveryFieldRefused((body) => owner.patch(`/data/annotations/${annotation.id}`, body), {
      class_value: 'person',
      x_center: 0.6,
      confidence: 0.5,
      z_order: 2,
    });
  });

  it('images: an operator in the project, split or status of an update is refused', async () => {
    await expectEveryFieldRefused((body) => owner.patch(`/data/images/${image.id}`, body), {
      project_id: project.id,
      split: 'train',
      split_locked: true,
      annotation_status: 'completed',
    });
  });

  it('dataset versions: an operator in any field, ratio or batch id is refused', async () => {
    await expectEveryFieldRefused((body) => owner.post('/data/datasets', body), {
      project_id: project.id,
      name: 'v-injection',
      batch_ids: [batchId],
      split: { train: 0.8, val: 0.1, test: 0.1 },
      seed: 7,
      only_annotated: false,
    });
  });

  describe('query strings', () => {
    const refused = async (client: ApiClient, path: string) => {
      const res = await client.get(path);
      expect(res.status, `${path}: ${res.text}`).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      return res;
    };

    it('refuses [$ne], [$regex] and other bracketed parameter names instead of dropping the filter', async () => {
      const res = await refused(owner, '/data/images?project_id[$ne]=1');
      expect(res.body.error.details).to.contain('project_id[$ne]');
      await refused(owner, '/data/images?search[$regex]=.*');
      await refused(owner, '/data/images?device_id[$ne]=x&limit=100');
      await refused(owner, '/core/devices?status[$ne]=x');
      await refused(owner, '/core/devices?search[$regex]=.*');
      await refused(owner, '/data/projects?page[$gt]=0');
      await refused(owner, `/data/images?${encodeURIComponent('$where')}=1`);
    });

    it('refuses an operator written as JSON where a number or a choice belongs', async () => {
      await refused(owner, `/data/images?project_id=${encodeURIComponent('{"$ne":1}')}`);
      await refused(owner, `/data/images?batch_id=${encodeURIComponent('{"$gt":0}')}`);
      await refused(owner, `/core/devices?status=${encodeURIComponent('{"$ne":"x"}')}`);
      await refused(owner, '/core/devices?status=approved&status=pending');
    });

    it('treats an operator written as JSON in a text filter literally: no match, nothing of another organization', async () => {
      for (const hostile of ['{"$ne":null}', '{"$gt":""}', '.*']) {
        const byDevice = await owner.get(`/data/images?device_id=${encodeURIComponent(hostile)}`);
        expect(byDevice.status).to.equal(200);
        expect(byDevice.body.data).to.deep.equal([]);
        const byPipeline = await owner.get(`/data/images?pipeline_id=${encodeURIComponent(hostile)}`);
        expect(byPipeline.body.data).to.deep.equal([]);
        const byName = await owner.get(`/data/images?filename=${encodeURIComponent(hostile)}`);
        expect(byName.body.data).to.deep.equal([]);
      }
    });

    it("never returns another organization's images or devices, whatever the filters", async () => {
      const all = await owner.get('/data/images?limit=100');
      expect(all.body.data.map((i: any) => i.id)).to.deep.equal([image.id]);
      const byIds = await owner.get(`/data/images?ids=${otherImage.id},${image.id}`);
      expect(byIds.body.data.map((i: any) => i.id)).to.deep.equal([image.id]);
      const byDevice = await owner.get(`/data/images?device_id=${encodeURIComponent(otherDeviceId)}`);
      expect(byDevice.body.data).to.deep.equal([]);
      expect((await owner.get(`/data/images/${otherImage.id}`)).status).to.equal(404);
      const ownerOrganization = (await owner.get('/organization')).body.data.id;
      const devices = await owner.get('/core/devices?per_page=100');
      expect(devices.body.data.map((d: any) => d.device_id)).to.not.include(otherDeviceId);
      expect(devices.body.meta.total).to.equal(
        await t.db.collection('devices').countDocuments({ organization_id: ownerOrganization }),
      );
    });
  });
});

import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createProject } from '../../helpers/data.js';
import { registerModel, testModels, uploadModel, type TestModels } from '../../helpers/onnx-models.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('model registration (POST /ml/models)', function () {
  this.timeout(180_000);
  let t: TestApi;
  let user: ApiClient;
  let models: TestModels;

  before(async () => {
    models = await testModels();
    t = await startTestApi();
    user = await t.as(freshUser());
  });
  after(async () => t?.stop());

  const modelCount = () => t.db.collection('model_versions').countDocuments();
  const modelObjects = async () => (await objectKeys(t.storage)).filter((k) => k.includes('/models/'));

  it('registers a detector: stored in the object store, numbered per project, source upload', async () => {
    const project = await createProject(user);
    const model = await registerModel(user, models.detector, {
      name: 'Gate detector',
      class_names: '["car","person","bike"]',
      project_id: String(project.id),
    });
    expect(model).to.include({
      name: 'Gate detector',
      project_id: project.id,
      version: 1,
      source: 'upload',
      role: 'detector',
      task: 'detect',
      input_size: 64,
      training_job_id: null,
    });
    expect(model.class_names).to.deep.equal(['car', 'person', 'bike']);
    expect(model.artifacts.onnx).to.match(/^orgs\/\d+\/models\/[0-9a-f-]+\.onnx$/);
    expect(await modelObjects()).to.include(model.artifacts.onnx);
    const again = await registerModel(user, models.detector, {
      name: 'Gate detector',
      class_names: 'car, person, bike',
      project_id: String(project.id),
    });
    expect(again.version).to.equal(2);
    expect((await user.get(`/ml/models/${model.id}`)).body.data.id).to.equal(model.id);
  });

  it('registers the SAM encoder and decoder with their roles', async () => {
    const encoder = await registerModel(user, models.samEncoder, { name: 'SAM encoder', role: 'sam_encoder' });
    expect(encoder).to.include({ role: 'sam_encoder', input_size: 64, task: 'segment' });
    const decoder = await registerModel(user, models.samDecoder, { name: 'SAM decoder', role: 'sam_decoder' });
    expect(decoder).to.include({ role: 'sam_decoder' });
  });

  describe('refusals leave nothing stored', () => {
    const refused = async (file: Buffer, fields: Record<string, string>, detail: RegExp) => {
      const [count, objects] = [await modelCount(), await modelObjects()];
      const res = await uploadModel(user, file, fields);
      expect(res.status, JSON.stringify(res.body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_ERROR');
      expect(res.body.error.details).to.match(detail);
      expect(await modelCount()).to.equal(count);
      expect(await modelObjects()).to.deep.equal(objects);
    };

    it('a file that is not an ONNX model', async () => {
      await refused(
        Buffer.from('definitely not a protobuf \x00\x01\x02'.repeat(50)),
        { name: 'x', class_names: 'a' },
        /^file:/,
      );
    });

    it('a truncated ONNX model', async () => {
      const bytes = readFileSync(models.samDecoder);
      await refused(bytes.subarray(0, bytes.length / 2), { name: 'x', role: 'sam_decoder' }, /^file:/);
    });

    it('a detector whose output does not fit its class names ([1, 7, 6] is 3 classes, not 4)', async () => {
      await refused(
        readFileSync(models.detector),
        { name: 'x', class_names: 'a,b,c,d' },
        /^class_names:.*\[1, 8, anchors\]/,
      );
    });

    it('a model whose inputs and outputs do not fit the role', async () => {
      await refused(readFileSync(models.samEncoder), { name: 'x', class_names: 'a' }, /^role:/);
      await refused(readFileSync(models.detector), { name: 'x', role: 'sam_encoder' }, /^role:/);
      await refused(readFileSync(models.detector), { name: 'x', role: 'sam_decoder' }, /^role:.*missing/);
    });

    it('an input size the model does not have', async () => {
      await refused(
        readFileSync(models.detector),
        { name: 'x', class_names: 'a,b,c', input_size: '640' },
        /^input_size:/,
      );
    });

    it('missing or bad fields: no file, no name, no class names, unknown role, unknown project', async () => {
      const noFile = new FormData();
      noFile.set('name', 'x');
      const res = await user.raw('POST', '/ml/models', noFile);
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.equal('file');
      const detector = readFileSync(models.detector);
      await refused(detector, { class_names: 'a,b,c' }, /name/);
      await refused(detector, { name: 'x' }, /^class_names/);
      await refused(detector, { name: 'x', class_names: 'a,a,b' }, /class_names/);
      await refused(detector, { name: 'x', class_names: 'a,b,c', role: 'classifier' }, /role/);
      await refused(detector, { name: 'x', class_names: 'a,b,c', project_id: '999999' }, /^project_id/);
      const other = await createProject(await t.as(freshUser()));
      await refused(detector, { name: 'x', class_names: 'a,b,c', project_id: String(other.id) }, /^project_id/);
    });
  });

  it("another organization's model version is not found", async () => {
    const model = await registerModel(user, models.detector, { name: 'mine', class_names: 'a,b,c' });
    const stranger = await t.as(freshUser());
    expect((await stranger.get(`/ml/models/${model.id}`)).status).to.equal(404);
  });
});

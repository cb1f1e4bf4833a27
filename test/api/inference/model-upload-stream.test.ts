import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { eventually } from '../../helpers/eventually.js';
import { uploadModel } from '../../helpers/onnx-models.js';
import { detectorProtobuf } from '../../helpers/onnx-protobuf.js';
import { objectKeys } from '../../helpers/storage.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { tokenFor } from '../../helpers/tokens.js';
import { freshUser } from '../../helpers/users.js';

const MiB = 1024 * 1024;

describe('model uploads stream to the object store, never to local disk', function () {
  this.timeout(120_000);
  let t: TestApi;
  let user: ApiClient;
  let email: string;
  let emptyTmp: string;
  const savedTmp = process.env.TMPDIR;

  before(async () => {
    // Node's tmpdir() (multer's disk storage, any spool) reads TMPDIR: point it at an empty folder.
    emptyTmp = mkdtempSync(join(tmpdir(), 'edge-vision-empty-tmp-'));
    process.env.TMPDIR = emptyTmp;
    t = await startTestApi({ MAX_MODEL_UPLOAD_BYTES: String(7 * MiB) });
    email = freshUser();
    user = await t.as(email);
  });
  after(async () => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    await t?.stop();
    rmSync(emptyTmp, { recursive: true, force: true });
  });

  const modelObjects = async () => (await objectKeys(t.storage)).filter((k) => k.includes('/models/'));
  const incompleteUploads = async () => {
    const names: string[] = [];
    const stream = t.storage.minioClient.listIncompleteUploads(t.storage.bucket, '', true);
    for await (const item of stream as AsyncIterable<{ key: string }>) names.push(item.key);
    return names;
  };

  it('a 6 MiB model is registered with nothing written under the temporary folder', async () => {
    const res = await uploadModel(user, detectorProtobuf(6 * MiB), { name: 'big', class_names: 'a,b,c' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(await modelObjects()).to.deep.equal([res.body.data.artifacts.onnx]);
    expect(readdirSync(emptyTmp)).to.deep.equal([]);
    await t.db.collection('model_versions').deleteMany({});
    await t.storage.minioClient.removeObject(t.storage.bucket, res.body.data.artifacts.onnx);
  });

  it('a model over MAX_MODEL_UPLOAD_BYTES answers 413 and leaves no object, no record', async () => {
    const res = await uploadModel(user, detectorProtobuf(8 * MiB), { name: 'huge', class_names: 'a,b,c' });
    expect(res.status, JSON.stringify(res.body)).to.equal(413);
    expect(res.body.error.code).to.equal('PAYLOAD_TOO_LARGE');
    expect(await modelObjects()).to.deep.equal([]);
    expect(await incompleteUploads()).to.deep.equal([]);
    expect(await t.db.collection('model_versions').countDocuments()).to.equal(0);
  });

  it('mid-upload the bytes are in the object store, not on disk; cut off, nothing is left', async () => {
    const boundary = 'edge-vision-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\ncut\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="class_names"\r\n\r\na,b,c\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.onnx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const model = detectorProtobuf(6 * MiB);
    const req = request(`${t.client.baseUrl}/ml/models`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor(email, t.config.OIDC_ISSUER_URL)}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + model.length + boundary.length + 8,
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(model.subarray(0, Math.floor(5.5 * MiB)));
    // The first 5 MiB part reaches the store while the request is still open.
    await eventually('a multipart upload in the store', async () => (await incompleteUploads()).length === 1, 20_000);
    expect(readdirSync(emptyTmp)).to.deep.equal([]);
    req.destroy();
    await eventually(
      'no object and no multipart upload left',
      async () => (await incompleteUploads()).length === 0 && (await modelObjects()).length === 0,
      20_000,
    );
    expect(await t.db.collection('model_versions').countDocuments()).to.equal(0);
    expect(readdirSync(emptyTmp)).to.deep.equal([]);
    expect((await user.get('/ml/models')).status, 'the API still answers').to.equal(200);
  });
});

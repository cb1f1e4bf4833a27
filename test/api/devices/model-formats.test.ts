/**
 * Devices say which model formats they run in their check-ins, and a deployment in a format a
 * target cannot run is refused before anything is created (the refusal over HTTP, with a real
 * OpenVINO export, is in test/cluster/chart-install.test.ts).
 */
import { expect } from 'chai';
import { devicesThatCannotRun, formatRefusal } from '../../../api/modules/deployments/formats.js';
import type { ApiClient } from '../../helpers/client.js';
import { provisionDevice } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('model formats devices run', function () {
  this.timeout(30_000);
  let t: TestApi;
  let user: ApiClient;

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
  });
  after(async () => t?.stop());

  it('keeps the formats of the last check-in on the device, and refuses one it does not know', async () => {
    const { device, apiKey } = await provisionDevice(user, t.client);
    const client = t.client.withDeviceKey(apiKey);
    const ok = await client.post('/device/checkin', { agent_version: '0.2.0', model_formats: ['onnx', 'openvino'] });
    expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    const record = (await user.get(`/core/devices/${device.id}`)).body.data;
    expect(record.last_checkin.model_formats).to.deep.equal(['onnx', 'openvino']);
    const bad = await client.post('/device/checkin', { model_formats: ['pytorch'] });
    expect(bad.status).to.equal(400);
    expect(JSON.stringify(bad.body)).to.contain('model_formats');
    const unchanged = (await user.get(`/core/devices/${device.id}`)).body.data;
    expect(unchanged.last_checkin.model_formats).to.deep.equal(['onnx', 'openvino']);
  });

  it('finds the targets that cannot run a format, taking a silent device to run ONNX only', () => {
    const targets = [
      { id: 1, deviceId: 'cam-a', modelFormats: ['onnx', 'openvino'] },
      { id: 2, deviceId: 'cam-b', modelFormats: ['onnx'] },
      { id: 3, deviceId: 'cam-c', modelFormats: null },
    ];
    expect(devicesThatCannotRun(targets, 'onnx')).to.deep.equal([]);
    const unable = devicesThatCannotRun(targets, 'openvino');
    expect(unable.map((d) => d.deviceId)).to.deep.equal(['cam-b', 'cam-c']);
    expect(formatRefusal('openvino', unable)).to.match(/^Devices cam-b, cam-c cannot run openvino models/);
    const many = Array.from({ length: 25 }, (_, i) => ({ id: i, deviceId: `cam-${i}`, modelFormats: null }));
    expect(formatRefusal('tensorrt', many)).to.contain('cam-19 and 5 more cannot run tensorrt');
  });
});

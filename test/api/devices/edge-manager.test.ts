import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { createToken, newDeviceId } from '../../helpers/devices.js';
import { PortainerDouble } from '../../helpers/doubles/portainer.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('container-management (Portainer) integration', function () {
  let portainer: PortainerDouble;
  let t: TestApi;
  let operator: ApiClient;

  before(async () => {
    portainer = new PortainerDouble();
    await portainer.start();
    t = await startTestApi({
      EDGE_MANAGER_URL: portainer.url,
      EDGE_MANAGER_API_KEY: portainer.apiKey,
      EDGE_MANAGER_AGENT_URL: 'https://portainer.example.com',
    });
    operator = await t.as(freshUser());
  });
  after(async () => {
    await t?.stop();
    await portainer?.stop();
  });
  beforeEach(() => {
    portainer.failWith = null;
  });

  it('provisioning creates an Edge Agent environment and returns its settings; deleting the device removes it', async () => {
    const { token } = await createToken(operator);
    const deviceId = newDeviceId();
    const res = await t.client.post('/devices/provision', { token, device_id: deviceId, name: 'Yard camera' });
    expect(res.status).to.equal(201);
    const { edge, device } = res.body.data;
    expect(edge).to.include({ edge_id: deviceId, portainer_url: 'https://portainer.example.com' });
    expect(edge.edge_key).to.be.a('string').with.length.greaterThan(10);
    expect(device.edge_environment_id).to.equal(edge.environment_id);

    const create = portainer.requests.at(-1)!;
    expect(create).to.deep.include({ method: 'POST', path: '/api/endpoints', apiKey: portainer.apiKey });
    expect(create.contentType).to.match(/^multipart\/form-data; boundary=/);
    expect(create.form).to.include({
      Name: 'Yard camera',
      EndpointCreationType: '4',
      URL: 'https://portainer.example.com',
    });
    expect(portainer.environments.has(edge.environment_id)).to.equal(true);

    expect((await operator.delete(`/core/devices/${device.id}`)).status).to.equal(200);
    expect(portainer.requests.at(-1)).to.deep.include({
      method: 'DELETE',
      path: `/api/endpoints/${edge.environment_id}`,
    });
    expect(portainer.environments.has(edge.environment_id)).to.equal(false);
  });

  it('when Portainer fails, provisioning answers 503, creates no device and leaves the token usable', async () => {
    const { id, token } = await createToken(operator);
    const deviceId = newDeviceId();
    portainer.failWith = 500;
    const res = await t.client.post('/devices/provision', { token, device_id: deviceId, name: 'Yard camera' });
    expect(res.status).to.equal(503);
    expect(res.body.error.code).to.equal('SERVICE_UNAVAILABLE');
    expect(await t.db.collection('devices').countDocuments({ device_id: deviceId })).to.equal(0);
    const listed = (await operator.get('/provisioning-tokens')).body.data.find((x: any) => x.id === id);
    expect(listed.status).to.equal('valid');

    portainer.failWith = null;
    expect(
      (await t.client.post('/devices/provision', { token, device_id: deviceId, name: 'Yard camera' })).status,
    ).to.equal(201);
  });

  it('removes the environment again when the device cannot be created (a race for one device_id)', async () => {
    const tokens = await Promise.all(Array.from({ length: 8 }, () => createToken(operator)));
    const deviceId = newDeviceId();
    const environmentsBefore = portainer.environments.size;
    const responses = await Promise.all(
      tokens.map(({ token }) => t.client.post('/devices/provision', { token, device_id: deviceId, name: 'Raced' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).to.deep.equal([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(portainer.environments.size).to.equal(environmentsBefore + 1);
    const usable = (await operator.get('/provisioning-tokens?status=valid&per_page=100')).body.data.map(
      (x: any) => x.id,
    );
    expect(tokens.filter(({ id }) => usable.includes(id))).to.have.length(7);
  });
});

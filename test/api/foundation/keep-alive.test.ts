import { expect } from 'chai';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';

/** GET on the given agent; resolves with the answer's headers and the socket it came on. */
function get(agent: Agent, url: string): Promise<{ status: number; keepAlive: string | undefined; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          keepAlive: res.headers['keep-alive'] as string | undefined,
          socket: req.socket!,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('idle keep-alive connections', function () {
  this.timeout(30_000);
  let t: TestApi;

  before(async () => {
    t = await startTestApi({ HTTP_KEEP_ALIVE_TIMEOUT_S: '65' });
  });
  after(() => t?.stop());

  it("outlive an ingress idle timeout: advertised, and reused after more than Node's 5 s default", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, `${t.api.url}/healthz`);
      expect(first.status).to.equal(200);
      expect(first.keepAlive).to.equal('timeout=65');
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const second = await get(agent, `${t.api.url}/healthz`);
      expect(second.status).to.equal(200);
      expect(second.socket, 'the idle connection was kept and reused').to.equal(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

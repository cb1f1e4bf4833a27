import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { freePort, httpOk, waitUntil } from '../../../scripts/stack/process.js';
import { stackEnv } from '../../helpers/stack-env.js';

describe('the API process', function () {
  this.timeout(60_000);

  it('fails fast at start with a message naming each missing setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).to.equal(1);
    expect(stderr).to.include('MONGODB_URI');
    expect(stderr).to.include('OIDC_ISSUER_URL');
  });

  const startApi = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const internalPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        INTERNAL_PORT: String(internalPort),
        HOST: '127.0.0.1',
        MONGODB_DB: 'test_shutdown',
        S3_BUCKET: 'test-shutdown',
        OIDC_AUDIENCE: 'edge-vision',
        OIDC_ISSUER_URL: stackEnv.issuer,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: 'ignore',
      detached: false,
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    await waitUntil('API', () => httpOk(`${url}/readyz`), { timeoutMs: 30_000 });
    return { child, exited, url, internalUrl: `http://127.0.0.1:${internalPort}` };
  };

  it('stops serving on both listeners and exits 0 on SIGTERM', async () => {
    const { child, exited, url, internalUrl } = await startApi();
    expect(await httpOk(`${internalUrl}/healthz`)).to.equal(true);
    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
    for (const base of [url, internalUrl]) {
      const stillServing = await httpOk(`${base}/healthz`).catch(() => false);
      expect(stillServing, base).to.equal(false);
    }
  });

  it('after SIGTERM first fails readiness while still serving, each answer closing its connection', async () => {
    const { child, exited, url, internalUrl } = await startApi({ SHUTDOWN_DELAY_MS: '3000' });
    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitUntil('readiness to fail', async () => (await fetch(`${url}/readyz`)).status === 503, {
      timeoutMs: 2000,
    });
    const ready = await fetch(`${url}/readyz`);
    expect(((await ready.json()) as any).error.details).to.equal('shutting down');
    // A request still gets its answer (the Service may still send one), and its connection ends.
    const served = await fetch(`${url}/healthz`);
    expect(served.status).to.equal(200);
    expect(served.headers.get('connection')).to.equal('close');
    // The operator's and the workloads' calls get the same treatment on the internal listener.
    const internal = await fetch(`${internalUrl}/healthz`);
    expect(internal.status).to.equal(200);
    expect(internal.headers.get('connection')).to.equal('close');
    expect(await exited).to.equal(0);
    expect(Date.now() - signalled).to.be.at.least(3000);
  });
});

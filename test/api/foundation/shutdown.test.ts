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

  it('stops serving and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MONGODB_DB: 'test_shutdown',
        S3_BUCKET: 'test-shutdown',
        OIDC_AUDIENCE: 'edge-vision',
        OIDC_ISSUER_URL: stackEnv.issuer,
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
      detached: false,
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waitUntil('API', () => httpOk(`http://127.0.0.1:${port}/readyz`), { timeoutMs: 30_000 });
    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
    const stillServing = await httpOk(`http://127.0.0.1:${port}/healthz`).catch(() => false);
    expect(stillServing).to.equal(false);
  });
});

import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ApiClient } from '../../helpers/client.js';
import { createToken, newDeviceId } from '../../helpers/devices.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

const run = promisify(execFile);

describe('the device setup script (GET /setup)', function () {
  this.timeout(30_000);
  let t: TestApi;
  let operator: ApiClient;
  let script: string;

  before(async () => {
    // Behind a proxy the script names the forwarded host; here the proxy is on loopback.
    t = await startTestApi({ TRUSTED_PROXIES: 'loopback' });
    operator = await t.as(freshUser());
    const res = await t.client.get('/setup');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/text\/x-shellscript/);
    script = res.text;
  });
  after(async () => t?.stop());

  it('is a POSIX shell script that passes shellcheck', async () => {
    expect(script.startsWith('#!/bin/sh\n')).to.equal(true);
    const dir = mkdtempSync(join(tmpdir(), 'setup-'));
    const file = join(dir, 'setup.sh');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, script));
    // shellcheck exits 1 with its findings on stdout; a missing binary (ENOENT) has no stdout
    // and must fail the test, not pass it as "no findings".
    const { stdout } = await run('shellcheck', ['--shell=sh', '--severity=style', file]).catch(
      (err: { code?: unknown; stdout?: string }) => {
        if (err.code !== 1 || typeof err.stdout !== 'string') throw err;
        return { stdout: err.stdout };
      },
    );
    expect(stdout).to.equal('');
  });

  it("is parameterised with this server's base URL, or the forwarded host behind a proxy", async () => {
    expect(script).to.include(`API_URL='${t.client.baseUrl}'`);
    const proxied = await t.client
      .withHeaders({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vision.example.com' })
      .get('/setup');
    expect(proxied.text).to.include(`API_URL='https://vision.example.com/api'`);
    const hostile = await t.client.withHeaders({ 'x-forwarded-host': "evil.example.com';reboot;'" }).get('/setup');
    expect(hostile.text).not.to.include('reboot');
  });

  it('provisions the device from PROVISIONING_TOKEN, stores the key with mode 0600, and checks in', async () => {
    const { token } = await createToken(operator);
    const deviceId = newDeviceId();
    const dir = mkdtempSync(join(tmpdir(), 'edge-vision-device-'));
    const { stdout } = await run('sh', ['-c', script], {
      env: {
        PATH: process.env.PATH,
        PROVISIONING_TOKEN: token,
        DEVICE_ID: deviceId,
        DEVICE_NAME: 'Script camera',
        EDGE_VISION_DIR: dir,
        EDGE_VISION_ONCE: '1',
      },
    });
    expect(stdout).to.include('provisioned');
    const keyFile = join(dir, 'device-key.header');
    expect(statSync(keyFile).mode & 0o777).to.equal(0o600);
    const header = readFileSync(keyFile, 'utf8');
    expect(header).to.match(/^X-Device-Key: adk_[A-Za-z0-9_-]+\n$/);

    const devices = (await operator.get('/core/devices?per_page=100')).body.data;
    const device = devices.find((d: any) => d.device_id === deviceId);
    expect(device).to.include({ name: 'Script camera', online: true });
    expect(device.last_checkin.status).to.equal('ok');

    // A second run reuses the stored key instead of the (now used) token.
    const again = await run('sh', ['-c', script], {
      env: { PATH: process.env.PATH, EDGE_VISION_DIR: dir, EDGE_VISION_ONCE: '1' },
    });
    expect(again.stdout).to.include('check-in sent');
    expect(again.stdout).not.to.include('provisioned');
  });

  it('stops with a clear message when the token is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-vision-device-'));
    const result = await run('sh', ['-c', script], {
      env: {
        PATH: process.env.PATH,
        PROVISIONING_TOKEN: 'ptk_nope',
        DEVICE_ID: newDeviceId(),
        EDGE_VISION_DIR: dir,
        EDGE_VISION_ONCE: '1',
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('INVALID_TOKEN');
  });
});

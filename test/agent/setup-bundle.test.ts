import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAgentBundles } from '../../scripts/agent-bundle/build.js';
import type { ApiClient } from '../helpers/client.js';
import { createToken, newDeviceId } from '../helpers/devices.js';
import { eventually } from '../helpers/eventually.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const run = promisify(execFile);

/**
 * A fresh device with Node.js and no registry gets the agent from the platform: the setup script
 * downloads this architecture's archive from the API, checks its SHA-256 and unpacks it; the
 * systemd unit it writes runs the unpacked agent, which checks in. `systemctl` is a script that
 * records its calls, and the test starts the unit's ExecStart the way systemd would.
 */
describe('the setup script installs the agent the platform serves', function () {
  this.timeout(5 * 60_000);
  let t: TestApi;
  let user: ApiClient;
  let script: string;
  let root: string;
  let bundles: string;
  let env: Record<string, string>;
  let service: ChildProcess | null = null;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'edge-setup-bundle-'));
    bundles = join(root, 'bundles');
    await buildAgentBundles(bundles);
    t = await startTestApi({ AGENT_BUNDLE_DIR: bundles });
    user = await t.as(freshUser());
    script = (await t.client.get('/setup')).text;
    mkdirSync(join(root, 'bin'));
    const systemctl = join(root, 'bin', 'systemctl');
    writeFileSync(systemctl, `#!/bin/sh\necho "$*" >>'${join(root, 'systemctl.log')}'\n`);
    chmodSync(systemctl, 0o755);
    env = {
      PATH: process.env.PATH!,
      EDGE_VISION_DIR: join(root, 'etc'),
      AGENT_STATE_DIR: join(root, 'state'),
      AGENT_DIR: join(root, 'opt'),
      EDGE_VISION_SERVICE: 'systemd',
      SYSTEMD_UNIT_DIR: join(root, 'units'),
      SYSTEMCTL: systemctl,
      DOCKER: '/nonexistent/docker',
    };
  });
  after(async () => {
    service?.kill('SIGKILL');
    await t?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

  it("serves each architecture's archive with the SHA-256 the script carries", async () => {
    for (const [arch, variable] of [
      ['x64', 'AGENT_SHA256_X64'],
      ['arm64', 'AGENT_SHA256_ARM64'],
    ] as const) {
      const response = await fetch(`${t.client.baseUrl}/setup/agent/${arch}`);
      expect(response.status).to.equal(200);
      const body = Buffer.from(await response.arrayBuffer());
      const digest = sha256(body);
      expect(digest).to.equal(sha256(readFileSync(join(bundles, `edge-agent-linux-${arch}.tar.gz`))));
      // Streamed with its length, so a download cut short is seen as such.
      expect(response.headers.get('content-length')).to.equal(String(body.length));
      expect(response.headers.get('x-content-sha256')).to.equal(digest);
      expect(script).to.contain(`${variable}='${digest}'`);
    }
    const unknown = await t.client.get('/setup/agent/riscv64');
    expect(unknown.status).to.equal(400);
  });

  it('a fresh device downloads the agent, checks it, and its unit runs it until it checks in', async () => {
    const { token } = await createToken(user);
    const deviceId = newDeviceId();
    const { stdout } = await run('sh', ['-c', script], {
      env: { ...env, PROVISIONING_TOKEN: token, DEVICE_ID: deviceId },
    });
    expect(stdout).to.match(/agent for linux-x64 installed in .*opt\/edge-agent \(SHA-256 [0-9a-f]{64} checked\)/);
    expect(stdout).to.include('systemd service edge-vision-agent');
    const unit = readFileSync(join(root, 'units', 'edge-vision-agent.service'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unit)![1]!.split(' ');
    expect(execStart.slice(1)).to.deep.equal([join(root, 'opt', 'edge-agent', 'edge-agent.mjs')]);
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    // Run from the device's root, outside the repository: only the archive's modules resolve.
    service = spawn(execStart[0]!, execStart.slice(1), {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: root, ...environment },
      stdio: 'ignore',
    });
    const device = await eventually(
      "the unpacked agent's check-in",
      async () =>
        (await user.get('/core/devices?per_page=100')).body.data.find(
          (d: any) => d.device_id === deviceId && d.last_checkin?.agent_version,
        ),
      60_000,
      300,
    );
    expect(device.last_checkin.model_formats).to.include('onnx');
  });

  it('refuses an archive whose SHA-256 differs from the one it carries, installing nothing', async () => {
    // What a corrupted download or a tampered mirror would hand over: the bytes differ, the
    // SHA-256 in the script (taken when the API first read the archive) does not.
    const archive = join(bundles, 'edge-agent-linux-x64.tar.gz');
    const bytes = readFileSync(archive);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    writeFileSync(archive, bytes);
    const agentDir = join(root, 'opt-tampered');
    const result = await run('sh', ['-c', script], { env: { ...env, AGENT_DIR: agentDir } }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.code).to.equal(1);
    expect(result.stderr).to.match(
      /the downloaded agent's SHA-256 is [0-9a-f]{64}, not [0-9a-f]{64}: nothing installed/,
    );
    expect(existsSync(join(agentDir, 'edge-agent'))).to.equal(false);
  });
});

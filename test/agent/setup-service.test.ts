import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ApiClient } from '../helpers/client.js';
import { createToken, newDeviceId } from '../helpers/devices.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { agentBundle } from './agent-process.js';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The setup script installs the agent as a service. The service manager step is pointed at a
 * test folder: units go to SYSTEMD_UNIT_DIR and `systemctl` is a script that records its calls;
 * the test then starts the unit's ExecStart the way systemd would.
 */
describe('the setup script installs the edge agent as a service', function () {
  this.timeout(60_000);
  let t: TestApi;
  let user: ApiClient;
  let script: string;
  let root: string;
  let env: Record<string, string>;
  let service: ChildProcess | null = null;

  before(async () => {
    t = await startTestApi();
    user = await t.as(freshUser());
    script = (await t.client.get('/setup')).text;
    root = mkdtempSync(join(tmpdir(), 'edge-setup-'));
    mkdirSync(join(root, 'bin'));
    const systemctl = join(root, 'bin', 'systemctl');
    writeFileSync(systemctl, `#!/bin/sh\necho "$*" >>'${join(root, 'systemctl.log')}'\n`);
    chmodSync(systemctl, 0o755);
    env = {
      PATH: process.env.PATH!,
      EDGE_VISION_DIR: join(root, 'etc'),
      AGENT_STATE_DIR: join(root, 'state'),
      EDGE_VISION_SERVICE: 'systemd',
      SYSTEMD_UNIT_DIR: join(root, 'units'),
      SYSTEMCTL: systemctl,
      AGENT_BUNDLE: await agentBundle(),
      FRAME_SOURCE: join(root, 'frames'),
    };
  });
  after(async () => {
    service?.kill('SIGKILL');
    await t?.stop();
  });

  const calls = () => readFileSync(join(root, 'systemctl.log'), 'utf8').trim().split('\n');
  const unitPath = () => join(root, 'units', 'edge-vision-agent.service');

  it('provisions, writes a 0600 key and a systemd unit, enables it, and the unit runs the agent', async () => {
    const { token } = await createToken(user);
    const deviceId = newDeviceId();
    const { stdout } = await run('sh', ['-c', script], {
      env: { ...env, PROVISIONING_TOKEN: token, DEVICE_ID: deviceId },
    });
    expect(stdout).to.include('provisioned');
    expect(stdout).to.include('systemd service edge-vision-agent');
    const keyFile = join(root, 'etc', 'device.key');
    expect(statSync(keyFile).mode & 0o777).to.equal(0o600);
    expect(readFileSync(keyFile, 'utf8')).to.match(/^adk_[A-Za-z0-9_-]+\n$/);
    const config = join(root, 'etc', 'agent.json');
    expect(statSync(config).mode & 0o777).to.equal(0o600);
    expect(JSON.parse(readFileSync(config, 'utf8'))).to.deep.equal({
      api_url: t.client.baseUrl,
      key_file: keyFile,
      state_dir: join(root, 'state'),
      frames: { source: join(root, 'frames') },
    });
    expect(calls()).to.deep.equal(['daemon-reload', 'enable edge-vision-agent', 'restart edge-vision-agent']);

    const unit = readFileSync(unitPath(), 'utf8');
    expect(unit).to.match(/^Restart=always$/m);
    expect(unit).to.match(/^WantedBy=multi-user\.target$/m);
    const execStart = /^ExecStart=(.*)$/m.exec(unit)![1]!.split(' ');
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(execStart).to.deep.equal([process.execPath.replace(/\/+$/, ''), env.AGENT_BUNDLE]);
    service = spawn(execStart[0]!, execStart.slice(1), { env: { ...process.env, ...environment }, stdio: 'ignore' });

    const device = await (async () => {
      for (let i = 0; i < 100; i++) {
        const found = (await user.get('/core/devices?per_page=100')).body.data.find(
          (d: any) => d.device_id === deviceId,
        );
        if (found?.last_checkin?.agent_version) return found;
        await sleep(200);
      }
      throw new Error('the service never checked in');
    })();
    expect(device.last_checkin.agent_version).to.match(/^\d+\.\d+\.\d+$/);
    expect(device.last_checkin.metrics).to.include({ queue_depth: 0 });
  });

  it('a second run updates the same service in place and keeps the key', async () => {
    const key = readFileSync(join(root, 'etc', 'device.key'), 'utf8');
    const { stdout } = await run('sh', ['-c', script], { env });
    expect(stdout).not.to.include('provisioned');
    expect(readdirSync(join(root, 'units'))).to.deep.equal(['edge-vision-agent.service']);
    expect(readFileSync(join(root, 'etc', 'device.key'), 'utf8')).to.equal(key);
    expect(calls().filter((c) => c === 'restart edge-vision-agent')).to.have.length(2);
  });

  it('uninstall removes the service and the key', async () => {
    const { stdout } = await run('sh', ['-c', script], { env: { ...env, EDGE_VISION_UNINSTALL: '1' } });
    expect(stdout).to.include('removed the systemd service');
    expect(existsSync(unitPath())).to.equal(false);
    expect(existsSync(join(root, 'etc', 'device.key'))).to.equal(false);
    expect(existsSync(join(root, 'etc', 'device-key.header'))).to.equal(false);
    expect(calls()).to.include('disable --now edge-vision-agent');
  });

  it('says so clearly when neither systemd nor Docker is there', async () => {
    const { token } = await createToken(user);
    const dir = mkdtempSync(join(tmpdir(), 'edge-setup-none-'));
    const result = await run('sh', ['-c', script], {
      env: {
        ...env,
        EDGE_VISION_DIR: dir,
        EDGE_VISION_SERVICE: 'auto',
        SYSTEMCTL: '/nonexistent/systemctl',
        DOCKER: '/nonexistent/docker',
        PROVISIONING_TOKEN: token,
        DEVICE_ID: newDeviceId(),
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('neither systemd nor Docker found');
  });
});

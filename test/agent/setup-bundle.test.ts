import { expect } from 'chai';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAgentBundles } from '../../scripts/agent-bundle/build.js';
import { REPO_ROOT } from '../../scripts/images/paths.js';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import type { ApiClient } from '../helpers/client.js';
import { createToken, newDeviceId } from '../helpers/devices.js';
import { eventually } from '../helpers/eventually.js';
import { solidJpeg, testModels } from '../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';

const run = promisify(execFile);

/**
 * A fresh device with Node.js and no registry gets the agent from the platform: the setup script
 * downloads this architecture's archive from the API, checks its SHA-256 and unpacks it; the
 * systemd unit it writes runs the unpacked agent, which checks in. `systemctl` is a script that
 * records its calls, and the test starts the unit's ExecStart the way systemd would. The archive
 * carries OpenVINO's runtime (PyPI's wheel) and koffi, so the installed agent runs OpenVINO IR
 * with nothing else installed: the device's python3 here has no `openvino`.
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
  /** The unit's ExecStart and Environment, once the setup script has written it. */
  let unit: { execStart: string[]; environment: Record<string, string> } | undefined;

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
    const unitFile = readFileSync(join(root, 'units', 'edge-vision-agent.service'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unitFile)![1]!.split(' ');
    expect(execStart.slice(1)).to.deep.equal([join(root, 'opt', 'edge-agent', 'edge-agent.mjs')]);
    const environment = Object.fromEntries(
      [...unitFile.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(environment.OPENVINO_LIBS).to.equal(join(root, 'opt', 'edge-agent', 'openvino', 'libs'));
    unit = { execStart, environment };
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
    expect(device.last_checkin.model_formats).to.deep.equal(['onnx', 'openvino']);
  });

  it('the installed agent runs an OpenVINO IR model on a frame with the runtime it came with', async () => {
    expect(unit, 'the unit from the install above').to.not.equal(undefined);
    const { execStart, environment } = unit!;
    // The suites' detector, converted to IR by OpenVINO's own converter (the workloads' venv).
    const venv = await pythonVenv(join(REPO_ROOT, 'workloads', 'requirements.txt'));
    const models = await testModels();
    const xml = join(root, 'detector.xml');
    await run(venv.python, [
      '-c',
      'import sys, openvino as ov; ov.save_model(ov.convert_model(sys.argv[1]), sys.argv[2], compress_to_fp16=False)',
      models.detector,
      xml,
    ]);
    const frame = join(root, 'frame.jpg');
    writeFileSync(frame, solidJpeg(96, 64, [120, 90, 60]));
    const { stdout } = await run(execStart[0]!, [...execStart.slice(1), '--run-model', xml, frame, 'car,person,bike'], {
      cwd: root,
      env: { PATH: process.env.PATH!, HOME: root, ...environment },
    });
    const result = JSON.parse(stdout);
    expect(result).to.include({ runtime: 'openvino', task: 'detect' });
    // The test detector always finds a car at 0.9 and a person at 0.7 (test/fixtures/make_models.py).
    expect(result.detections.map((d: any) => [d.class_name, d.confidence])).to.deep.include.members([
      ['car', 0.9],
      ['person', 0.7],
    ]);
  });

  it("each archive carries its architecture's OpenVINO and koffi, with their licences and a notice", async () => {
    for (const arch of ['x64', 'arm64']) {
      const listed = (await run('tar', ['-tzf', join(bundles, `edge-agent-linux-${arch}.tar.gz`)])).stdout.split('\n');
      expect(listed).to.include.members([
        'edge-agent/THIRD-PARTY-NOTICES.txt',
        'edge-agent/openvino/libs/libopenvino_c.so.2641',
        `edge-agent/openvino/libs/libopenvino_${arch === 'x64' ? 'intel' : 'arm'}_cpu_plugin.so`,
        'edge-agent/openvino/LICENSE',
        'edge-agent/openvino/licensing/onednn_third-party-programs.txt',
        'edge-agent/node_modules/koffi/LICENSE.txt',
        `edge-agent/node_modules/@koromix/koffi-linux-${arch}/package.json`,
      ]);
      const other = arch === 'x64' ? 'arm64' : 'x64';
      expect(listed.filter((path) => path.includes(`koffi-linux-${other}`))).to.deep.equal([]);
      const notice = (
        await run('tar', [
          '-xzOf',
          join(bundles, `edge-agent-linux-${arch}.tar.gz`),
          'edge-agent/THIRD-PARTY-NOTICES.txt',
        ])
      ).stdout;
      expect(notice).to.match(/OpenVINO 2026\.4\.1 .*Apache-2\.0/);
      expect(notice).to.contain('koffi@3.3.4  MIT');
      expect(notice).to.contain(`@koromix/koffi-linux-${arch}@3.3.4  MIT`);
      // What esbuild bundled into edge-agent.mjs is listed too, with its licence's text.
      expect(notice).to.match(/^ {2}yauzl@\S+ {2}MIT$/m);
      expect(notice).to.match(/----- yauzl@\S+ \(MIT\) -----\n[^]*Permission is hereby granted/);
    }
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

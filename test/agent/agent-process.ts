import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildAgent } from '../../scripts/build-agent.js';
import { eventually as sharedEventually } from '../helpers/eventually.js';

const run = promisify(execFile);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The shared poller with the agent suites' longer default: agents start processes and servers. */
export const eventually = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 45_000) =>
  sharedEventually(what, probe, timeoutMs, 200);

let bundle: Promise<string> | null = null;

/** The bundled agent (npm run build:agent), built once per test process. */
export function agentBundle(): Promise<string> {
  bundle ??= buildAgent();
  return bundle;
}

export interface AgentProcess {
  dir: string;
  frames: string;
  configPath: string;
  lines: Array<Record<string, unknown>>;
  process: ChildProcess;
  /** Starts the agent again on the same folders (after a kill). */
  restart(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the bundled agent as its own process with a key file and a config file in a fresh folder. */
export async function startAgent(apiUrl: string, apiKey: string, settings: Record<string, unknown> = {}) {
  const file = await agentBundle();
  const dir = mkdtempSync(join(tmpdir(), 'edge-agent-'));
  const frames = join(dir, 'frames');
  mkdirSync(frames);
  const keyFile = join(dir, 'device.key');
  writeFileSync(keyFile, `${apiKey}\n`, { mode: 0o600 });
  const configPath = join(dir, 'config.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      api_url: apiUrl,
      key_file: keyFile,
      state_dir: join(dir, 'state'),
      checkin_interval_s: 1,
      backoff_base_ms: 200,
      backoff_max_ms: 1000,
      request_timeout_ms: 5000,
      frames: { source: frames, fps: 10 },
      ...settings,
    }),
  );
  return launchAgent(dir, frames, configPath, [process.execPath, file], {});
}

/**
 * Provisions a device the way a user does: runs the setup script with its service manager step
 * pointed at a test folder (units in SYSTEMD_UNIT_DIR, a `systemctl` that records its calls),
 * then starts the unit's ExecStart with its Environment, as systemd would. `env` adds settings
 * a user would put in the unit (AGENT_* variables).
 */
export async function startAgentWithSetupScript(
  script: string,
  provisioning: { token: string; deviceId: string },
  env: Record<string, string> = {},
): Promise<AgentProcess & { root: string; unit: string }> {
  const root = mkdtempSync(join(tmpdir(), 'edge-setup-'));
  mkdirSync(join(root, 'bin'));
  const systemctl = join(root, 'bin', 'systemctl');
  writeFileSync(systemctl, `#!/bin/sh\necho "$*" >>'${join(root, 'systemctl.log')}'\n`, { mode: 0o755 });
  const frames = join(root, 'frames');
  mkdirSync(frames);
  await run('sh', ['-c', script], {
    env: {
      PATH: process.env.PATH,
      PROVISIONING_TOKEN: provisioning.token,
      DEVICE_ID: provisioning.deviceId,
      EDGE_VISION_DIR: join(root, 'etc'),
      AGENT_STATE_DIR: join(root, 'state'),
      EDGE_VISION_SERVICE: 'systemd',
      SYSTEMD_UNIT_DIR: join(root, 'units'),
      SYSTEMCTL: systemctl,
      AGENT_BUNDLE: await agentBundle(),
      FRAME_SOURCE: frames,
    },
  });
  const unit = readFileSync(join(root, 'units', 'edge-vision-agent.service'), 'utf8');
  const command = /^ExecStart=(.*)$/m.exec(unit)![1]!.split(' ');
  const environment = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const agent = await launchAgent(root, frames, environment.AGENT_CONFIG!, command, { ...environment, ...env });
  return Object.assign(agent, { root, unit });
}

/** Runs `command` (the agent) with AGENT_CONFIG=configPath and `env`, collecting its JSON log lines. */
async function launchAgent(
  dir: string,
  frames: string,
  configPath: string,
  command: string[],
  env: Record<string, string>,
): Promise<AgentProcess> {
  const agent: AgentProcess = {
    dir,
    frames,
    configPath,
    lines: [],
    process: undefined as unknown as ChildProcess,
    async restart() {
      const child = spawn(command[0]!, command.slice(1), {
        env: { ...process.env, AGENT_CONFIG: configPath, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let rest = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        rest += chunk.toString();
        const parts = rest.split('\n');
        rest = parts.pop()!;
        for (const line of parts) {
          try {
            agent.lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            agent.lines.push({ msg: line });
          }
          if (process.env.AGENT_LOG) process.stderr.write(`[agent] ${line}\n`);
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => agent.lines.push({ level: 'stderr', msg: chunk.toString() }));
      agent.process = child;
    },
    async kill(signal = 'SIGTERM') {
      const child = agent.process;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
  await agent.restart();
  return agent;
}

export interface NetworkSwitch {
  url: string;
  /** While down, every connection is cut: the API is unreachable as far as the agent can tell. */
  down: boolean;
  /** The next request matching is answered by the API, but its reply never reaches the agent. */
  loseNextReply(matches: (method: string, path: string) => boolean): Promise<void>;
  close(): Promise<void>;
}

/** A byte-for-byte proxy in front of the API that a test can cut, or make lose one reply. */
export async function startNetworkSwitch(target: string): Promise<NetworkSwitch> {
  const origin = new URL(target);
  const losing: Array<{ matches: (m: string, p: string) => boolean; done: () => void }> = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (control.down) {
      req.socket.destroy();
      return;
    }
    const lose = losing.findIndex((l) => l.matches(req.method ?? 'GET', req.url ?? '/'));
    const upstream = httpRequest(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (lose !== -1) {
          const [{ done }] = losing.splice(lose, 1) as [(typeof losing)[number]];
          answer.resume();
          answer.on('end', () => {
            req.socket.destroy();
            done();
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const control: NetworkSwitch = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    down: false,
    loseNextReply: (matches) => new Promise((done) => losing.push({ matches, done })),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return control;
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuTimeOf, memoryOf, sampleRss } from '../inference/process-memory.js';
import { DEVICE_KEY, type DeviceApiDouble } from './device-api-double.js';

export interface AgentRound {
  frames: number;
  /** From the first frame put into the camera folder to the last one handled (deleted). */
  elapsedMs: number;
  /** CPU time the agent process used meanwhile (all its threads). */
  cpuMs: number;
  peakRss: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => T | null | undefined | false,
  everyMs = 5,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * The packaged agent (dist/agent/edge-agent.mjs) as its own process, set up as on a device: a
 * key file, a configuration, a camera folder. Its model arrives the way models do, as a
 * deployment job in a check-in reply; frames are then renamed into the folder as a camera
 * spool writes them, and a frame is handled when the agent has deleted it.
 */
export class AgentUnderBench {
  private child: ChildProcess | null = null;
  readonly framesDir: string;
  private readonly stagingDir: string;
  private exited: string | null = null;

  constructor(
    private readonly dir: string,
    private readonly bundle: string,
    private readonly api: DeviceApiDouble,
  ) {
    this.framesDir = join(dir, 'camera');
    this.stagingDir = join(dir, 'staging');
  }

  get pid(): number {
    return this.child!.pid!;
  }

  /** Starts the agent and waits until its deployed model has passed its healthcheck. */
  async start(): Promise<void> {
    mkdirSync(this.framesDir, { recursive: true });
    mkdirSync(this.stagingDir, { recursive: true });
    const keyFile = join(this.dir, 'device.key');
    writeFileSync(keyFile, `${DEVICE_KEY}\n`, { mode: 0o600 });
    const config = join(this.dir, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({
        api_url: this.api.url,
        key_file: keyFile,
        state_dir: join(this.dir, 'state'),
        // Closer to a device's (30 s by default) than the tests' 1 s, whose telemetry and request
        // every second would be counted against the agent; the bench waits for one at each end.
        checkin_interval_s: 5,
        checkin_jitter: 0,
        // The agent's ceiling: never the limit here, since one frame takes longer than 1/120 s.
        frames: { source: this.framesDir, fps: 120 },
      }),
    );
    const log = openSync(join(this.dir, 'agent.log'), 'a');
    this.child = spawn(process.execPath, [this.bundle], {
      env: { ...process.env, AGENT_CONFIG: config, AGENT_QUIET: '1' },
      stdio: ['ignore', log, log],
    });
    this.child.once('exit', (code, signal) => (this.exited = `exited (${signal ?? code})`));
    await until('the deployment to succeed', 120_000, () => {
      if (this.exited) throw new Error(`the agent ${this.exited}: see ${join(this.dir, 'agent.log')}`);
      if (this.api.deployment.status === 'failed') {
        throw new Error(`the deployment failed: ${JSON.stringify(this.api.deployment.error)}`);
      }
      return this.api.deployment.status === 'succeeded';
    });
  }

  /** The frames counter of the agent's latest check-in, after one more check-in than now. */
  async processedCount(): Promise<number> {
    const seen = this.api.checkins;
    await until('a check-in', 30_000, () => this.api.checkins > seen);
    return Number(this.api.lastMetrics.frames_processed ?? 0);
  }

  /** Puts `frames` into the camera folder at once and times the agent through all of them. */
  async round(frames: Buffer[]): Promise<AgentRound> {
    const names = frames.map((frame, i) => {
      const name = `frame-${String(i).padStart(6, '0')}.jpg`;
      writeFileSync(join(this.stagingDir, name), frame);
      return name;
    });
    const rss = sampleRss(this.pid);
    const cpuBefore = cpuTimeOf(this.pid) ?? Number.NaN;
    const started = performance.now();
    for (const name of names) renameSync(join(this.stagingDir, name), join(this.framesDir, name));
    // Looked at every 2 ms: the end of a turn is measured to within a percent of it.
    await until(
      'the agent to handle every frame',
      600_000,
      () => {
        if (this.exited) throw new Error(`the agent ${this.exited}`);
        return readdirSync(this.framesDir).length === 0;
      },
      2,
    );
    const elapsedMs = performance.now() - started;
    const cpuMs = (cpuTimeOf(this.pid) ?? Number.NaN) - cpuBefore;
    return { frames: frames.length, elapsedMs, cpuMs, peakRss: rss.stop() };
  }

  memory() {
    return memoryOf(this.pid);
  }

  log(): string {
    try {
      return readFileSync(join(this.dir, 'agent.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async stop(): Promise<void> {
    if (!this.child || this.exited) return;
    const exited = new Promise((resolve) => this.child!.once('exit', resolve));
    this.child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

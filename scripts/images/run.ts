/** Runs the image tools (buildah, podman, mmdebstrap) and fails with the command's output. */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCRATCH_DIR, STORAGE_ROOT, STORAGE_RUNROOT } from './paths.js';

export interface RunOptions {
  /** Every output line goes here (progress of long builds); otherwise it is kept for errors. */
  onLine?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export function runTool(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let pending = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (output.length > 4_000_000) output = output.slice(-2_000_000);
      if (!options.onLine) return;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (pending && options.onLine) options.onLine(pending);
      if (code === 0) resolve(output);
      else {
        const tail = output.split('\n').slice(-40).join('\n');
        reject(new Error(`${command} ${args.slice(0, 3).join(' ')} ... failed (${signal ?? code}):\n${tail}`));
      }
    });
  });
}

/** The storage flags every buildah and podman call shares, so they see the same images. */
export const STORAGE_FLAGS = [`--root=${STORAGE_ROOT}`, `--runroot=${STORAGE_RUNROOT}`, '--storage-driver=overlay'];

export function buildah(args: string[], options: RunOptions = {}): Promise<string> {
  return runTool('buildah', [...STORAGE_FLAGS, ...args], {
    ...options,
    env: { TMPDIR: scratchDir(), ...options.env },
  });
}

let scratch: string | undefined;

/** This process's scratch folder; the folders of processes that ended (killed builds) go. */
function scratchDir(): string {
  if (scratch) return scratch;
  mkdirSync(SCRATCH_DIR, { recursive: true });
  for (const name of readdirSync(SCRATCH_DIR)) {
    if (!isRunning(Number(name))) rmSync(join(SCRATCH_DIR, name), { recursive: true, force: true });
  }
  scratch = join(SCRATCH_DIR, String(process.pid));
  mkdirSync(scratch, { recursive: true });
  return scratch;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the storage holds an image of that name. */
export async function imageExists(name: string): Promise<boolean> {
  return buildah(['inspect', '--type=image', '--format={{.FromImageID}}', name]).then(
    () => true,
    () => false,
  );
}

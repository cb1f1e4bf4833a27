/**
 * The compiled build laid out as the Dockerfile's final stage lays out /app: `package.json`,
 * production dependencies only, `dist/` and `console/dist/` from `npm run build`. Processes start with the
 * chart's commands (`node dist/api/main.js`, `node dist/operator/main.js`) from that folder.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BuiltApp {
  /** Stands for the image's WORKDIR /app. */
  dir: string;
  remove(): void;
}

/**
 * `npm run build` into `<dir>/dist`, next to a copy of package.json (its `"type": "module"` makes
 * the output ESM) and a node_modules holding only the lockfile's production packages, as
 * `npm ci --omit=dev` installs them. The packages are links into the repository's node_modules:
 * their own dependencies resolve there, but the compiled code reaches nothing a dev dependency
 * provides.
 */
export async function buildApp(): Promise<BuiltApp> {
  const dir = mkdtempSync(join(tmpdir(), 'edge-vision-app-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await run('npm', ['run', '--silent', 'build', '--', '--outDir', join(dir, 'dist')], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stdout?: string; stderr?: string }) => {
      throw new Error(`npm run build failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    });
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    // `npm run build` also built the console; the image holds it at console/dist.
    cpSync(join(ROOT, 'console', 'dist'), join(dir, 'console', 'dist'), { recursive: true });
    for (const name of productionPackages()) {
      const link = join(dir, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules', name), link, 'dir');
    }
    return { dir, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/**
 * Top-level packages of package-lock.json that `npm ci --omit=dev` installs on this platform
 * (optional ones for other platforms, such as sharp's darwin binaries, are not installed).
 */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const prefix = 'node_modules/';
  return Object.entries(lock.packages)
    .filter(([path, meta]) => path.startsWith(prefix) && !path.slice(prefix.length).includes(prefix) && !meta.dev)
    .map(([path]) => path.slice(prefix.length))
    .filter((name) => existsSync(join(ROOT, 'node_modules', name)));
}

export interface BuiltProcess {
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  /** Resolves with the first output line matching `pattern`; rejects if the process exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then SIGKILL after the grace period. */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * `node <script>` from the app folder with exactly `env` (plus PATH): no NODE_OPTIONS, so no
 * TypeScript loader, from the test process leaks in.
 */
export function runBuilt(app: BuiltApp, script: string, env: Record<string, string>): BuiltProcess {
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: app.dir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;

  return {
    output: () => output,
    exited,
    waitForLine(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = output.split('\n').find((l) => pattern.test(l));
          if (line !== undefined) finish(() => resolve(line));
        };
        const finish = (settle: () => void) => {
          listeners.delete(check);
          clearTimeout(timer);
          settle();
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no line matching ${pattern} in ${timeoutMs} ms; output:\n${output}`))),
          timeoutMs,
        );
        listeners.add(check);
        void exited.then((code) =>
          finish(() => reject(new Error(`${script} exited (code ${code}) before ${pattern}; output:\n${output}`))),
        );
        check();
      });
    },
    async stop(graceMs = 5000) {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the suites' Python tools live: one virtualenv per pinned requirements file. */
export const VENV_ROOT = join(homedir(), '.cache', 'edge-vision', 'venvs');

export interface PythonVenv {
  dir: string;
  python: string;
  /** A console script the requirements installed (e.g. `schemathesis`). */
  bin(name: string): string;
}

/**
 * The folder is named after the requirements file (or, for a plain `requirements.txt`, its
 * folder: workloads/requirements.txt -> workloads) and a hash of its pins, so changing a pin
 * makes a new venv and an unchanged one is reused without touching the network.
 */
function venvDir(requirements: string): string {
  const file = basename(requirements, '.txt');
  const name = file === 'requirements' ? basename(dirname(requirements)) : file.replace(/^requirements-/, '');
  const pins = createHash('sha256').update(readFileSync(requirements)).digest('hex').slice(0, 12);
  return join(VENV_ROOT, `${name}-${pins}`);
}

function venvAt(dir: string): PythonVenv {
  return { dir, python: join(dir, 'bin', 'python'), bin: (name) => join(dir, 'bin', name) };
}

const pending = new Map<string, Promise<PythonVenv>>();

/**
 * A virtualenv with exactly the pinned packages of `requirements`, made once under
 * ~/.cache/edge-vision/venvs and skipped when present. A marker written after a successful
 * install tells a finished venv from an interrupted one (which is made again).
 */
export function pythonVenv(requirements: string): Promise<PythonVenv> {
  const dir = venvDir(requirements);
  let made = pending.get(dir);
  if (!made) {
    made = (async () => {
      const marker = join(dir, '.installed');
      if (existsSync(marker)) return venvAt(dir);
      // Another process (a second suite run, `npm start`) may be making the same venv: flock
      // serialises the makers, and the marker, checked again under the lock, skips the second.
      mkdirSync(VENV_ROOT, { recursive: true });
      const python = process.env.PYTHON ?? 'python3';
      const script = [
        'set -e',
        '[ -e "$MARKER" ] && exit 0',
        '"$PYTHON" -m venv --clear "$VENV"',
        '"$VENV/bin/pip" install --disable-pip-version-check -q -r "$REQUIREMENTS"',
        'cp "$REQUIREMENTS" "$MARKER"',
      ].join('\n');
      await run('flock', [`${dir}.lock`, 'sh', '-c', script], {
        env: { ...process.env, MARKER: marker, PYTHON: python, VENV: dir, REQUIREMENTS: requirements },
        maxBuffer: 16 * 1024 * 1024,
      });
      return venvAt(dir);
    })();
    pending.set(dir, made);
  }
  return made;
}

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./direct_train.py', import.meta.url));

/** Ultralytics' own model.export, the direct side of each platform export. */
export const DIRECT_FORMATS = ['onnx', 'openvino', 'openvino-int8'] as const;
export type DirectFormat = (typeof DIRECT_FORMATS)[number];

export interface DirectRun {
  /** From spawning the Python process to its "trained" line: interpreter, imports, training. */
  elapsedMs: number;
  /** From the spawn to the first and to the last epoch's end (validation included). */
  firstEpochMs: number;
  lastEpochMs: number;
  importS: number;
  trainS: number;
  exportsS: Partial<Record<DirectFormat, number>>;
}

/**
 * The same training the trainer runs, directly: the workloads venv's Python on the platform's own
 * archive in a folder of its own, stdout and stderr to `<dir>/direct.log`.
 */
export function runDirect(
  python: string,
  archive: string,
  dir: string,
  train: { epochs: number; imageSize: number; batch: number },
  formats: readonly DirectFormat[] = [],
): Promise<DirectRun> {
  mkdirSync(dir, { recursive: true });
  const log = createWriteStream(join(dir, 'direct.log'));
  const started = performance.now();
  const child = spawn(
    python,
    [SCRIPT, archive, dir, String(train.epochs), String(train.imageSize), String(train.batch), ...formats],
    // The environment the local node gives a pod (scripts/stack/local-node), without the Job's own
    // variables: this shell's Python settings would make the two processes differ.
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr.pipe(log);
  let trained: { elapsedMs: number; importS: number; trainS: number } | null = null;
  let exportsS: DirectRun['exportsS'] = {};
  const epochs: number[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    log.write(`${line}\n`);
    if (!line.startsWith('BENCH ')) return;
    const event = JSON.parse(line.slice('BENCH '.length)) as {
      epoch?: number;
      trained?: { import_s: number; train_s: number };
      exports_s?: DirectRun['exportsS'];
    };
    if (event.epoch) epochs.push(performance.now() - started);
    if (event.trained)
      trained = {
        elapsedMs: performance.now() - started,
        importS: event.trained.import_s,
        trainS: event.trained.train_s,
      };
    if (event.exports_s) exportsS = event.exports_s;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      log.end();
      if (code === 0 && trained && epochs.length > 0)
        resolve({ ...trained, firstEpochMs: epochs[0]!, lastEpochMs: epochs.at(-1)!, exportsS });
      else reject(new Error(`the direct training exited with code ${code}; see ${join(dir, 'direct.log')}`));
    });
  });
}

/**
 * What the workloads' suites run them against: a real MinIO bucket reached only through signed
 * URLs (as in a pod), a report endpoint standing in for the API that checks every body against
 * workloads/contract/report.schema.json, synthetic YOLO archives, and the workload processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import archiver from 'archiver';
import sharp from 'sharp';
import { z } from 'zod';
import { ObjectStore } from '../../api/lib/storage.js';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { stackEnv } from '../helpers/stack-env.js';
import { objectBytes } from '../helpers/storage.js';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const REQUIREMENTS = fileURLToPath(new URL('../../workloads/requirements.txt', import.meta.url));

/** The workloads' Python (workloads/requirements.txt), made once and cached. */
export async function workloadPython(): Promise<string> {
  return (await pythonVenv(REQUIREMENTS)).python;
}

const reportSchema = z.fromJSONSchema(
  JSON.parse(
    readFileSync(new URL('../../workloads/contract/report.schema.json', import.meta.url), 'utf8'),
  ) as Parameters<typeof z.fromJSONSchema>[0],
);

/** The generated JSON Schema of the report body; a body that does not fit is recorded as such. */
export function reportProblems(body: unknown): string | null {
  const parsed = reportSchema.safeParse(body);
  return parsed.success ? null : parsed.error.message;
}

export interface Figures {
  [name: string]: number;
}
export interface Report {
  progress?: number;
  message?: string;
  metrics?: Figures;
  class_names?: string[];
  epoch?: { epoch: number; epochs: number; metrics: Figures };
  artifacts?: Partial<
    Record<'weights' | 'onnx' | 'checkpoint' | 'exported' | 'predictions', { size: number; sha256: string }>
  >;
  outcome?: { status: 'succeeded' | 'failed' | 'cancelled'; reason?: string; message?: string };
}

/** Signs one object's URL afresh each time it is called (as the API's urls route does). */
export type Signer = () => Promise<string>;

/**
 * Stands in for the API's `POST /api/internal/workloads/report` and `POST .../urls`: one token per
 * job, report bodies recorded in order, and each job's URLs signed afresh on every ask.
 */
export class ReportSink {
  private server: Server | null = null;
  private readonly byToken = new Map<string, Report[]>();
  private readonly signers = new Map<string, Record<string, Signer>>();
  private readonly urlAsks = new Map<string, number[]>();
  readonly invalid: { token: string; problem: string }[] = [];
  url = '';
  urlsUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || !token || !this.byToken.has(token)) {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"UNAUTHORIZED"}}');
          return;
        }
        if (req.url?.endsWith('/urls')) {
          void this.signed(token).then((urls) =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: urls })),
          );
          return;
        }
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = undefined;
        }
        const problem = reportProblems(body);
        if (problem) {
          this.invalid.push({ token, problem });
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":"VALIDATION"}}');
          return;
        }
        this.byToken.get(token)!.push(body as Report);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"recorded":true}}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/internal/workloads`;
    this.url = `${base}/report`;
    this.urlsUrl = `${base}/urls`;
  }

  private async signed(token: string): Promise<{ urls: Record<string, string>; expires_in_s: number }> {
    this.urlAsks.set(token, [...(this.urlAsks.get(token) ?? []), Date.now()]);
    const entries = Object.entries(this.signers.get(token) ?? {});
    const urls = Object.fromEntries(await Promise.all(entries.map(async ([name, sign]) => [name, await sign()])));
    return { urls, expires_in_s: 3600 };
  }

  /** A new job's credential; its reports are `reports(token)`. */
  token(): string {
    return this.job().token;
  }

  /**
   * A new job whose URLs are `urls` (each signed afresh on every ask), and the env that points
   * a workload at this sink: CALLBACK_URL, CALLBACK_TOKEN, URLS_URL.
   */
  job(urls: Record<string, Signer> = {}): { token: string; env: Record<string, string> } {
    const token = randomBytes(24).toString('hex');
    this.byToken.set(token, []);
    this.signers.set(token, urls);
    return { token, env: { CALLBACK_URL: this.url, CALLBACK_TOKEN: token, URLS_URL: this.urlsUrl } };
  }

  /** When the job asked for its URLs (epoch milliseconds). */
  urlRequests(token: string): number[] {
    return this.urlAsks.get(token) ?? [];
  }

  reports(token: string): Report[] {
    return this.byToken.get(token) ?? [];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A bucket of the suite's MinIO, handed to workloads only as signed URLs. */
export class Bucket {
  readonly store: ObjectStore;

  constructor(name: string) {
    this.store = new ObjectStore({
      endpoint: stackEnv.s3Endpoint,
      accessKey: stackEnv.s3AccessKey,
      secretKey: stackEnv.s3SecretKey,
      bucket: `${name}-${randomBytes(4).toString('hex')}`,
      region: 'us-east-1',
    });
  }

  async create(): Promise<this> {
    await this.store.ensureBucket();
    return this;
  }

  /** Signs a GET of `key` each time it is called, valid `ttlS`. */
  signedGet(key: string, ttlS = 3600): Signer {
    return () => this.store.minioClient.presignedGetObject(this.store.bucket, key, ttlS);
  }

  /** Signs a PUT of `key` each time it is called, valid `ttlS`. */
  signedPut(key: string, ttlS = 3600): Signer {
    return () => this.store.minioClient.presignedPutObject(this.store.bucket, key, ttlS);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.store.minioClient.putObject(this.store.bucket, key, body, body.length);
  }

  bytes(key: string): Promise<Buffer> {
    return objectBytes(this.store, key);
  }

  exists(key: string): Promise<boolean> {
    return this.store.objectExists(key);
  }
}

export function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** A small deterministic generator, so every run draws the same images. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const CLASSES = ['red', 'blue'] as const;
const COLOURS: [number, number, number][] = [
  [220, 30, 30],
  [30, 40, 220],
];

export interface Box {
  classIndex: number;
  /** Pixels of the image. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A grey JPEG with one red and one blue rectangle (the two classes) and its boxes. */
export async function syntheticImage(size: number, next: () => number): Promise<{ jpeg: Buffer; boxes: Box[] }> {
  const pixels = Buffer.alloc(size * size * 3, 190);
  const boxes: Box[] = [];
  const half = Math.floor(size / 2);
  for (const classIndex of [0, 1]) {
    // One rectangle in each half, so they never overlap.
    const w = Math.round(size * (0.2 + 0.15 * next()));
    const h = Math.round(size * (0.2 + 0.15 * next()));
    const x1 = classIndex * half + Math.floor(next() * (half - w));
    const y1 = Math.floor(next() * (size - h));
    for (let y = y1; y < y1 + h; y++) {
      for (let x = x1; x < x1 + w; x++) pixels.set(COLOURS[classIndex]!, (y * size + x) * 3);
    }
    boxes.push({ classIndex, x1, y1, x2: x1 + w, y2: y1 + h });
  }
  const jpeg = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { jpeg, boxes };
}

function labelLines(boxes: Box[], size: number): string {
  const f = (v: number) => (v / size).toFixed(6);
  return boxes
    .map((b) => `${b.classIndex} ${f((b.x1 + b.x2) / 2)} ${f((b.y1 + b.y2) / 2)} ${f(b.x2 - b.x1)} ${f(b.y2 - b.y1)}\n`)
    .join('');
}

/** A dataset version's YOLO archive as the platform exports it (every 4th image in val). */
export async function syntheticDataset(options: {
  images: number;
  size: number;
  seed?: number;
  /** Entries written instead of the generated ones (to break an archive on purpose). */
  replace?: Record<string, string>;
}): Promise<Buffer> {
  const next = random(options.seed ?? 7);
  const zip = archiver('zip');
  const entry = (body: string | Buffer, name: string) => zip.append(options.replace?.[name] ?? body, { name });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  entry(
    `# synthetic\ntrain: images/train\nval: images/val\ntest: images/test\nnc: 2\nnames: ${JSON.stringify(CLASSES)}\n`,
    'data.yaml',
  );
  for (let i = 1; i <= options.images; i++) {
    const split = i % 4 === 0 ? 'val' : 'train';
    const { jpeg, boxes } = await syntheticImage(options.size, next);
    entry(jpeg, `images/${split}/${i}.jpg`);
    entry(labelLines(boxes, options.size), `labels/${split}/${i}.txt`);
  }
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; seconds: number }>;
}

/**
 * `<venv>/bin/python -m workloads.<program> <command>` from the repository root with only the
 * contract's env (plus PATH and HOME), as the local node runs a Job's pod.
 */
export async function runWorkload(
  program: 'trainer' | 'exporter' | 'evaluator',
  command: string,
  env: Record<string, string>,
): Promise<Run> {
  const python = await workloadPython();
  const started = Date.now();
  const child = spawn(python, ['-m', `workloads.${program}`, command], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; seconds: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, seconds: (Date.now() - started) / 1000 })),
  );
  return { child, output: () => output, exited };
}

/** Resolves once `predicate` holds (checked every 100 ms) or rejects after `timeoutMs`. */
export async function waitFor(what: string, predicate: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What the training bench runs on: a private stack (MongoDB, MinIO, Dex, the API in its own
 * process) wired to a private local cluster (control plane + the local node that runs Job pods
 * as processes) and the operator, as `npm start` wires them; and a dataset version of synthetic
 * pictures made through the API the way a device and a person make one.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { startOperator, type RunningOperator } from '../../operator/operator.js';
import { startLocalCluster, type LocalCluster } from '../../scripts/stack/local-cluster.js';
import { freePort } from '../../scripts/stack/process.js';
import { ApiClient } from '../../test/helpers/client.js';
import { expectOk, provisionBenchDevice } from '../lib/api-fixture.js';
import { CLASSES, syntheticImage } from '../../test/workloads/harness.js';
import { startPrivateStack, type PrivateStack } from '../lib/private-stack.js';

const NAMESPACE = 'edge-vision-bench';

/** What the local node said, when (performance.now()): "pod <ns>/<name> runs ...", "... exited (0)". */
export interface NodeEvent {
  atMs: number;
  line: string;
}

export interface TrainingPlatform {
  stack: PrivateStack;
  nodeEvents: NodeEvent[];
  cluster: LocalCluster;
  operator: RunningOperator;
  stop(): Promise<void>;
}

/** The cluster lives in `dir` (pods' logs in dir/kube/pods); the API calls back on its real port. */
export async function startTrainingPlatform(options: {
  dir: string;
  logLevel: string;
  keep: boolean;
  log: (line: string) => void;
}): Promise<TrainingPlatform> {
  const nodeEvents: NodeEvent[] = [];
  const cluster = await startLocalCluster({
    dir: join(options.dir, 'kube'),
    namespace: NAMESPACE,
    log: (line) => nodeEvents.push({ atMs: performance.now(), line }),
  });
  const operatorToken = randomBytes(24).toString('hex');
  let stack: PrivateStack | undefined;
  try {
    const port = await freePort();
    stack = await startPrivateStack({
      name: 'training',
      apiEnv: {
        LOG_LEVEL: options.logLevel,
        PORT: String(port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}/api`,
        KUBECONFIG: cluster.kubeconfigPath,
        KUBE_NAMESPACE: NAMESPACE,
        OPERATOR_TOKEN: operatorToken,
      },
      keep: options.keep,
    });
    // In this process with its production defaults: it only waits on watches between the
    // Job's events, so sharing the bench's event loop (idle while it polls) costs nothing.
    const operator = await startOperator({
      kubeConfig: cluster.kubeConfig,
      apiUrl: stack.internalApiUrl,
      apiToken: operatorToken,
      leaseNamespace: NAMESPACE,
      port: null,
      logger: pino({ level: 'warn' }, pino.destination(join(options.dir, 'operator.log'))),
    });
    const running = stack;
    const deadline = Date.now() + 60_000;
    while (!operator.isLeader()) {
      if (Date.now() > deadline) throw new Error('the operator did not take the lease within 60 s');
      await sleep(200);
    }
    return {
      stack: running,
      nodeEvents,
      cluster,
      operator,
      async stop() {
        await operator.stop();
        await running.stop();
        await cluster.stop();
      },
    };
  } catch (err) {
    await stack?.stop();
    await cluster.stop();
    throw err;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `read` every `everyMs` until it gives a value; fails after `timeoutMs`. */
export async function poll<T>(what: string, read: () => Promise<T | null>, timeoutMs: number, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state / 2 ** 31);
}

export interface TrainingFixture {
  user: ApiClient;
  projectId: number;
  versionId: number;
  /** The YOLO archive the platform trains on, downloaded to the bench's folder. */
  archive: string;
  /** Seconds from the export request to its archive being ready. */
  exportS: number;
}

/**
 * A device uploads `images` pictures of two coloured shapes, a person annotates them, a dataset
 * version freezes them (every 4th in val), and its YOLO export is made before any training: the
 * newest export is the archive every training job of the version reads, so the platform and the
 * direct baseline train on the same bytes.
 */
export async function prepareDataset(
  apiUrl: string,
  token: string,
  options: { images: number; imageSize: number; dir: string },
): Promise<TrainingFixture> {
  const anonymous = new ApiClient(apiUrl);
  const user = anonymous.as(token);
  const project = await expectOk<{ id: number }>(
    'create project',
    user.post('/data/projects', {
      name: `training bench ${Date.now()}`,
      project_type: 'object_detection',
      classes: [...CLASSES],
    }),
    201,
  );
  const device = await provisionBenchDevice(anonymous, user);
  const size = options.imageSize;
  const next = seeded(7);
  for (let i = 0; i < options.images; i++) {
    const { jpeg, boxes } = await syntheticImage(size, next);
    const form = new FormData();
    form.set('project_id', String(project.id));
    form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `shapes-${i}.jpg`);
    const image = await expectOk<{ id: number }>('upload', device.raw('POST', '/device/images/upload', form), 201);
    for (const box of boxes) {
      await expectOk(
        'annotate',
        user.post('/data/annotations', {
          image_id: image.id,
          class_value: CLASSES[box.classIndex],
          type: 'bbox',
          x_center: (box.x1 + box.x2) / 2 / size,
          y_center: (box.y1 + box.y2) / 2 / size,
          width: (box.x2 - box.x1) / size,
          height: (box.y2 - box.y1) / size,
        }),
        201,
      );
    }
  }
  const version = await expectOk<{ id: number }>(
    'dataset version',
    user.post('/data/datasets', {
      project_id: project.id,
      name: 'shapes',
      split: { train: 0.75, val: 0.25, test: 0 },
      seed: 3,
    }),
    201,
  );
  const began = Date.now();
  const job = await expectOk<{ job_id: string }>(
    'dataset export',
    user.post(`/data/datasets/versions/${version.id}/export?format=yolo`),
    202,
  );
  const done = await poll(
    'the dataset export',
    async () => {
      const record = await expectOk<{ status: string; message: string; result?: { download_url: string } }>(
        'export job',
        user.get(`/jobs/${job.job_id}`),
        200,
      );
      if (record.status === 'failed') throw new Error(`the dataset export failed: ${record.message}`);
      return record.status === 'completed' && record.result ? record.result : null;
    },
    600_000,
  );
  const exportS = (Date.now() - began) / 1000;
  const response = await fetch(done.download_url);
  if (!response.ok) throw new Error(`downloading the dataset archive: HTTP ${response.status}`);
  const archive = join(options.dir, 'dataset.zip');
  writeFileSync(archive, Buffer.from(await response.arrayBuffer()));
  return { user, projectId: project.id, versionId: version.id, archive, exportS };
}

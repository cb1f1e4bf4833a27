/**
 * Everything the README's two commands need that `npm ci` does not install: Debian packages,
 * the pinned servers, the Python virtualenvs and, for a whole test run, the images. Each step is
 * skipped when its result is already cached under ~/.cache/edge-vision, so only a fresh machine
 * pays for it (see docs/testing.md for the minutes).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImages } from '../images/build.js';
import { buildServerBinaries, type ServerName } from '../stack/binaries.js';
import { pythonVenv } from '../stack/python-venv.js';
import { ensureDebianTools, START_TOOLS, TEST_TOOLS } from './debian-packages.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The servers the suites start: the stack's three, the control plane, Helm, Alertmanager, and the
 * real node's kubelet, scheduler, kube-proxy, cluster DNS and kube-router (test/cluster).
 */
const TEST_SERVERS: ServerName[] = [
  'mongod',
  'minio',
  'dex',
  'etcd',
  'kube-apiserver',
  'kube-controller-manager',
  'helm',
  'alertmanager',
  'kubelet',
  'kube-scheduler',
  'kube-proxy',
  'kube-router',
  'coredns',
  'actionlint',
];
const START_SERVERS: ServerName[] = ['mongod', 'minio', 'dex', 'etcd', 'kube-apiserver', 'kube-controller-manager'];

/** Every pinned requirements file: the suites' tools, the Python client's, and the workloads'. */
function testRequirements(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(ROOT, folder))
      .filter((name) => /^requirements-.+\.txt$/.test(name))
      .map((name) => join(ROOT, folder, name));
  return [...inFolder('test/fixtures'), ...inFolder('clients/python'), WORKLOADS_REQUIREMENTS];
}
const WORKLOADS_REQUIREMENTS = join(ROOT, 'workloads', 'requirements.txt');

async function makeVenvs(files: string[], log: (line: string) => void): Promise<void> {
  // One at a time: each pip install already uses the network and both cores.
  for (const file of files) {
    const started = Date.now();
    const venv = await pythonVenv(file);
    const seconds = (Date.now() - started) / 1000;
    if (seconds > 1) log(`== Python venv for ${file.slice(ROOT.length)}: ${venv.dir} (${seconds.toFixed(0)} s)`);
  }
}

export interface PrepareOptions {
  /** Build the images too (a whole test run: the cluster suites need them). */
  withImages?: boolean;
  log?: (line: string) => void;
}

/**
 * The Go builds take both cores for about 20 minutes on a fresh machine, while pip, mmdebstrap
 * and the images' large layers mostly wait on the network and the disk: the two run side by side
 * rather than one after the other. Every step still runs to its end before a failure is reported,
 * so no build is left running behind this process.
 */
export async function prepareMachine(purpose: 'start' | 'test', options: PrepareOptions = {}): Promise<void> {
  const log = options.log ?? console.log;
  ensureDebianTools(purpose === 'test' ? TEST_TOOLS : START_TOOLS, log);
  const external = purpose === 'start' && process.env.MONGODB_URI;
  const servers = purpose === 'test' ? TEST_SERVERS : START_SERVERS.filter((s) => !(external && s === 'mongod'));
  const results = await Promise.allSettled([
    buildServerBinaries(servers),
    (async () => {
      await makeVenvs(purpose === 'test' ? testRequirements() : [WORKLOADS_REQUIREMENTS], log);
      if (options.withImages) await buildImages(undefined, (line) => log(`[images] ${line}`));
    })(),
  ]);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

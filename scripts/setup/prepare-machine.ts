/**
 * Everything the README's two commands need that `npm ci` does not install: Debian packages,
 * the pinned servers and the Python virtualenvs. Each step is skipped when its result is
 * already cached under ~/.cache/edge-vision, so only a fresh machine pays for it (about 25
 * minutes on 2 cores, see docs/testing.md).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBinaries, type ServerName } from '../stack/binaries.js';
import { pythonVenv } from '../stack/python-venv.js';
import { ensureDebianTools, START_TOOLS, TEST_TOOLS } from './debian-packages.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The servers the suites start: the stack's three, the control plane, Helm, Alertmanager, and the
 * real node's kubelet, scheduler, kube-proxy and kube-router (test/cluster).
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

export async function prepareMachine(purpose: 'start' | 'test', log: (line: string) => void = console.log) {
  ensureDebianTools(purpose === 'test' ? TEST_TOOLS : START_TOOLS, log);
  const external = purpose === 'start' && process.env.MONGODB_URI;
  const servers = purpose === 'test' ? TEST_SERVERS : START_SERVERS.filter((s) => !(external && s === 'mongod'));
  ensureServerBinaries(servers);
  await makeVenvs(purpose === 'test' ? testRequirements() : [WORKLOADS_REQUIREMENTS], log);
}

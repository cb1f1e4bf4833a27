import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const installer = join(dirname(fileURLToPath(import.meta.url)), '..', 'install-servers.sh');

/** The servers `scripts/install-servers.sh` pins. */
export type ServerName =
  | 'mongod'
  | 'minio'
  | 'dex'
  | 'etcd'
  | 'kube-apiserver'
  | 'kube-controller-manager'
  | 'kube-scheduler'
  | 'kubelet'
  | 'kube-proxy'
  | 'helm'
  | 'alertmanager'
  | 'actionlint'
  | 'coredns'
  | 'kube-router';

function cachedPath(name: ServerName): string {
  return execFileSync('bash', [installer, '--print-path', name], { encoding: 'utf8' }).trim();
}

function notBuilt(names: ServerName[]): ServerName[] {
  return names.filter((name) => !existsSync(cachedPath(name)));
}

/** The cached binary of a pinned server, built first if this machine has none yet. */
export function serverBinary(name: ServerName): string {
  const path = cachedPath(name);
  if (!existsSync(path)) execFileSync('bash', [installer, name], { stdio: 'inherit' });
  return path;
}

/**
 * Builds every missing binary of `names` before anything starts: a build takes both cores for
 * minutes, and a server started beside it would miss its readiness deadline.
 */
export function ensureServerBinaries(names: ServerName[]): void {
  const missing = notBuilt(names);
  if (missing.length > 0) execFileSync('bash', [installer, ...missing], { stdio: 'inherit' });
}

/**
 * The same as ensureServerBinaries without blocking this process, for a machine's preparation,
 * where Python venvs and image builds (network and disk bound) go on beside the Go builds
 * (CPU bound) instead of after them.
 */
export function buildServerBinaries(names: ServerName[]): Promise<void> {
  const missing = notBuilt(names);
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [installer, ...missing], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`building ${missing.join(', ')} failed (${signal ?? code})`)),
    );
  });
}

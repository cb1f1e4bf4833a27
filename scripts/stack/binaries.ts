import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const installer = join(dirname(fileURLToPath(import.meta.url)), '..', 'install-servers.sh');

export type ServerName =
  'ferretdb' | 'minio' | 'dex' | 'etcd' | 'kube-apiserver' | 'kube-controller-manager' | 'helm' | 'alertmanager';

/** The cached binary of a pinned server, built first if this machine has none yet. */
export function serverBinary(name: ServerName): string {
  const path = execFileSync('bash', [installer, '--print-path', name], { encoding: 'utf8' }).trim();
  if (!existsSync(path)) execFileSync('bash', [installer, name], { stdio: 'inherit' });
  return path;
}

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Unmounts everything mounted under `dir`, deepest first: the kubelet bind-mounts its root
 * folder onto itself and containerd mounts each sandbox's /dev/shm, and both outlive the
 * processes. Lazy (`-l`), so a mount still busy for a moment does not fail the stop.
 */
export async function unmountUnder(dir: string): Promise<void> {
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  const mountPoints = readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point): point is string => Boolean(point))
    // /proc/mounts escapes spaces and the like as octal.
    .map((point) => point.replace(/\\([0-7]{3})/g, (_, code: string) => String.fromCharCode(parseInt(code, 8))))
    .filter((point) => point === dir || point.startsWith(prefix))
    .sort((a, b) => b.length - a.length);
  for (const point of mountPoints) await run('umount', ['-l', point]).catch(() => undefined);
}

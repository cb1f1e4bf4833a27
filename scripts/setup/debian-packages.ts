/**
 * The Debian packages the README's two commands need, installed on first use. As root (CI, a
 * fresh VM) they are installed with apt-get; otherwise the error names the packages and the
 * command to run, since installing system packages is the machine owner's decision.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianTool {
  /** A command on PATH, or an absolute path, whose presence proves the package is installed. */
  command: string;
  /** The package(s) that provide it. */
  packages: string[];
  /** What needs it, for the message. */
  why: string;
}

/** Whether a command is on PATH (or, given as an absolute path, exists). */
export function present(command: string): boolean {
  if (command.startsWith('/')) return existsSync(command);
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** `python3 -m venv` fails on Debian without python3-venv, although python3 itself runs. */
export function pythonCanMakeVenvs(): boolean {
  return spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0;
}

export function missingTools(tools: DebianTool[]): DebianTool[] {
  return tools.filter((tool) => (tool.command === 'python3-venv' ? !pythonCanMakeVenvs() : !present(tool.command)));
}

export function ensureDebianTools(tools: DebianTool[], log: (line: string) => void = console.log): void {
  const missing = missingTools(tools);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((tool) => tool.packages))];
  const reasons = missing.map((tool) => `  ${tool.packages.join(' ')}: ${tool.why}`).join('\n');
  const isRoot = process.getuid?.() === 0;
  const hasApt = present('apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `Missing Debian packages:\n${reasons}\nInstall them with:\n  sudo apt-get install --no-install-recommends ${packages.join(' ')}` +
        (hasApt ? '' : '\n(no apt-get here: install the same tools with this system’s package manager)'),
    );
  }
  log(`== installing Debian packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missingTools(missing);
  if (still.length > 0)
    throw new Error(
      `apt-get installed ${packages.join(' ')}, but ${still.map((t) => t.command).join(', ')} is still missing`,
    );
}

/** What `npm start` needs from Debian. */
export const START_TOOLS: DebianTool[] = [
  { command: 'openssl', packages: ['openssl'], why: "the console's self-signed certificate" },
  { command: 'jq', packages: ['jq'], why: "editing etcd's go.mod while it is built" },
  { command: 'python3-venv', packages: ['python3-venv'], why: "the trainer's and exporter's virtualenv" },
];

/** What `npm test` needs beyond that. */
export const TEST_TOOLS: DebianTool[] = [
  ...START_TOOLS,
  { command: 'shellcheck', packages: ['shellcheck'], why: 'checking the device setup script' },
  { command: 'ffmpeg', packages: ['ffmpeg'], why: "the edge agent's camera streams" },
  {
    command: '/usr/bin/chromium',
    packages: ['chromium', 'fonts-liberation'],
    why: 'the console suites (Playwright cannot download its own browser here)',
  },
  { command: 'buildah', packages: ['buildah'], why: 'building the images (npm run images:build), no daemon' },
  {
    command: 'podman',
    packages: ['podman'],
    why: 'saving the trainer, exporter and evaluator in one archive that stores their shared layer once',
  },
  { command: 'mmdebstrap', packages: ['mmdebstrap'], why: "the images' local Debian bases (no registry is reachable)" },
  { command: 'containerd', packages: ['containerd'], why: "the real node's container runtime (test/cluster)" },
  { command: 'runc', packages: ['runc'], why: "the real node's OCI runtime" },
  { command: '/usr/lib/cni/bridge', packages: ['containernetworking-plugins'], why: "the real node's pod network" },
  { command: 'iptables', packages: ['iptables'], why: "the pod network's NAT and port maps" },
  { command: 'ipset', packages: ['ipset'], why: "the real node's NetworkPolicy enforcement (kube-router)" },
  {
    command: 'modprobe',
    packages: ['kmod'],
    why: 'loading br_netfilter for that enforcement where the kernel has not',
  },
];

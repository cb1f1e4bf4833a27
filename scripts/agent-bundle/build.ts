/**
 * `npm run build:agent-bundle [outDir]`: the edge agent as a device installs it without any
 * registry, one archive per Linux architecture the platform supports (x64, arm64):
 * edge-agent-linux-<arch>.tar.gz holds edge-agent/ with the bundled agent (edge-agent.mjs), the
 * native modules it leaves external (onnxruntime-node, sharp, koffi) with only that
 * architecture's binaries, at the versions package.json pins, OpenVINO's CPU runtime from PyPI's
 * wheel in openvino/ (openvino.ts; the agent finds it there), and THIRD-PARTY-NOTICES.txt. The
 * API serves them at /setup/agent/<arch> and the setup script checks their SHA-256
 * (api/modules/devices/agent-bundles.ts). The natives are installed once into a cache folder
 * keyed by their versions; archives go to outDir (default dist/agent-bundles).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AGENT_BUNDLED_PACKAGES, buildAgent } from '../build-agent.js';
import { thirdPartyNotices } from './notices.js';
import { openVinoRuntime } from './openvino.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const AGENT_BUNDLE_DIR = join(ROOT, 'dist', 'agent-bundles');
export const AGENT_ARCHES = ['x64', 'arm64'] as const;
export type AgentArch = (typeof AGENT_ARCHES)[number];

export const bundleFileName = (arch: AgentArch) => `edge-agent-linux-${arch}.tar.gz`;

function pinned(): { onnxruntime: string; sharp: string; koffi: string; perArch: Record<string, string> } {
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const sharp = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'sharp', 'package.json'), 'utf8'));
  const koffi = own.dependencies.koffi;
  const perArch: Record<string, string> = {};
  for (const arch of AGENT_ARCHES) {
    for (const name of [`@img/sharp-linux-${arch}`, `@img/sharp-libvips-linux-${arch}`])
      perArch[name] = sharp.optionalDependencies[name];
    // koffi's prebuilt binaries (glibc and musl) for one platform; its versions move together.
    perArch[`@koromix/koffi-linux-${arch}`] = koffi;
  }
  return { onnxruntime: own.dependencies['onnxruntime-node'], sharp: own.dependencies.sharp, koffi, perArch };
}

/** node_modules with both architectures' natives, installed once per set of versions. */
async function nativeModules(): Promise<string> {
  const versions = pinned();
  const key = `ort-${versions.onnxruntime}-sharp-${versions.sharp}-koffi-${versions.koffi}`;
  const cache = join(process.env.EDGE_VISION_CACHE ?? join(homedir(), '.cache', 'edge-vision'), 'agent-natives');
  const dir = join(cache, key);
  if (existsSync(join(dir, 'done'))) return dir;
  const staging = `${dir}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{"name":"edge-agent-runtime","private":true,"type":"module"}\n');
  copyFileSync(join(ROOT, '.npmrc'), join(staging, '.npmrc'));
  const packages = [
    `onnxruntime-node@${versions.onnxruntime}`,
    `sharp@${versions.sharp}`,
    `koffi@${versions.koffi}`,
    ...Object.entries(versions.perArch).map(([name, version]) => `${name}@${version}`),
  ];
  // --force installs the other architecture's sharp and koffi binaries too; --ignore-scripts
  // skips onnxruntime-node's download of GPU providers (its CPU runtime ships in the package)
  // and koffi's check for a prebuilt binary (named above).
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--force', ...packages], {
    cwd: staging,
    maxBuffer: 16 * 1024 * 1024,
  });
  writeFileSync(join(staging, 'done'), `${packages.join('\n')}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return dir;
}

/** Builds both archives into outDir and returns their paths. */
export async function buildAgentBundles(outDir = AGENT_BUNDLE_DIR): Promise<Record<AgentArch, string>> {
  const agent = await buildAgent();
  const natives = await nativeModules();
  const openVino = Object.fromEntries(
    await Promise.all(AGENT_ARCHES.map(async (arch) => [arch, await openVinoRuntime(arch)] as const)),
  ) as Record<AgentArch, string>;
  mkdirSync(outDir, { recursive: true });
  const stage = join(outDir, '.stage');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(join(stage, 'edge-agent'), { recursive: true });
  copyFileSync(agent, join(stage, 'edge-agent', 'edge-agent.mjs'));
  copyFileSync(join(natives, 'package.json'), join(stage, 'edge-agent', 'package.json'));
  await run('cp', ['-a', join(natives, 'node_modules'), join(stage, 'edge-agent', 'node_modules')]);
  const out = {} as Record<AgentArch, string>;
  for (const arch of AGENT_ARCHES) {
    const other = AGENT_ARCHES.filter((a) => a !== arch);
    const excludes = [
      'edge-agent/node_modules/onnxruntime-node/bin/napi-v6/darwin',
      'edge-agent/node_modules/onnxruntime-node/bin/napi-v6/win32',
      ...other.flatMap((a) => [
        `edge-agent/node_modules/onnxruntime-node/bin/napi-v6/linux/${a}`,
        `edge-agent/node_modules/@img/sharp-linux-${a}`,
        `edge-agent/node_modules/@img/sharp-libvips-linux-${a}`,
        `edge-agent/node_modules/@koromix/koffi-linux-${a}`,
      ]),
      'edge-agent/node_modules/.package-lock.json',
    ];
    // This architecture's OpenVINO libraries and licences, and the notice of what the archive holds.
    rmSync(join(stage, 'edge-agent', 'openvino'), { recursive: true, force: true });
    await run('cp', ['-a', openVino[arch], join(stage, 'edge-agent', 'openvino')]);
    rmSync(join(stage, 'edge-agent', 'openvino', 'done'));
    writeFileSync(
      join(stage, 'edge-agent', 'THIRD-PARTY-NOTICES.txt'),
      thirdPartyNotices(
        join(stage, 'edge-agent', 'node_modules'),
        (path) => excludes.some((excluded) => `edge-agent/node_modules/${path}` === excluded),
        JSON.parse(readFileSync(AGENT_BUNDLED_PACKAGES, 'utf8')),
      ),
    );
    const file = join(outDir, bundleFileName(arch));
    // Fixed owner and times: the same inputs give the same archive, and so the same SHA-256.
    await run('tar', [
      '--create',
      '--gzip',
      `--file=${file}.tmp`,
      `--directory=${stage}`,
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mtime=@0',
      ...excludes.map((path) => `--exclude=${path}`),
      'edge-agent',
    ]);
    renameSync(`${file}.tmp`, file);
    out[arch] = file;
  }
  rmSync(stage, { recursive: true, force: true });
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildAgentBundles(process.argv[2]);
  for (const file of Object.values(built)) process.stdout.write(`${file}\n`);
}

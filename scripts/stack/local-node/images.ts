/**
 * Which local program stands for which container image on the local node. No container runtime
 * runs here, so an image the node knows is run as its entrypoint, a Python module in a pinned
 * venv (the same requirements its Dockerfile installs); any other image cannot be pulled.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from '../python-venv.js';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

interface LocalImage {
  /** Pinned requirements of the venv the program runs in (relative to the repository). */
  requirements: string;
  /** What follows `python` (the pod's args come after these). */
  entrypoint: string[];
}

export interface LocalProgram {
  command: string;
  args: string[];
  cwd: string;
}

/** workloads/local-images.json: image name -> the program that stands for it. */
export function localImages(file = join(REPO_ROOT, 'workloads', 'local-images.json')): Record<string, LocalImage> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, LocalImage>;
}

export async function programFor(
  images: Record<string, LocalImage>,
  image: string,
  args: string[],
): Promise<LocalProgram | null> {
  const known = images[image];
  if (!known) return null;
  const venv = await pythonVenv(join(REPO_ROOT, known.requirements));
  return { command: venv.python, args: [...known.entrypoint, ...args], cwd: REPO_ROOT };
}

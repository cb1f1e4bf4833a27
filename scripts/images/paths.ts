/** Where the image builds keep their state: one folder under the machine's edge-vision cache. */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE_DIR = join(process.env.EDGE_VISION_CACHE ?? join(homedir(), '.cache', 'edge-vision'), 'images');
/** buildah's image and layer storage, private to the project (not /var/lib/containers). */
export const STORAGE_ROOT = join(CACHE_DIR, 'storage');
/** buildah's per-boot state (locks, mounts): it must not outlive a reboot, hence /run. */
export const STORAGE_RUNROOT = '/run/edge-vision/containers';
/** The built images, one docker-archive per image, named `<name>-<input hash>.tar`. */
export const ARCHIVE_DIR = join(CACHE_DIR, 'archives');
/** Downloads the local bases are made from (npm tarballs, the Debian root). */
export const DOWNLOAD_DIR = join(CACHE_DIR, 'downloads');
/**
 * buildah's scratch space for layer blobs while it commits and pushes (gigabytes for the
 * workloads image), one folder per process, instead of /var/tmp where a killed build leaves them.
 */
export const SCRATCH_DIR = join(CACHE_DIR, 'tmp');

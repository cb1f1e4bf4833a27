/**
 * The pod sandbox image the kubelet's containerd starts first in every pod (`sandbox_image`),
 * built here from pause/main.go, since registry.k8s.io is not reachable: one static binary in
 * an otherwise empty image, run as nobody (65535) like the upstream pause image.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inputHash } from './inputs.js';
import { ARCHIVE_DIR, DOWNLOAD_DIR, REPO_ROOT } from './paths.js';
import { buildah, imageExists, runTool } from './run.js';

export interface PauseImage {
  reference: string;
  archive: string;
}

export async function ensurePauseImage(log: (line: string) => void = () => undefined): Promise<PauseImage> {
  const key = inputHash({
    root: REPO_ROOT,
    paths: ['scripts/images/pause', 'scripts/images/pause-image.ts'],
    values: {},
  });
  const reference = `localhost/edge-vision/pause:${key}`;
  const archive = join(ARCHIVE_DIR, `pause-${key}.tar`);
  if (existsSync(archive)) return { reference, archive };
  for (const dir of [ARCHIVE_DIR, DOWNLOAD_DIR]) mkdirSync(dir, { recursive: true });
  log(`pause: building ${reference}`);
  const work = mkdtempSync(join(DOWNLOAD_DIR, 'pause-'));
  try {
    if (!(await imageExists(reference))) {
      const binary = join(work, 'pause');
      await runTool(
        'go',
        ['build', '-trimpath', '-ldflags=-s -w', '-o', binary, join(REPO_ROOT, 'scripts/images/pause/main.go')],
        {
          env: { CGO_ENABLED: '0', GOFLAGS: '', GO111MODULE: 'on' },
          cwd: work,
        },
      );
      const container = (await buildah(['from', 'scratch'])).trim();
      await buildah(['copy', '--chmod=0755', container, binary, '/pause']);
      await buildah(['config', '--entrypoint=["/pause"]', '--user=65535:65535', container]);
      await buildah(['commit', '--rm', container, reference]);
    }
    await buildah(['push', '--quiet', reference, `docker-archive:${archive}.partial:${reference}`]);
    renameSync(`${archive}.partial`, archive);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { reference, archive };
}

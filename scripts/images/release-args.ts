/**
 * `tsx scripts/images/release-args.ts <image>`: prints, one per line, the `docker buildx build`
 * arguments the release workflow (.github/workflows/release.yml) builds an image with: the same
 * Dockerfile, context and build arguments `npm run images:build` gives buildah (images.ts), so
 * the two cannot drift. What only this machine's builds need is left out: the local base (the
 * release builds FROM the Dockerfile's default, the official image), the caches and trust
 * mounted into RUN steps, and the build arguments below.
 */
import { fileURLToPath } from 'node:url';
import { imageDefinitions, IMAGE_NAMES, type ImageName } from './images.js';

/**
 * VARIANT=venv copies packages from this machine's virtualenv (no PyTorch index is reachable
 * here); the release installs them in the build with the Dockerfile's default, cpu.
 */
const LOCAL_ONLY_BUILD_ARGS = new Set(['VARIANT']);

export function releaseBuildArgs(name: ImageName): string[] {
  const image = imageDefinitions('').find((candidate) => candidate.name === name);
  if (!image) throw new Error(`unknown image ${name}: choose from ${IMAGE_NAMES.join(', ')}`);
  return [
    `--file=${image.dockerfile}`,
    // BuildKit reads `<Dockerfile>.dockerignore` itself, the file buildah is given as --ignorefile.
    ...Object.entries(image.buildArgs)
      .filter(([arg]) => !LOCAL_ONLY_BUILD_ARGS.has(arg))
      .map(([arg, value]) => `--build-arg=${arg}=${value}`),
    image.context,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || rest.length > 0 || !IMAGE_NAMES.includes(name as ImageName)) {
    console.error(`usage: release-args.ts <image>, one of ${IMAGE_NAMES.join(', ')}`);
    process.exit(2);
  }
  console.log(releaseBuildArgs(name as ImageName).join('\n'));
}

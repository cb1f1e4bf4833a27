/**
 * `npm run images:build [name...]`: builds the platform, edge-agent, trainer, exporter and evaluator images
 * from their Dockerfiles with buildah (no daemon, no registry), checks that each runs as a
 * non-root user on a read-only root filesystem, and keeps each as a docker-archive under
 * ~/.cache/edge-vision/images/archives, keyed by a hash of its inputs: an unchanged image is
 * never rebuilt. Progress and timings go to stdout; each build's full output to a log beside it.
 */
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from '../stack/python-venv.js';
import { ensureBase } from './bases.js';
import {
  BUILD_NPMRC,
  HOST_CA_BUNDLE,
  imageDefinitions,
  imageReference,
  IMAGE_NAMES,
  type ImageDefinition,
  type ImageName,
} from './images.js';
import { copiedPaths, inputHash } from './inputs.js';
import { ARCHIVE_DIR, DOWNLOAD_DIR, REPO_ROOT, STORAGE_ROOT, STORAGE_RUNROOT } from './paths.js';
import { buildah, runTool, STORAGE_FLAGS } from './run.js';

export interface BuiltImage {
  name: ImageName;
  reference: string;
  archive: string;
  /** False when the archive was already cached. */
  built: boolean;
  seconds: number;
}

export function assertCanBuildImages(): void {
  if (process.platform !== 'linux')
    throw new Error(`images are built with buildah on Linux; this is ${process.platform}`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      'images:build runs buildah as root (its storage and the build mounts); run it as root, e.g. in CI or a VM',
    );
  }
}

export async function buildImages(
  names: ImageName[] = IMAGE_NAMES,
  log: (line: string) => void = (line) => console.log(`[images] ${line}`),
): Promise<BuiltImage[]> {
  assertCanBuildImages();
  for (const dir of [ARCHIVE_DIR, DOWNLOAD_DIR, STORAGE_ROOT, STORAGE_RUNROOT]) mkdirSync(dir, { recursive: true });
  writeFileSync(BUILD_NPMRC, `cafile=${HOST_CA_BUNDLE}\nupdate-notifier=false\n`);
  const needsVenv = names.some((name) => name === 'trainer' || name === 'exporter' || name === 'evaluator');
  const venv = needsVenv ? (await pythonVenv(join(REPO_ROOT, 'workloads', 'requirements.txt'))).dir : '';
  const all = imageDefinitions(venv);
  const groupOf = (image: ImageDefinition) => image.archiveGroup ?? image.name;
  const groups = [...new Set(all.filter((image) => names.includes(image.name)).map(groupOf))];
  const built: BuiltImage[] = [];
  for (const group of groups) {
    built.push(
      ...(await buildGroup(
        group,
        all.filter((image) => groupOf(image) === group),
        log,
      )),
    );
  }
  return built.filter((image) => names.includes(image.name));
}

/**
 * Builds the images that share one archive (the trainer and the exporter share their 6.7 GB
 * package layer, which a multi-image archive stores once), unless that archive exists.
 */
async function buildGroup(
  group: string,
  images: ImageDefinition[],
  log: (line: string) => void,
): Promise<BuiltImage[]> {
  const started = Date.now();
  const keyed = [];
  for (const image of images) {
    const base = await ensureBase(image.base, log);
    const declared = [...image.inputs, 'scripts/images/images.ts'];
    const dockerfile = readFileSync(join(REPO_ROOT, image.dockerfile), 'utf8');
    const copied = copiedPaths(dockerfile, image.context).filter(
      (path) => !declared.some((input) => path === input || path.startsWith(`${input}/`)),
    );
    const key = inputHash({
      root: REPO_ROOT,
      paths: [...declared, ...copied],
      values: { ...image.buildArgs, base, smokeTest: image.smokeTest.join(' ') },
    });
    keyed.push({ image, base, key });
  }
  const groupKey =
    keyed.length === 1
      ? keyed[0]?.key
      : inputHash({
          root: REPO_ROOT,
          paths: [],
          values: Object.fromEntries(keyed.map(({ image, key }) => [image.name, key])),
        });
  const archive = join(ARCHIVE_DIR, `${group}-${groupKey}.tar`);
  const result = (built: boolean) =>
    images.map((image) => ({
      name: image.name,
      reference: imageReference(image.name),
      archive,
      built,
      seconds: (Date.now() - started) / 1000,
    }));
  if (existsSync(archive)) {
    log(`${group}: cached (${archive})`);
    return result(false);
  }
  for (const { image, base, key } of keyed) await buildImage(image, base, key, log);
  const partial = `${archive}.partial`;
  rmSync(partial, { force: true });
  const references = images.map((image) => imageReference(image.name));
  if (references.length === 1) {
    await buildah(['push', '--quiet', references[0] ?? '', `docker-archive:${partial}:${references[0]}`]);
  } else {
    await runTool('podman', [
      ...STORAGE_FLAGS,
      'save',
      '--quiet',
      '--multi-image-archive',
      '--format=docker-archive',
      `--output=${partial}`,
      ...references,
    ]);
    // The archive is the cache now: the storage's copy (and its layer cache) would double the disk.
    await buildah(['rmi', ...references]);
  }
  renameSync(partial, archive);
  // Older archives of the group are stale inputs' images: only the newest is kept.
  for (const file of readdirSync(ARCHIVE_DIR)) {
    if (file.startsWith(`${group}-`) && file.endsWith('.tar') && join(ARCHIVE_DIR, file) !== archive) {
      rmSync(join(ARCHIVE_DIR, file));
    }
  }
  await removeStaleLayers();
  log(`${group}: built in ${((Date.now() - started) / 1000).toFixed(0)} s -> ${archive}`);
  return result(true);
}

/**
 * Every rebuild leaves the previous build's image and its step images untagged in the storage
 * (a gigabyte or more each time the sources change). They go; the step images of each archive's
 * own build stay, as they are the layer cache of its next build (npm ci is not run again when
 * only the sources changed).
 */
async function removeStaleLayers(): Promise<void> {
  const keep = new Set<string>();
  for (const file of readdirSync(ARCHIVE_DIR)) {
    const buildLog = join(ARCHIVE_DIR, file.replace(/\.tar$/, '.log'));
    if (file.endsWith('.tar') && existsSync(buildLog)) {
      for (const id of stepImageIds(readFileSync(buildLog, 'utf8'))) keep.add(id);
    }
  }
  const listed = await buildah(['images', '--all', '--format={{.ID}} {{.Name}}']);
  const stale = staleImageIds(listed, keep);
  if (stale.length > 0) await buildah(['rmi', '--force', ...stale]).catch(() => '');
}

/**
 * The images each step of a build produced or took from the cache, from its output, as id
 * prefixes of 11 characters (buildah prints that many for a step's result).
 */
export function stepImageIds(buildOutput: string): string[] {
  return [...buildOutput.matchAll(/^--> (?:Using cache )?([0-9a-f]{11,64})\s*$/gm)].map((m) => m[1]!.slice(0, 11));
}

/** Untagged images (`buildah images --all` lines: `<id> <name>`) that no kept build made. */
export function staleImageIds(listed: string, keep: Set<string>): string[] {
  return listed
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter(([id, name]) => id && name === '<none>' && !keep.has(id.slice(0, 11)))
    .map(([id]) => id!);
}

async function buildImage(
  image: ImageDefinition,
  base: string,
  key: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const reference = imageReference(image.name);
  const logFile = join(ARCHIVE_DIR, `${image.name}-${key}.log`);
  log(`${image.name}: building ${reference} from ${image.dockerfile} (output in ${logFile})`);
  const output = createWriteStream(logFile);
  let steps = 0;
  try {
    await buildah(
      [
        'bud',
        '--layers',
        '--pull-never',
        // RUN steps fetch from npm and Debian like a docker build: with the host's network, as no
        // CNI configuration exists for buildah here.
        '--network=host',
        `--file=${join(REPO_ROOT, image.dockerfile)}`,
        ...(image.ignoreFile ? [`--ignorefile=${join(REPO_ROOT, image.ignoreFile)}`] : []),
        `--build-arg=${image.baseArg}=${base}`,
        ...Object.entries(image.buildArgs).map(([arg, value]) => `--build-arg=${arg}=${value}`),
        ...image.mounts.map((mount) => `--volume=${mount.host}:${mount.container}:${mount.readOnly ? 'ro' : 'rw'}`),
        `--tag=${reference}`,
        join(REPO_ROOT, image.context),
      ],
      {
        onLine: (line) => {
          output.write(`${line}\n`);
          if (/STEP \d+\/\d+:/.test(line)) {
            steps += 1;
            log(`${image.name}: ${line.slice(0, 140)}`);
          }
        },
      },
    );
  } finally {
    output.end();
  }
  await smokeTest(image, reference, log);
  log(`${image.name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s (${steps} steps)`);
}

/**
 * Fails unless the image names a non-root user, then runs its check command as that user in a
 * container of the image. (Its read-only root is proven on the real node, where pods run it with
 * `readOnlyRootFilesystem`: podman cannot start containers on this VM, which withholds
 * CAP_SYS_RESOURCE, so its default rlimits fail.)
 */
async function smokeTest(image: ImageDefinition, reference: string, log: (line: string) => void): Promise<void> {
  const user = (await buildah(['inspect', '--type=image', '--format={{.OCIv1.Config.User}}', reference])).trim();
  if (!user || /^(0|root)(:|$)/.test(user)) {
    throw new Error(`${image.name}: the image runs as root (USER '${user}'); its Dockerfile must set a non-root USER`);
  }
  const container = (await buildah(['from', '--pull-never', reference])).trim();
  try {
    const said = await buildah([
      'run',
      '--network=none',
      container,
      '--',
      'sh',
      '-c',
      'id -u && exec "$@"',
      'check',
      ...image.smokeTest,
    ]);
    const [uid, ...rest] = said.trim().split('\n');
    if (uid === '0') throw new Error(`${image.name}: the check ran as root`);
    log(`${image.name}: runs as uid ${uid}: ${rest.pop() ?? ''}`);
  } finally {
    await buildah(['rm', container]).catch(() => undefined);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !IMAGE_NAMES.includes(name as ImageName));
  if (unknown.length > 0) {
    console.error(`unknown image ${unknown.join(', ')}: choose from ${IMAGE_NAMES.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  buildImages(wanted.length > 0 ? (wanted as ImageName[]) : IMAGE_NAMES).then(
    (images) => {
      for (const image of images) console.log(`${image.reference}\t${image.archive}`);
      console.log(`[images] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

/**
 * containerd for the real node, started by the project (no systemd here): its own config,
 * socket and state, Debian's runc with cgroupfs (this VM mounts cgroup v1), and Debian's CNI
 * plugins wiring pods to a bridge. Its image store persists under the cache folder, so images
 * imported once are not imported again by the next run.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startProcess, waitUntil, type ManagedProcess } from '../process.js';

const run = promisify(execFile);

/** Debian's containernetworking-plugins. */
export const CNI_BIN_DIR = '/usr/lib/cni';
/** The pods' network: one bridge on the host, its first address the gateway pods reach the host by. */
export const POD_SUBNET = '10.244.0.0/24';
export const POD_GATEWAY = '10.244.0.1';
const BRIDGE = 'evnode0';

export interface Containerd {
  socket: string;
  process: ManagedProcess;
  ctr(args: string[]): Promise<string>;
  /**
   * Imports each docker-archive into the k8s.io namespace unless containerd holds its images from
   * that very archive, then removes every image none of the archives names (older builds).
   */
  importImages(archives: string[], log: (line: string) => void): Promise<void>;
  /** Kills and removes every container the kubelet left behind, then stops containerd. */
  stop(): Promise<void>;
}

export async function startContainerd(options: {
  /** Per-run state: socket, config, logs, the CNI configuration and its address leases. */
  dir: string;
  /** The image and snapshot store, kept between runs. */
  rootDir: string;
  sandboxImage: string;
}): Promise<Containerd> {
  const state = join(options.dir, 'containerd-state');
  const cniConfDir = join(options.dir, 'cni', 'net.d');
  for (const dir of [state, cniConfDir, options.rootDir, join(options.dir, 'logs')])
    mkdirSync(dir, { recursive: true });
  const socket = join(options.dir, 'containerd.sock');
  writeFileSync(
    join(cniConfDir, '10-edge-vision.conflist'),
    JSON.stringify(cniConfig(join(options.dir, 'cni', 'ipam')), null, 2),
  );
  const config = join(options.dir, 'containerd.toml');
  writeFileSync(
    config,
    containerdConfig({ root: options.rootDir, state, socket, cniConfDir, sandboxImage: options.sandboxImage }),
  );
  const process = startProcess('containerd', 'containerd', [`--config=${config}`], {
    logFile: join(options.dir, 'logs', 'containerd.log'),
  });
  const ctr = async (args: string[]) =>
    (await run('ctr', [`--address=${socket}`, '--namespace=k8s.io', ...args], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  await waitUntil('containerd', () => ctr(['version']).then(() => true), { process, timeoutMs: 30_000 });
  // Which archive each image name was last imported from. Only a hint: containerd's own list is
  // asked too, since its store can lose an image (pruned by hand, a cache folder cleaned) while
  // this record stays.
  const record = join(options.rootDir, 'image-sources.json');
  return {
    socket,
    process,
    ctr,
    async importImages(archives, log) {
      const sources: ImageSources = existsSync(record)
        ? (JSON.parse(readFileSync(record, 'utf8')) as ImageSources)
        : {};
      const stored = parseImageList(await ctr(['images', 'ls']));
      const present = stored.map((image) => image.name);
      const plans = [];
      for (const archive of archives) {
        const references = await archiveReferences(archive);
        plans.push({ archive, references, needed: needsImport({ archive, references, present, sources }) });
      }
      // Before importing, so an older build's gigabytes are gone before the new one arrives.
      const prune = imagesToPrune({
        stored,
        keep: [...plans.filter((plan) => !plan.needed).flatMap((plan) => plan.references), options.sandboxImage],
      });
      if (prune.length > 0) {
        const started = Date.now();
        // Synchronously garbage-collected: the layers and snapshots are gone when this returns.
        await ctr(['images', 'rm', '--sync', ...prune]);
        log(`containerd: removed ${prune.length} images no archive names in ${seconds(started)} s`);
      }
      for (const { archive, references } of plans.filter((plan) => plan.needed)) {
        const started = Date.now();
        await ctr(['images', 'import', '--no-unpack=false', archive]);
        for (const reference of references) sources[reference] = archive;
        writeFileSync(record, JSON.stringify(sources, null, 2));
        log(`containerd: imported ${archive} in ${seconds(started)} s`);
      }
    },
    async stop() {
      const tasks = (await ctr(['tasks', 'ls', '-q']).catch(() => '')).split('\n').filter(Boolean);
      for (const task of tasks) await ctr(['tasks', 'kill', '--signal=SIGKILL', task]).catch(() => '');
      for (const task of tasks) await ctr(['tasks', 'rm', '--force', task]).catch(() => '');
      const containers = (await ctr(['containers', 'ls', '-q']).catch(() => '')).split('\n').filter(Boolean);
      if (containers.length > 0) await ctr(['containers', 'rm', ...containers]).catch(() => '');
      await process.stop(10_000);
    },
  };
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(0);
}

/** Image name → the archive it was imported from. */
export type ImageSources = Record<string, string>;

/**
 * An archive is imported unless containerd holds every name it carries, each imported from this
 * very archive: release tags such as `platform:0.1.0` stay the same across builds, so a name being
 * present does not say which build it is.
 */
export function needsImport(options: {
  archive: string;
  references: string[];
  present: string[];
  sources: ImageSources;
}): boolean {
  return options.references.some(
    (reference) => !options.present.includes(reference) || options.sources[reference] !== options.archive,
  );
}

/** An image in containerd's store: its name and the manifest digest it points to. */
export interface StoredImage {
  name: string;
  digest: string;
}

/**
 * The images to remove so that only the kept names' images stay: those of archives containerd
 * already holds, and the sandbox image. An archive about to be imported keeps nothing, so its
 * older build goes first. The CRI plugin adds a `sha256:<image id>` name to every image it
 * manages, and that alias kept older builds alive after their release tag was removed (a 7 GB
 * workloads image stayed so): an image goes unless a kept name points at the same manifest.
 */
export function imagesToPrune(options: { stored: StoredImage[]; keep: string[] }): string[] {
  const kept = new Set(
    options.stored.filter((image) => options.keep.includes(image.name)).map((image) => image.digest),
  );
  return options.stored.filter((image) => !kept.has(image.digest)).map((image) => image.name);
}

/** `ctr images ls` output (a header, then `REF TYPE DIGEST ...` columns) as stored images. */
export function parseImageList(listing: string): StoredImage[] {
  return listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 3)
    .map(([name, , digest]) => ({ name: name!, digest: digest! }));
}

/** The image names a docker-archive carries (its manifest.json's RepoTags). */
async function archiveReferences(archive: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-xOf', archive, 'manifest.json'], { maxBuffer: 16 * 1024 * 1024 });
  return (JSON.parse(stdout) as { RepoTags?: string[] }[]).flatMap((entry) => entry.RepoTags ?? []);
}

function cniConfig(ipamDir: string): object {
  return {
    cniVersion: '1.0.0',
    name: 'edge-vision',
    plugins: [
      {
        type: 'bridge',
        bridge: BRIDGE,
        isGateway: true,
        // Pods reach outside the host (and the host's own servers) with the host's address.
        ipMasq: true,
        hairpinMode: true,
        ipam: {
          type: 'host-local',
          ranges: [[{ subnet: POD_SUBNET, gateway: POD_GATEWAY }]],
          routes: [{ dst: '0.0.0.0/0' }],
          dataDir: ipamDir,
        },
      },
      { type: 'portmap', capabilities: { portMappings: true } },
    ],
  };
}

function containerdConfig(options: {
  root: string;
  state: string;
  socket: string;
  cniConfDir: string;
  sandboxImage: string;
}): string {
  return `version = 2
root = "${options.root}"
state = "${options.state}"

[grpc]
  address = "${options.socket}"

[plugins."io.containerd.internal.v1.opt"]
  path = "${options.state}/opt"

[plugins."io.containerd.grpc.v1.cri"]
  # Built here (scripts/images/pause-image.ts): registry.k8s.io/pause cannot be pulled.
  sandbox_image = "${options.sandboxImage}"
  # The kubelet asks for negative OOM scores (the pause container's -998), which need
  # CAP_SYS_RESOURCE; a VM or container that withholds it (this one does) then fails every
  # sandbox. Clamp them to containerd's own score instead.
  restrict_oom_score_adj = true
  [plugins."io.containerd.grpc.v1.cri".containerd]
    snapshotter = "overlayfs"
    default_runtime_name = "runc"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
        # No systemd here: cgroups are managed through cgroupfs, as the kubelet's cgroupDriver says.
        SystemdCgroup = false
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "${CNI_BIN_DIR}"
    conf_dir = "${options.cniConfDir}"
`;
}

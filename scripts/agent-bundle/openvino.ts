/**
 * OpenVINO's runtime for the agent (agent/inference/openvino-runtime.ts), taken from PyPI's
 * `openvino` wheel at the version the agent documents, for one Linux architecture. Only what
 * the C API needs to run IR and ONNX models on the CPU is kept (the C API, the core, the CPU
 * plugin, the IR and ONNX frontends, TBB): about a third of the wheel's libraries. The wheel is
 * found on PyPI's simple index by name and version, and its SHA-256 must be the one pinned here
 * before anything is unpacked. The result is cached per version and architecture under
 * ~/.cache/edge-vision/openvino (EDGE_VISION_CACHE moves it), holding `libs/` and the wheel's
 * licence files (Apache-2.0, with the third-party notices of oneDNN, oneTBB and the runtime).
 *
 * `tsx scripts/agent-bundle/openvino.ts <x64|arm64> <dir>` copies that folder to dir (the agent
 * image's build does).
 */
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';

export const OPENVINO_VERSION = '2026.4.1';
export type OpenVinoArch = 'x64' | 'arm64';

/**
 * The wheel per architecture. Every CPython tag carries the same libraries; cp311 is the one
 * the workloads' Python installs. aarch64 wheels need glibc 2.35 (Debian 12, Ubuntu 22.04).
 */
export const OPENVINO_WHEELS: Record<OpenVinoArch, { file: string; sha256: string }> = {
  x64: {
    file: 'openvino-2026.4.1-22982-cp311-cp311-manylinux_2_28_x86_64.whl',
    sha256: '2d22b1da03f7caf74df30e9f6417d0ab2f637e4a38e08e1dcd294d2c37407aaf',
  },
  arm64: {
    file: 'openvino-2026.4.1-22982-cp311-cp311-manylinux_2_35_aarch64.whl',
    sha256: 'bea1eb3733c34ef331adc945da0ccda5937865031139073663be84c517ffda22',
  },
};

/**
 * The wheel's entries kept, and where they go. The CPU plugin is `intel_cpu` on x64 and
 * `arm_cpu` on arm64; libtbbmalloc is TBB's allocator, which TBB loads when present. Left out:
 * the GPU and NPU plugins, AUTO/HETERO/batching, the PyTorch, TensorFlow, Paddle, JAX and GGUF
 * frontends, TBB's NUMA binding (tbbbind, hwloc) and the Python bindings.
 */
export function keptPath(entry: string): string | undefined {
  const lib =
    /^openvino\/libs\/(libopenvino_c\.so\.\d+|libopenvino\.so\.\d+|libopenvino_(?:intel|arm)_cpu_plugin\.so|libopenvino_(?:ir|onnx)_frontend\.so\.\d+|libtbb\.so\.12|libtbbmalloc\.so\.2)$/.exec(
      entry,
    );
  if (lib) return join('libs', lib[1]!);
  const licence = /^openvino-[^/]+\.dist-info\/licenses\/(LICENSE|licensing\/[^/]+\.txt)$/.exec(entry);
  return licence ? licence[1] : undefined;
}

const cacheRoot = () => join(process.env.EDGE_VISION_CACHE ?? join(homedir(), '.cache', 'edge-vision'), 'openvino');

/** The folder with `libs/` and the licences for arch, downloaded and unpacked once. */
export async function openVinoRuntime(arch: OpenVinoArch): Promise<string> {
  const dir = join(cacheRoot(), `${OPENVINO_VERSION}-linux-${arch}`);
  if (existsSync(join(dir, 'done'))) return dir;
  const staging = `${dir}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const wheel = join(staging, OPENVINO_WHEELS[arch].file);
  let kept: string[];
  try {
    await downloadWheel(arch, wheel);
    kept = await unpack(wheel, staging);
    rmSync(wheel);
    const libs = kept.filter((path) => path.startsWith('libs/'));
    if (libs.length !== 7 || !kept.includes('LICENSE')) {
      throw new Error(`${OPENVINO_WHEELS[arch].file} lacks libraries the agent needs: it holds ${kept.join(', ')}`);
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  writeFileSync(join(staging, 'done'), `${OPENVINO_WHEELS[arch].file}\n${kept.sort().join('\n')}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return dir;
}

/** PyPI's simple index (PEP 691 JSON), or the mirror PIP_INDEX_URL names, as pip would ask it. */
async function downloadWheel(arch: OpenVinoArch, to: string): Promise<void> {
  const { file, sha256 } = OPENVINO_WHEELS[arch];
  const index = `${(process.env.PIP_INDEX_URL ?? 'https://pypi.org/simple').replace(/\/+$/, '')}/openvino/`;
  const listing = await fetch(index, { headers: { accept: 'application/vnd.pypi.simple.v1+json' } });
  if (!listing.ok) throw new Error(`${index} answered ${listing.status}`);
  if (!listing.headers.get('content-type')?.includes('json')) {
    throw new Error(`${index} does not answer in PEP 691 JSON (application/vnd.pypi.simple.v1+json)`);
  }
  const files = ((await listing.json()) as { files: { filename: string; url: string }[] }).files;
  const found = files.find((f) => f.filename === file);
  if (!found) throw new Error(`${index} lists no ${file}`);
  const response = await fetch(new URL(found.url, index));
  if (!response.ok || !response.body) throw new Error(`${found.url} answered ${response.status}`);
  const hash = createHash('sha256');
  await pipeline(
    response.body as unknown as NodeJS.ReadableStream,
    async function* (chunks: AsyncIterable<string | Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(to),
  );
  const actual = hash.digest('hex');
  if (actual !== sha256) {
    rmSync(to, { force: true });
    throw new Error(`${file} from ${found.url} has SHA-256 ${actual}, not the pinned ${sha256}: not used`);
  }
}

/** Writes the kept entries of the wheel under dir; returns their paths there. */
function unpack(wheel: string, dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(wheel, { lazyEntries: true, strictFileNames: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error(`${wheel} is not a zip archive`));
      const kept: string[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(kept));
      zip.on('entry', (entry: yauzl.Entry) => {
        const path = keptPath(entry.fileName);
        if (!path) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error(`cannot read ${entry.fileName}`));
          const target = join(dir, path);
          mkdirSync(dirname(target), { recursive: true });
          pipeline(stream, createWriteStream(target, { mode: path.startsWith('libs/') ? 0o755 : 0o644 })).then(() => {
            kept.push(path);
            zip.readEntry();
          }, reject);
        });
      });
      zip.readEntry();
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [arch, out] = process.argv.slice(2);
  if ((arch !== 'x64' && arch !== 'arm64') || !out) {
    process.stderr.write('usage: tsx scripts/agent-bundle/openvino.ts <x64|arm64> <dir>\n');
    process.exit(2);
  }
  const dir = await openVinoRuntime(arch);
  cpSync(dir, out, { recursive: true, filter: (path) => !path.endsWith('/done') });
  process.stdout.write(`${out}\n`);
}

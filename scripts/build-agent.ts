import { build, type Metafile } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Bundles the edge agent into one file, dist/agent/edge-agent.mjs. The native parts
 * (onnxruntime-node, sharp) stay outside the bundle: they are installed next to it
 * (the Dockerfile in agent/ does, as does the setup script), because their binaries
 * are per platform. koffi, which OpenVINO IR models need, stays outside too: where it is not
 * installed the agent runs ONNX only (agent/inference/openvino-runtime.ts).
 */
export const AGENT_BUNDLE = fileURLToPath(new URL('../dist/agent/edge-agent.mjs', import.meta.url));
export const AGENT_EXTERNALS = ['onnxruntime-node', 'sharp', 'koffi'];
/** The npm packages bundled into the agent, with their licences (the archives' notice lists them). */
export const AGENT_BUNDLED_PACKAGES = fileURLToPath(new URL('../dist/agent/bundled-packages.json', import.meta.url));

export interface BundledPackage {
  name: string;
  version: string;
  license: string;
  /** The package's own licence file, which its licence asks to be shipped with copies. */
  text: string;
}

export async function buildAgent(): Promise<string> {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL('../agent/main.ts', import.meta.url))],
    outfile: AGENT_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: AGENT_EXTERNALS,
    sourcemap: false,
    legalComments: 'none',
    // Bundled CommonJS code may still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __agentRequire } from 'node:module'; const require = __agentRequire(import.meta.url);",
    },
    logLevel: 'warning',
    metafile: true,
  });
  writeFileSync(AGENT_BUNDLED_PACKAGES, `${JSON.stringify(bundledPackages(metafile), null, 2)}\n`);
  return AGENT_BUNDLE;
}

function bundledPackages(metafile: Metafile): BundledPackage[] {
  const folders = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const folder = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
    if (folder) folders.add(folder);
  }
  return [...folders]
    .map((folder) => {
      const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      const file = readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
      return {
        name: pkg.name,
        version: pkg.version,
        license: pkg.license ?? 'see its package',
        text: file ? readFileSync(join(folder, file), 'utf8') : '',
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildAgent();
  process.stdout.write(`${out}\n`);
}

import { build } from 'esbuild';
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

export async function buildAgent(): Promise<string> {
  await build({
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
  });
  return AGENT_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await buildAgent();
  process.stdout.write(`${out}\n`);
}

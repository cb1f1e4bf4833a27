/**
 * `npm run contract:generate`: writes what is generated from the contracts in contracts/:
 * - the JSON Schemas of the workload contract (contracts/workload-contract.ts) to
 *   workloads/contract/, for workloads written in any language;
 * - the CRD YAML of the custom resources (contracts/custom-resources.ts) to the chart's crds/.
 * `--check` exits 1 when a committed file differs from what its contract generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  evaluatorEnv,
  exporterEnv,
  predictionsBody,
  trainerEnv,
  workloadReport,
  workloadUrls,
} from '../contracts/workload-contract.js';
import { crdFiles } from './contracts/crd-yaml.js';
import { CRD_DIR } from './stack/kube.js';

const WORKLOAD_CONTRACT_DIR = fileURLToPath(new URL('../workloads/contract/', import.meta.url));

export const CONTRACT_FILES: Record<string, z.ZodType> = {
  'trainer-env.schema.json': trainerEnv,
  'exporter-env.schema.json': exporterEnv,
  'evaluator-env.schema.json': evaluatorEnv,
  'predictions.schema.json': predictionsBody,
  'report.schema.json': workloadReport,
  'urls.schema.json': workloadUrls,
};

export function contractJson(schema: z.ZodType): string {
  return `${JSON.stringify(z.toJSONSchema(schema, { io: 'input' }), null, 2)}\n`;
}

function contractFiles(): [string, string][] {
  return Object.entries(CONTRACT_FILES).map(([file, schema]): [string, string] => [file, contractJson(schema)]);
}

/** Every generated file: its path and the text its contract gives it. */
export function generatedFiles(): [string, string][] {
  return [
    ...contractFiles().map(([file, text]): [string, string] => [`${WORKLOAD_CONTRACT_DIR}${file}`, text]),
    ...crdFiles().map(([file, text]): [string, string] => [join(CRD_DIR, file), text]),
  ];
}

function main(): number {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [path, text] of generatedFiles()) {
    if (check) {
      let committed = '';
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        // missing counts as stale
      }
      if (committed !== text) stale.push(path);
    } else writeFileSync(path, text);
  }
  if (stale.length > 0) {
    console.error(`stale: ${stale.join(', ')} (run npm run contract:generate)`);
    return 1;
  }
  return 0;
}

export { contractFiles };

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());

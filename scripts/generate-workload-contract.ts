/**
 * `npm run contract:generate`: writes the JSON Schemas of the workload contract
 * (crds/workload-contract.ts) to workloads/contract/, for workloads written in any language.
 * `--check` exits 1 when the committed files differ from what the contract generates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { exporterEnv, trainerEnv, workloadReport } from '../crds/workload-contract.js';

const dir = fileURLToPath(new URL('../workloads/contract/', import.meta.url));

export const CONTRACT_FILES: Record<string, z.ZodType> = {
  'trainer-env.schema.json': trainerEnv,
  'exporter-env.schema.json': exporterEnv,
  'report.schema.json': workloadReport,
};

export function contractJson(schema: z.ZodType): string {
  return `${JSON.stringify(z.toJSONSchema(schema, { io: 'input' }), null, 2)}\n`;
}

function contractFiles(): [string, string][] {
  return [...Object.entries(CONTRACT_FILES).map(([file, schema]): [string, string] => [file, contractJson(schema)])];
}

function main(): number {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, text] of contractFiles()) {
    const path = `${dir}${file}`;
    if (check) {
      let committed = '';
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        // missing counts as stale
      }
      if (committed !== text) stale.push(file);
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

import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { CONTRACT_FILES, contractJson } from '../../scripts/generate-workload-contract.js';

describe('the workload contract (workloads/contract/*.schema.json)', () => {
  for (const [file, schema] of Object.entries(CONTRACT_FILES)) {
    it(`${file} is what crds/workload-contract.ts generates (npm run contract:generate)`, () => {
      const committed = readFileSync(new URL(`../../workloads/contract/${file}`, import.meta.url), 'utf8');
      expect(committed).to.equal(contractJson(schema));
    });
  }
});

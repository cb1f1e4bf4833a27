import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { contractFiles } from '../../scripts/generate-contracts.js';

describe('the workload contract (workloads/contract/)', () => {
  for (const [file, text] of contractFiles()) {
    it(`${file} is what contracts/workload-contract.ts generates (npm run contract:generate)`, () => {
      const committed = readFileSync(new URL(`../../workloads/contract/${file}`, import.meta.url), 'utf8');
      expect(committed).to.equal(text);
    });
  }
});

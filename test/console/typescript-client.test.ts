import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { generatedFiles } from '../../scripts/clients/typescript-client.js';

describe('the generated TypeScript client', function () {
  this.timeout(60_000);

  it('matches the current OpenAPI document: types, API_VERSION and the package version (run `npm run clients:generate:ts` after changing a route)', async () => {
    for (const { file, content: current } of await generatedFiles()) {
      const committed = readFileSync(file, 'utf8');
      if (committed !== current) {
        const a = committed.split('\n');
        const b = current.split('\n');
        const line = a.findIndex((text, i) => text !== b[i]);
        expect.fail(
          `${fileURLToPath(file)} is out of date from line ${line + 1}:\n` +
            `  committed: ${a[line]}\n  current:   ${b[line]}\nrun \`npm run clients:generate:ts\``,
        );
      }
    }
  });
});

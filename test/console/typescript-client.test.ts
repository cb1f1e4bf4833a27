import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { generatedSchemaSource, SCHEMA_FILE } from '../../clients/typescript/openapi-source.js';

describe('the generated TypeScript client', function () {
  this.timeout(60_000);

  it('matches the current OpenAPI document (run `npm run clients:generate:ts` after changing a route)', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    const current = await generatedSchemaSource();
    if (committed !== current) {
      const a = committed.split('\n');
      const b = current.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      expect.fail(
        `clients/typescript/schema.d.ts is out of date from line ${line + 1}:\n` +
          `  committed: ${a[line]}\n  current:   ${b[line]}\nrun \`npm run clients:generate:ts\``,
      );
    }
  });
});

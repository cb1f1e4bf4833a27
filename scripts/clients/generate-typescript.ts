/** `npm run clients:generate:ts`: rewrites schema.d.ts, version.ts and package.json's version from the current routes. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from './typescript-client.js';

for (const { file, content } of await generatedFiles()) {
  writeFileSync(file, content);
  console.log(`wrote ${fileURLToPath(file)}`);
}
process.exit(0);

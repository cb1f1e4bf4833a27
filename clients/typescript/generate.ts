/** `npm run clients:generate:ts`: rewrites schema.d.ts from the current routes. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedSchemaSource, SCHEMA_FILE } from './openapi-source.js';

writeFileSync(SCHEMA_FILE, await generatedSchemaSource());
console.log(`wrote ${fileURLToPath(SCHEMA_FILE)}`);
process.exit(0);

/** `npm run docs:generate`: rewrites the documentation pages generated from code. */
import { writeFileSync } from 'node:fs';
import { configurationPage, TARGET } from './configuration.js';

writeFileSync(TARGET, await configurationPage());
console.log(`wrote ${TARGET}`);

/**
 * Makes the suites' Python virtualenvs ahead of `npm test` (CI runs this after `npm ci`): one per
 * test/fixtures/requirements-*.txt, plus the workloads' one (workloads/requirements.txt: the
 * trainer and exporter share it), under ~/.cache/edge-vision/venvs, skipped when present.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from './stack/python-venv.js';

const fixtures = fileURLToPath(new URL('../test/fixtures/', import.meta.url));
const files = readdirSync(fixtures).filter((name) => /^requirements-.+\.txt$/.test(name));
const workloads = fileURLToPath(new URL('../workloads/requirements.txt', import.meta.url));
for (const file of [...files.map((name) => join(fixtures, name)), workloads]) {
  const venv = await pythonVenv(file);
  console.log(`${file}: ${venv.dir}`);
}

/**
 * Makes the suites' Python virtualenvs ahead of `npm test` (CI runs this after `npm ci`): one per
 * test/fixtures/requirements-*.txt and clients/python/requirements-*.txt (the client generator and
 * the Python client's tests), plus the workloads' one (workloads/requirements.txt: the trainer and
 * exporter share it), under ~/.cache/edge-vision/venvs, skipped when present.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from './stack/python-venv.js';

const requirementsIn = (folder: string) => {
  const dir = fileURLToPath(new URL(folder, import.meta.url));
  return readdirSync(dir)
    .filter((name) => /^requirements-.+\.txt$/.test(name))
    .map((name) => join(dir, name));
};
const workloads = fileURLToPath(new URL('../workloads/requirements.txt', import.meta.url));
for (const file of [...requirementsIn('../test/fixtures/'), ...requirementsIn('../clients/python/'), workloads]) {
  const venv = await pythonVenv(file);
  console.log(`${file}: ${venv.dir}`);
}

/**
 * Makes the suites' Python virtualenvs ahead of `npm test` (CI runs this after `npm ci`): one per
 * test/fixtures/requirements-*.txt and clients/python/requirements-*.txt (the client generator and the
 * Python client's tests), under ~/.cache/edge-vision/venvs, skipped when present.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pythonVenv } from '../test/helpers/python-venv.js';

const folders = ['../test/fixtures/', '../clients/python/'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
for (const folder of folders) {
  for (const file of readdirSync(folder).filter((name) => /^requirements-.+\.txt$/.test(name))) {
    const venv = await pythonVenv(join(folder, file));
    console.log(`${file}: ${venv.dir}`);
  }
}

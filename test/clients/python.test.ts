import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { pythonVenv } from '../../scripts/stack/python-venv.js';
import { stackEnv } from '../helpers/stack-env.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { runToEnd } from './run-to-end.js';

const PYTHON_CLIENT = fileURLToPath(new URL('../../clients/python/', import.meta.url));

describe('the Python client and CLI against the real API (pytest)', function () {
  this.timeout(10 * 60_000);
  let t: TestApi;

  before(async () => {
    // S3's least part size, so tests/test_imports.py sends an archive of a few parts in little time.
    t = await startTestApi({ LARGE_UPLOAD_PART_BYTES: '5242880' });
  });
  after(async () => t?.stop());

  it('pass clients/python/tests: library, typed errors, and the CLI with login through Dex', async () => {
    const venv = await pythonVenv(`${PYTHON_CLIENT}requirements-test.txt`);
    const { code, output } = await runToEnd(venv.python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'], {
      cwd: PYTHON_CLIENT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PYTHONPATH: `${PYTHON_CLIENT}src`,
        PYTHONDONTWRITEBYTECODE: '1',
        EDGE_VISION_API: `${t.api.url}/api`,
        EDGE_VISION_ISSUER: stackEnv.issuer,
        EDGE_VISION_TEST_TOKEN: await tokenFor(freshUser()),
        EDGE_VISION_OTHER_TOKEN: await tokenFor(freshUser()),
        EDGE_VISION_LOGIN_EMAIL: freshUser(),
      },
    });
    expect(code, output).to.equal(0);
    expect(output).to.match(/\d+ passed/);
    expect(output).not.to.match(/skipped|xfail/);
  });
});

import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { runToEnd } from './run-to-end.js';

const GO_CLIENT = fileURLToPath(new URL('../../clients/go/', import.meta.url));

describe('the Go client against the real API (go test)', function () {
  // A first run downloads the module's two dependencies through the Go module proxy and compiles.
  this.timeout(10 * 60_000);
  let t: TestApi;

  before(async () => {
    t = await startTestApi();
  });
  after(async () => t?.stop());

  it('passes clients/go: project to dataset export, paging, typed errors', async () => {
    const { code, output } = await runToEnd('go', ['test', '-count=1', '-v', './...'], {
      cwd: GO_CLIENT,
      env: {
        ...process.env,
        GOFLAGS: '-mod=readonly',
        EDGE_VISION_API: `${t.api.url}/api`,
        EDGE_VISION_TEST_TOKEN: await tokenFor(freshUser()),
        EDGE_VISION_OTHER_TOKEN: await tokenFor(freshUser()),
      },
    });
    expect(code, output).to.equal(0);
    for (const name of ['TestProjectToDatasetExport', 'TestErrorsAreTyped', 'TestAPIVersionMatchesTheDocument']) {
      expect(output).to.include(`--- PASS: ${name}`);
    }
    expect(output).not.to.include('--- SKIP');
  });
});

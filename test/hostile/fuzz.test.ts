import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { createProject, newDevice, uploadImage } from '../helpers/data.js';
import { provisionDevice } from '../helpers/devices.js';
import { PortainerDouble } from '../helpers/doubles/portainer.js';
import { pythonVenv, type PythonVenv } from '../../scripts/stack/python-venv.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';

const REQUIREMENTS = fileURLToPath(new URL('../fixtures/requirements-schemathesis.txt', import.meta.url));

/**
 * What every response must satisfy: no 5xx, a status the document lists for the operation, and a
 * body and content type matching what it documents for that status.
 */
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'response_schema_conformance',
  'content_type_conformance',
];

/**
 * Creating training jobs, export jobs, evaluations and deployments makes Kubernetes custom
 * resources; without a cluster these answer 503 by design (test/operator covers them against a
 * real apiserver).
 */
const NEEDS_CLUSTER = '^/ml/(training-jobs|export-jobs|evaluations|deployments)$';

/** The same cases on every run; small enough for both runs to take about a minute and a half on 2 cores. */
const SEED = '20261122';
const EXAMPLES_PER_OPERATION = '10';

describe('hostile input: Schemathesis fuzzing of the whole OpenAPI document', function () {
  this.timeout(240_000);
  let venv: PythonVenv;
  let portainer: PortainerDouble;
  let t: TestApi;
  let userToken: string;
  let deviceKey: string;
  let workDir: string;

  before(async function () {
    // Made by `npm test` before the suites start (scripts/setup); installing here takes a minute when it was not.
    this.timeout(300_000);
    venv = await pythonVenv(REQUIREMENTS);
    // With a container-management service, so the container routes reach Docker's answers
    // (without one they are 503 by design, covered in test/api/devices/containers.test.ts).
    portainer = new PortainerDouble();
    await portainer.start();
    t = await startTestApi({ EDGE_MANAGER_URL: portainer.url, EDGE_MANAGER_API_KEY: portainer.apiKey });
    // Two organizations: the user's fuzzing deletes devices by id, which must not remove the fuzzing device.
    const email = freshUser();
    userToken = await tokenFor(email, t.config.OIDC_ISSUER_URL);
    const user = t.client.as(userToken);
    const project = await createProject(user);
    const camera = await newDevice(user, t.client);
    await uploadImage(camera.client, 'frame.jpg', 1, { project_id: String(project.id) });
    deviceKey = (await provisionDevice(await t.as(freshUser()), t.client)).apiKey;
    workDir = mkdtempSync(join(tmpdir(), 'edge-vision-schemathesis-'));
  });
  after(async () => {
    await t?.stop();
    await portainer?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  function schemathesis(header: string): Promise<{ code: number; output: string }> {
    const args = [
      'run',
      `${t.api.url}/api/openapi.json`,
      '--header',
      header,
      '--checks',
      CHECKS.join(','),
      '--exclude-path-regex',
      NEEDS_CLUSTER,
      '--max-examples',
      EXAMPLES_PER_OPERATION,
      '--seed',
      SEED,
      // One worker: CPython 3.11 can raise "AST constructor recursion depth mismatch" when
      // Hypothesis describes strategies from several threads at once (cpython#106905).
      '--workers',
      '1',
      '--request-timeout',
      '10',
      '--generation-database',
      'none',
      '--no-color',
    ];
    return new Promise((resolve) => {
      execFile(
        venv.bin('schemathesis'),
        args,
        { cwd: workDir, maxBuffer: 64 * 1024 * 1024, timeout: 200_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, output: `${stdout}${stderr}` });
        },
      );
    });
  }

  it('finds no server error, undocumented status or off-schema response with a user token', async () => {
    const run = await schemathesis(`Authorization: Bearer ${userToken}`);
    expect(run.code, run.output).to.equal(0);
  });

  it('finds no server error, undocumented status or off-schema response with a device key', async () => {
    const run = await schemathesis(`X-Device-Key: ${deviceKey}`);
    expect(run.code, run.output).to.equal(0);
  });
});

/**
 * `npm test`: install what the suites need and this machine lacks (scripts/setup), lint and
 * type-check, then start a private stack (MongoDB, MinIO, Dex) on free ports, run every mocha
 * suite against it, stop everything, and exit non-zero on any failure.
 * Extra arguments go to mocha: `npm test -- test/api/foundation/auth.test.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareMachine } from './setup/prepare-machine.js';
import { keepOnlyLogs, removeOldRuns } from './stack/kept-logs.js';
import { whyNoRealNode } from './stack/node/real-node.js';
import { startStack } from './stack/local-stack.js';
import { LOCAL_USERS } from './stack/servers.js';
import { TEST_USERS } from '../test/helpers/users.js';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const mochaArgs = process.argv.slice(2);
  const prepared = Date.now();
  // A whole run builds the images while the Go servers build (the cluster suites need them);
  // a run of chosen files leaves them to the cluster suite, which builds what it uses. Where the
  // node cannot run, the cluster suites say why (or are left out) without images.
  await prepareMachine('test', { withImages: mochaArgs.length === 0 && whyNoRealNode() === undefined });
  const preparing = (Date.now() - prepared) / 1000;
  if (preparing > 5) console.log(`== this machine was prepared for the suites in ${(preparing / 60).toFixed(1)} min`);
  if (mochaArgs.length === 0 && process.env.SKIP_LINT !== '1') {
    console.log('== lint: eslint, prettier --check, tsc --noEmit');
    if ((await run('npm', ['run', '--silent', 'lint'])) !== 0) return 1;
  }

  removeOldRuns(tmpdir(), 'edge-vision-test-', 24 * 3600_000);
  const dir = mkdtempSync(join(tmpdir(), 'edge-vision-test-'));
  console.log(`== starting MongoDB, MinIO and Dex for the tests (logs in ${dir}/logs)`);
  const started = Date.now();
  const stack = await startStack({ dir, users: [...LOCAL_USERS, ...TEST_USERS] });
  console.log(`== stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  let code = 1;
  try {
    const specs = mochaArgs.length > 0 ? mochaArgs : ['test/**/*.test.ts'];
    code = await run('npx', ['--no-install', 'mocha', ...specs], {
      ...process.env,
      ...stack.env,
      TEST_STACK_DIR: dir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
  } finally {
    await stack.stop();
    if (code === 0) rmSync(dir, { recursive: true, force: true });
    else {
      keepOnlyLogs(dir);
      console.log(`== server logs kept in ${dir}/logs (removed by a run a day later)`);
    }
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

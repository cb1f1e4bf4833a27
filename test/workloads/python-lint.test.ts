import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { REPO, workloadPython } from './harness.js';

const run = promisify(execFile);

/** The workloads' Python is held to the same bar as the TypeScript: ruff (pinned in the venv). */
describe("the workloads' Python", function () {
  this.timeout(120_000);
  const targets = ['workloads', 'test/workloads'];

  async function ruff(...args: string[]): Promise<{ code: number; output: string }> {
    const bin = join(dirname(await workloadPython()), 'ruff');
    const settings = join(REPO, 'workloads', 'pyproject.toml');
    try {
      const { stdout, stderr } = await run(bin, [...args, '--config', settings, ...targets], { cwd: REPO });
      return { code: 0, output: stdout + stderr };
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      return { code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  }

  it('passes ruff check', async () => {
    const { code, output } = await ruff('check', '--no-cache');
    expect(code, output).to.equal(0);
  });

  it('is formatted as ruff format writes it', async () => {
    const { code, output } = await ruff('format', '--check', '--no-cache');
    expect(code, output).to.equal(0);
  });
});

import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { parse } from 'yaml';
import { IMAGE_NAMES } from '../../scripts/images/images.js';
import { releaseBuildArgs } from '../../scripts/images/release-args.js';
import { serverBinary } from '../../scripts/stack/binaries.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKFLOWS = join(ROOT, '.github', 'workflows');
const BROKEN = join(ROOT, 'test', 'build', 'fixtures', 'broken-workflow.yml');

/** actionlint's findings (it runs shellcheck on `run:` scripts when shellcheck is on PATH). */
function actionlint(files: string[]): { status: number | null; output: string } {
  // The pinned build (scripts/install-servers.sh); it throws rather than pass when there is none.
  const result = spawnSync(serverBinary('actionlint'), ['-no-color', ...files], { cwd: ROOT, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the GitHub workflows (.github/workflows)', function () {
  this.timeout(60_000);
  const workflows = readdirSync(WORKFLOWS)
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => join(WORKFLOWS, file));

  it('pass actionlint and shellcheck', () => {
    expect(workflows.map((file) => file.slice(WORKFLOWS.length + 1))).to.include('release.yml');
    const { status, output } = actionlint(workflows);
    expect(output, 'actionlint findings').to.equal('');
    expect(status).to.equal(0);
  });

  it('fail the lint when a workflow has a mistake (a known-broken fixture)', () => {
    const { status, output } = actionlint([BROKEN]);
    expect(status).to.equal(1);
    expect(output).to.match(/property "imag" is not defined/);
    expect(output).to.match(/SC2086/);
  });

  it('pin every action by full commit with its version in a comment', () => {
    for (const file of workflows) {
      const uses = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\s*(-\s+)?uses:/.test(line));
      for (const line of uses) {
        expect(line, `${file}: ${line.trim()}`).to.match(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
      }
    }
  });

  it('release every image npm run images:build builds, with its build arguments', () => {
    const release = parse(readFileSync(join(WORKFLOWS, 'release.yml'), 'utf8')) as {
      jobs: { images: { strategy: { matrix: { image: string[] } }; steps: { run?: string }[] } };
    };
    expect([...release.jobs.images.strategy.matrix.image].sort()).to.deep.equal([...IMAGE_NAMES].sort());
    const build = release.jobs.images.steps.map((step) => step.run ?? '').join('\n');
    expect(build).to.include('scripts/images/release-args.ts "$IMAGE"');
    expect(releaseBuildArgs('trainer')).to.deep.equal([
      '--file=workloads/Dockerfile',
      '--build-arg=WORKLOAD=trainer',
      'workloads',
    ]);
  });
});

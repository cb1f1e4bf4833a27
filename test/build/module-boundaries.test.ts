import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The boundary rule's findings for `code` as if it were the file at `path` (nothing is written). */
async function boundaryProblems(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/module-surface').map((m) => m.message);
}

/**
 * The lint rule that keeps module internals private (eslint/module-boundaries.js), run on small
 * fixtures: if it stopped firing, the boundary could erode without anyone noticing.
 */
describe('the module boundary lint rule', function () {
  this.timeout(60_000);

  it("reports a module importing another module's repository", async () => {
    const problems = await boundaryProblems(
      'api/modules/inference/fixture.ts',
      "import { ImageRepository } from '../data/images/repository.js';\nexport const x = ImageRepository;\n",
    );
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('inside the data module');
  });

  it('reports type-only imports and re-exports of internals too', async () => {
    const problems = await boundaryProblems(
      'api/modules/data/images/fixture.ts',
      "import type { ModelVersionDoc } from '../../ml/models/repository.js';\n" +
        "export type { DeviceDoc } from '../../devices/repository.js';\n" +
        'export type M = ModelVersionDoc;\n',
    );
    expect(problems).to.have.length(2);
  });

  it('reports lib importing a module', async () => {
    const problems = await boundaryProblems(
      'api/lib/fixture.ts',
      "import { createDataModule } from '../modules/data/index.js';\nexport const x = createDataModule;\n",
    );
    expect(problems).to.have.length(1);
  });

  it("allows another module's index.ts and a module's own files", async () => {
    const problems = await boundaryProblems(
      'api/modules/inference/fixture.ts',
      "import type { ModelVersionDoc } from '../ml/index.js';\n" +
        "import { InferenceRepository } from './repository.js';\n" +
        'export type M = ModelVersionDoc;\nexport const r = InferenceRepository;\n',
    );
    expect(problems).to.deep.equal([]);
  });

  it('finds nothing in the tree as it is', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const results = await eslint.lintFiles(['api/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'boundaries/module-surface').map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(problems).to.deep.equal([]);
  });
});

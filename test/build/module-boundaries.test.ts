import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The repository's config without type information: the rules under test read specifiers only,
 * and the fixtures below are not files the TypeScript project knows.
 */
const WITHOUT_TYPES = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
} as const;

/** The boundary rule's findings for `code` as if it were the file at `path` (nothing is written). */
async function boundaryProblems(path: string, code: string, rule = 'boundaries/module-surface'): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: WITHOUT_TYPES });
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
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
    const eslint = new ESLint({ cwd: ROOT, overrideConfig: WITHOUT_TYPES });
    const results = await eslint.lintFiles(['api/**/*.ts', 'bench/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'boundaries/module-surface').map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(problems).to.deep.equal([]);
  });

  it('reports a type reached through `import()` of a module internal', async () => {
    const problems = await boundaryProblems(
      'api/modules/inference/fixture.ts',
      "export type M = import('../ml/models/repository.js').ModelVersionDoc;\n",
    );
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('inside the ml module');
  });

  it("reports a script reaching into a module's files, and allows its index.ts", async () => {
    const problems = await boundaryProblems(
      'scripts/fixture.ts',
      "import { ImageRepository } from '../api/modules/data/images/repository.js';\n" +
        "import { createDataModule } from '../api/modules/data/index.js';\n" +
        'export const x = [ImageRepository, createDataModule];\n',
    );
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('inside the data module');
  });

  it("reports a bench reaching into a module's files, except the white-box benches the config names", async () => {
    const code =
      "import { DeviceRepository } from '../../api/modules/devices/repository.js';\nexport const x = DeviceRepository;\n";
    const reported = await boundaryProblems('bench/console/fixture.ts', code);
    expect(reported).to.have.length(1);
    expect(reported[0]).to.include('inside the devices module');
    expect(await boundaryProblems('bench/devices/checkin-bench.ts', code)).to.deep.equal([]);
  });

  it("reports a data sub-area importing another's file that is not on its surface, naming the surface", async () => {
    const problems = await boundaryProblems(
      'api/modules/data/exports/fixture.ts',
      "import { encodeCursor } from '../images/list-cursor.js';\n" +
        "import { ImageRepository } from '../images/repository.js';\n" +
        "import type { ImportJobDoc } from '../imports/repository.js';\n" +
        "import { readArchive } from './archive.js';\n" +
        'export const x = [encodeCursor, ImageRepository, readArchive];\nexport type I = ImportJobDoc;\n',
    );
    expect(problems).to.have.length(2);
    expect(problems[0]).to.include('inside data/images/').and.include('repository.ts, schemas.ts');
    expect(problems[1]).to.include('inside data/imports/').and.include('formats/index.ts');
  });

  it("lets data/index.ts assemble every sub-area's files", async () => {
    const problems = await boundaryProblems(
      'api/modules/data/fixture.ts',
      "import { encodeCursor } from './images/list-cursor.js';\nexport const x = encodeCursor;\n",
    );
    expect(problems).to.deep.equal([]);
  });

  it('finds the repository root from its config, not the directory eslint runs in', async () => {
    const eslint = new ESLint({ cwd: `${ROOT}api/modules`, overrideConfig: WITHOUT_TYPES });
    const [result] = await eslint.lintText(
      "import { ImageRepository } from '../data/images/repository.js';\nexport const x = ImageRepository;\n",
      { filePath: `${ROOT}api/modules/inference/fixture.ts` },
    );
    const problems = (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/module-surface');
    expect(problems).to.have.length(1);
  });
});

describe('the program boundary lint rule', function () {
  this.timeout(60_000);

  it('reports the operator importing the API, and allows the contracts', async () => {
    const problems = await boundaryProblems(
      'operator/fixture.ts',
      "import { loadConfig } from '../api/config.js';\n" +
        "import { KINDS } from '../contracts/custom-resources.js';\n" +
        'export const x = [loadConfig, KINDS];\n',
      'boundaries/programs',
    );
    expect(problems).to.have.length(1);
    expect(problems[0]).to.include('belongs to api: operator is a separate program');
  });

  it('reports the agent importing anything but the TypeScript client: contracts, tooling, tests', async () => {
    const problems = await boundaryProblems(
      'agent/fixture.ts',
      "import { KINDS } from '../contracts/custom-resources.js';\n" +
        "import { startStack } from '../scripts/stack/local-stack.js';\n" +
        "import type { TestApi } from '../test/helpers/api.js';\n" +
        "import { createClient } from '../clients/typescript/index.js';\n" +
        'export const x = [KINDS, startStack, createClient];\nexport type T = TestApi;\n',
      'boundaries/programs',
    );
    expect(problems).to.have.length(3);
  });

  it('reports the console importing the API, and allows the TypeScript client', async () => {
    const problems = await boundaryProblems(
      'console/src/fixture.tsx',
      "import { createApp } from '../../api/app.js';\n" +
        "import { createClient } from '../../clients/typescript/index.js';\n" +
        'export const x = [createApp, createClient];\n',
      'boundaries/programs',
    );
    expect(problems).to.have.length(1);
  });

  it('finds nothing in the tree as it is', async () => {
    const eslint = new ESLint({ cwd: ROOT, overrideConfig: WITHOUT_TYPES });
    const results = await eslint.lintFiles([
      'operator',
      'agent',
      'console/src',
      'contracts',
      'clients/typescript',
      'scripts',
    ]);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(problems).to.deep.equal([]);
  });
});

describe('the injected clock lint rule', function () {
  this.timeout(60_000);

  it('reports `new Date()` and `Date.now()` in the API, naming the Clock to use instead', async () => {
    const problems = await boundaryProblems(
      'api/modules/devices/fixture.ts',
      'export const a = new Date();\nexport const b = Date.now();\n',
      'clock/injected',
    );
    expect(problems).to.have.length(2);
    expect(problems[0]).to.include('this.clock.now()').and.include('api/wiring/modules.ts');
  });

  it('allows converting a value, `performance.now()`, the clock itself and code outside the API', async () => {
    const code = 'export const a = new Date(0);\nexport const b = performance.now();\nexport const c = new Date();\n';
    const problems = [
      ...(await boundaryProblems(
        'api/modules/devices/fixture.ts',
        code.split('\n').slice(0, 2).join('\n'),
        'clock/injected',
      )),
      ...(await boundaryProblems('api/lib/clock.ts', code, 'clock/injected')),
      ...(await boundaryProblems('operator/fixture.ts', code, 'clock/injected')),
    ];
    expect(problems).to.deep.equal([]);
  });

  it('finds nothing in the API as it is', async () => {
    const eslint = new ESLint({ cwd: ROOT, overrideConfig: WITHOUT_TYPES });
    const results = await eslint.lintFiles(['api/**/*.ts']);
    const problems = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'clock/injected').map((m) => `${r.filePath}:${m.line}: ${m.message}`),
    );
    expect(problems).to.deep.equal([]);
  });
});

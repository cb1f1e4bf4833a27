import { readFileSync } from 'node:fs';
import { expect } from 'chai';

const doc = readFileSync(new URL('../../docs/workloads.md', import.meta.url), 'utf8');

function definition(file: string, id?: string): { properties: Record<string, unknown>; required: string[] } {
  const schema = JSON.parse(readFileSync(new URL(`../../workloads/contract/${file}`, import.meta.url), 'utf8')) as {
    $defs: Record<string, { properties: Record<string, unknown>; required: string[] }>;
  };
  return id ? schema.$defs[id]! : Object.values(schema.$defs)[0]!;
}

/** The `| \`NAME\` | yes/no |` rows of the table after `<!-- section:`. */
function tableRows(section: string): string[][] {
  const text = doc.split(`<!-- ${section}:`)[1]!.split('\n## ')[0]!.split('\n<!-- ')[0]!;
  return [...text.matchAll(/^\| `([A-Z0-9_]+)` *\| (yes|no) *\|/gm)].map((m) => [m[1]!, m[2]!]);
}

/** docs/workloads.md is what people read: its tables must say what the schemas enforce. */
describe('docs/workloads.md', () => {
  for (const file of ['trainer-env.schema.json', 'exporter-env.schema.json', 'evaluator-env.schema.json']) {
    it(`lists every variable of ${file} with whether it is required`, () => {
      const { properties, required } = definition(file);
      expect(tableRows(file.replace('.schema.json', ''))).to.deep.equal(
        Object.keys(properties).map((key) => [key, required.includes(key) ? 'yes' : 'no']),
      );
    });
  }

  for (const [section, id] of [
    ['trainer-urls', 'TrainerUrls'],
    ['exporter-urls', 'ExporterUrls'],
    ['evaluator-urls', 'EvaluatorUrls'],
  ]) {
    it(`lists every signed URL of ${id} with whether it is required`, () => {
      const { properties, required } = definition('urls.schema.json', id);
      expect(tableRows(section!)).to.deep.equal(
        Object.keys(properties).map((key) => [key, required.includes(key) ? 'yes' : 'no']),
      );
    });
  }

  it('describes every field of the report body', () => {
    const { properties } = definition('report.schema.json');
    for (const field of Object.keys(properties)) expect(doc).to.contain(`\`${field}\``);
  });
});

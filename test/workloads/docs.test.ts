import { readFileSync } from 'node:fs';
import { expect } from 'chai';

const doc = readFileSync(new URL('../../docs/workloads.md', import.meta.url), 'utf8');

function definition(file: string): { properties: Record<string, unknown>; required: string[] } {
  const schema = JSON.parse(readFileSync(new URL(`../../workloads/contract/${file}`, import.meta.url), 'utf8')) as {
    $defs: Record<string, { properties: Record<string, unknown>; required: string[] }>;
  };
  return Object.values(schema.$defs)[0]!;
}

/** docs/workloads.md is what people read: its tables must say what the schemas enforce. */
describe('docs/workloads.md', () => {
  for (const file of ['trainer-env.schema.json', 'exporter-env.schema.json']) {
    it(`lists every variable of ${file} with whether it is required`, () => {
      const { properties, required } = definition(file);
      const section = doc.split(`<!-- ${file.replace('.schema.json', '')}:`)[1]!.split('\n## ')[0]!;
      const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` *\| (yes|no) *\|/gm)].map((m) => [m[1], m[2]]);
      expect(rows).to.deep.equal(Object.keys(properties).map((key) => [key, required.includes(key) ? 'yes' : 'no']));
    });
  }

  it('describes every field of the report body', () => {
    const { properties } = definition('report.schema.json');
    for (const field of Object.keys(properties)) expect(doc).to.contain(`\`${field}\``);
  });
});

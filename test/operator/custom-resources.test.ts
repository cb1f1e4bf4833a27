import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { CUSTOM_RESOURCES, KINDS, type KindName } from '../../contracts/custom-resources.js';
import { crdFiles, structural } from '../../scripts/contracts/crd-yaml.js';
import { CRD_DIR } from '../../scripts/stack/kube.js';

const samples = new URL('../../docs/samples/', import.meta.url).pathname;

describe('the custom resources (contracts/custom-resources.ts)', () => {
  for (const [file, text] of crdFiles()) {
    it(`helm/edge-vision/crds/${file} is what the contract generates (npm run contract:generate)`, () => {
      expect(readFileSync(join(CRD_DIR, file), 'utf8')).to.equal(text);
    });
  }

  for (const kind of Object.keys(KINDS) as KindName[]) {
    it(`docs/samples/${kind.toLowerCase()}.yaml is a valid ${kind} spec`, () => {
      const sample = parse(readFileSync(join(samples, `${kind.toLowerCase()}.yaml`), 'utf8')) as { spec: unknown };
      const result = CUSTOM_RESOURCES[kind].spec.safeParse(sample.spec);
      expect(result.error?.issues ?? []).to.deep.equal([]);
    });
  }

  it('gives the cluster a structural schema: no zod-only keywords, free-form maps kept as they are', () => {
    const schema = structural({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        labels: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
        free: {
          type: 'object',
          'x-kubernetes-preserve-unknown-fields': true,
          additionalProperties: { type: ['string', 'number'] },
        },
      },
    });
    expect(schema).to.deep.equal({
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 0 },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        free: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      },
    });
  });
});

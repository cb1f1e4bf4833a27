import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { KINDS, type KindName } from '../../crds/types.js';
import { CRD_DIR } from '../../scripts/stack/kube.js';
import { differences, TypeReader, type SchemaNode } from '../helpers/crd-drift.js';

const types = new TypeReader(join(CRD_DIR, 'types.ts'));

function crdSchema(kind: KindName): { spec: SchemaNode; status: SchemaNode } {
  const crd = parse(readFileSync(join(CRD_DIR, `${kind.toLowerCase()}.yaml`), 'utf8')) as {
    spec: { versions: { schema: { openAPIV3Schema: SchemaNode } }[] };
  };
  const { properties } = crd.spec.versions[0]!.schema.openAPIV3Schema;
  return { spec: properties!.spec!, status: properties!.status! };
}

describe('the CRD YAML and crds/types.ts say the same', () => {
  for (const kind of Object.keys(KINDS) as KindName[]) {
    it(`${kind}: every spec and status field has the same type, requiredness and enum values`, () => {
      const schema = crdSchema(kind);
      expect([
        ...differences(schema.spec, types.shapeOf(`${kind}Spec`), `${kind}.spec`),
        ...differences(schema.status, types.shapeOf(`${kind}Status`), `${kind}.status`),
      ]).to.deep.equal([]);
    });
  }

  it('names each field that drifted: a missing field, a changed type, an enum value, a required field', () => {
    const schema = structuredClone(crdSchema('DeploymentJob').spec);
    delete schema.properties!.rollbackOnFailure;
    schema.properties!.organizationId!.type = 'string';
    schema.properties!.exportArtifact!.properties!.format!.enum!.push('coreml');
    schema.required = ['organizationId', 'exportArtifact'];
    expect(differences(schema, types.shapeOf('DeploymentJobSpec'), 'spec')).to.have.members([
      'spec.rollbackOnFailure: in TypeScript, not in the CRD',
      'spec.organizationId: number in TypeScript, string in the CRD',
      'spec.exportArtifact.format: enum [hailo, onnx, openvino, tensorrt, tflite] in TypeScript, ' +
        '[coreml, hailo, onnx, openvino, tensorrt, tflite] in the CRD',
      'spec: required [exportArtifact, organizationId, targets] in TypeScript, ' +
        '[exportArtifact, organizationId] in the CRD',
    ]);
  });
});

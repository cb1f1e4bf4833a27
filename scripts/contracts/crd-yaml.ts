/**
 * A CustomResourceDefinition from the zod schemas of contracts/custom-resources.ts. zod writes
 * JSON Schema; Kubernetes wants a structural schema, so what it refuses or does not need goes:
 * `$schema`, `propertyNames`, zod's safe-integer bounds, and the value schema of a map whose
 * fields the cluster keeps as they are (`x-kubernetes-preserve-unknown-fields`).
 */
import { stringify } from 'yaml';
import { z } from 'zod';
import { CUSTOM_RESOURCES, GROUP, KINDS, VERSION, type KindName } from '../../contracts/custom-resources.js';

type Schema = Record<string, unknown>;

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** zod's JSON Schema made structural, recursively. */
export function structural(node: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'propertyNames') continue;
    if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    if (key === 'additionalProperties' && node['x-kubernetes-preserve-unknown-fields'] === true) continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, child]) => [name, structural(child)]),
      );
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object' && value !== null) {
      out[key] = structural(value as Schema);
    } else out[key] = value;
  }
  return out;
}

const schemaOf = (schema: z.ZodType): Schema => structural(z.toJSONSchema(schema, { io: 'input' }) as Schema);

export function customResourceDefinition(kindName: KindName): object {
  const { kind, plural } = KINDS[kindName];
  const resource = CUSTOM_RESOURCES[kindName];
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${GROUP}` },
    spec: {
      group: GROUP,
      scope: 'Namespaced',
      names: {
        kind,
        listKind: `${kind}List`,
        plural,
        singular: kind.toLowerCase(),
        shortNames: [resource.shortName],
        categories: ['edgevision'],
      },
      versions: [
        {
          name: VERSION,
          served: true,
          storage: true,
          subresources: { status: {} },
          additionalPrinterColumns: resource.printerColumns,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              required: ['spec'],
              properties: { spec: schemaOf(resource.spec), status: schemaOf(resource.status) },
            },
          },
        },
      ],
    },
  };
}

/** File name → YAML text, for the chart's crds/ folder. */
export function crdFiles(): [string, string][] {
  return (Object.keys(KINDS) as KindName[]).map((kindName) => [
    `${kindName.toLowerCase()}.yaml`,
    `# Generated from contracts/custom-resources.ts by npm run contract:generate; do not edit.\n${stringify(
      customResourceDefinition(kindName),
      { lineWidth: 0 },
    )}`,
  ]);
}

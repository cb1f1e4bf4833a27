/**
 * The OpenAPI 3.1 document restated in OpenAPI 3.0 terms for oapi-codegen, whose parser
 * (kin-openapi) reads 3.0: `type: [X, "null"]` becomes `type: X, nullable: true`, and the
 * 3.1-only top-level `webhooks` (empty here) is dropped. A query parameter that is one of several
 * scalar types (`project_id`: an id or the literal `null`) becomes a string, which oapi-codegen
 * turns into a settable `*string` rather than a union with unexported fields.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function convert(value: Json): Json {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  const schema = value.schema;
  if (value.in === 'query' && isScalarUnion(schema)) {
    return { ...(convert({ ...value, schema: null }) as object), schema: { type: 'string' } };
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === 'type' && Array.isArray(child)) {
      const types = child.filter((t) => t !== 'null');
      if (types.length === 1) out.type = types[0] as Json;
      else out.anyOf = types.map((type) => ({ type }));
      if (types.length !== child.length) out.nullable = true;
    } else {
      out[key] = convert(child);
    }
  }
  return out;
}

function isScalarUnion(schema: Json | undefined): boolean {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema) || !Array.isArray(schema.anyOf)) return false;
  return schema.anyOf.every(
    (branch) =>
      branch !== null &&
      typeof branch === 'object' &&
      !Array.isArray(branch) &&
      ['string', 'integer', 'number', 'boolean'].includes(String(branch.type)),
  );
}

export function toOpenApi30(document: object): object {
  const { webhooks: _webhooks, ...rest } = convert(document as Json) as { [key: string]: Json };
  return { ...rest, openapi: '3.0.3' };
}

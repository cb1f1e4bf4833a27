/**
 * The OpenAPI 3.1 document restated in OpenAPI 3.0 terms for oapi-codegen, whose parser
 * (kin-openapi) reads 3.0: `type: [X, "null"]` becomes `type: X, nullable: true`, and the
 * 3.1-only top-level `webhooks` (empty here) is dropped. Nothing else in the document needs it.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function convert(value: Json): Json {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'type' && Array.isArray(child)) {
      const types = child.filter((t) => t !== 'null');
      if (types.length !== 1) throw new Error(`cannot restate type ${JSON.stringify(child)} in OpenAPI 3.0`);
      out.type = types[0];
      if (types.length !== child.length) out.nullable = true;
    } else {
      out[key] = convert(child);
    }
  }
  return out;
}

export function toOpenApi30(document: object): object {
  const { webhooks: _webhooks, ...rest } = convert(document as Json) as { [key: string]: Json };
  return { ...rest, openapi: '3.0.3' };
}

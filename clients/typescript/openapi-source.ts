/**
 * The TypeScript types openapi-typescript makes from the API's OpenAPI document (built in-process
 * by scripts/clients/openapi-document.ts: no server needs to be reachable).
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { format } from 'prettier';
import { currentOpenApiDocument } from '../../scripts/clients/openapi-document.js';

export const SCHEMA_FILE = new URL('./schema.d.ts', import.meta.url);

/** What `npm run clients:generate:ts` writes to schema.d.ts, formatted as the repository is. */
export async function generatedSchemaSource(): Promise<string> {
  const document = await currentOpenApiDocument();
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)));
  const header =
    '// Generated from /api/openapi.json by `npm run clients:generate:ts` (openapi-typescript). Do not edit.\n';
  return format(header + astToString(ast), {
    parser: 'typescript',
    singleQuote: true,
    printWidth: 120,
    trailingComma: 'all',
  });
}

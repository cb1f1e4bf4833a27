/**
 * The TypeScript types openapi-typescript makes from the API's OpenAPI document (built in-process
 * by scripts/clients/openapi-document.ts: no server needs to be reachable).
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { currentOpenApiDocument } from './openapi-document.js';

export const SCHEMA_FILE = new URL('../../clients/typescript/schema.d.ts', import.meta.url);
export const VERSION_FILE = new URL('../../clients/typescript/version.ts', import.meta.url);
export const PACKAGE_FILE = new URL('../../clients/typescript/package.json', import.meta.url);
export const FORMATS_FILE = new URL('../../clients/typescript/formats.ts', import.meta.url);

let documentOnce: ReturnType<typeof currentOpenApiDocument> | undefined;
/** The document, built once per process (building the app takes a moment). */
function openApiDocument() {
  documentOnce ??= currentOpenApiDocument();
  return documentOnce;
}

/** What `npm run clients:generate:ts` writes to schema.d.ts, formatted as the repository is. */
export async function generatedSchemaSource(): Promise<string> {
  const document = await openApiDocument();
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

/** What the generator writes to version.ts: the document's `info.version`, as the Python and Go clients carry it. */
export async function generatedVersionSource(): Promise<string> {
  const { info } = await openApiDocument();
  return (
    '// Generated from /api/openapi.json by `npm run clients:generate:ts`. Do not edit.\n\n' +
    "/** The `info.version` of the OpenAPI document this client was generated from (the package's version). */\n" +
    `export const API_VERSION = '${info.version}';\n`
  );
}

interface EnumProperty {
  properties: Record<string, { enum?: string[]; default?: string }>;
}

/**
 * What the generator writes to formats.ts: the `format` values the export and deployment requests
 * accept, as runtime lists, so a form offers exactly what the API takes (types alone cannot).
 */
export async function generatedFormatsSource(): Promise<string> {
  const schemas = (await openApiDocument()).components?.schemas as Record<string, EnumProperty>;
  const values = (schema: string) => {
    const list = schemas[schema]?.properties.format?.enum;
    if (!list) throw new Error(`The OpenAPI document has no ${schema}.format enum`);
    return list.map((value) => `'${value}'`).join(', ');
  };
  return format(
    '// Generated from /api/openapi.json by `npm run clients:generate:ts`. Do not edit.\n' +
      "import type { components } from './schema.js';\n\n" +
      '/** The formats POST /ml/export-jobs accepts: those an exporter image can produce. */\n' +
      `export const EXPORT_JOB_FORMATS: readonly components['schemas']['CreateExportJob']['format'][] = [${values('CreateExportJob')}];\n\n` +
      '/** The formats POST /ml/deployments accepts. */\n' +
      `export const DEPLOYMENT_FORMATS: readonly NonNullable<components['schemas']['CreateDeployment']['format']>[] = [${values('CreateDeployment')}];\n`,
    { parser: 'typescript', singleQuote: true, printWidth: 120, trailingComma: 'all' },
  );
}

/** package.json with `version` set to the document's `info.version` (everything else as committed). */
export async function generatedPackageJson(): Promise<string> {
  const { info } = await openApiDocument();
  const pkg = JSON.parse(readFileSync(PACKAGE_FILE, 'utf8')) as Record<string, unknown>;
  return `${JSON.stringify({ ...pkg, version: info.version }, null, 2)}\n`;
}

/** Every file the TypeScript generator owns, with the content the current routes give it. */
export async function generatedFiles(): Promise<{ file: URL; content: string }[]> {
  return [
    { file: SCHEMA_FILE, content: await generatedSchemaSource() },
    { file: VERSION_FILE, content: await generatedVersionSource() },
    { file: PACKAGE_FILE, content: await generatedPackageJson() },
    { file: FORMATS_FILE, content: await generatedFormatsSource() },
  ];
}

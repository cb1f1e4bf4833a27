// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Two rules that keep the repository's parts apart. Relative specifiers are resolved against the
 * importing file, so they see through `../../ml/models/repository.js` and friends; package
 * imports are not their business. Type-only imports, `import('...')` types and re-exports count
 * too: a type reached through another part's internals couples the two just as surely. Paths are
 * taken relative to the `root` option, which eslint.config.js sets to its own folder, so the
 * answer does not depend on the directory eslint runs from.
 *
 * `boundaries/module-surface`: a file in api/modules/<a>/ may import another module <b> only
 * through api/modules/<b>/index.ts (its public surface: the factory, ports and the types it
 * re-exports), never one of <b>'s files, and api/lib/ imports no module at all. scripts/ and bench/
 * reach a module through its index.ts too, except the white-box benches the `whiteBox` option
 * names (they time a module's queries or decoding directly); tests may read internals.
 * Inside api/modules/data/, each sub-area (images/, datasets/, ...) is a boundary as well: another
 * sub-area may import only the files DATA_SURFACES lists for it; data/index.ts assembles them all.
 *
 * `boundaries/programs`: each top-level program uses only the parts it ships with. The operator
 * and the API share the contracts; the agent and the console talk to the platform through the
 * generated TypeScript client only; no program imports tooling or tests.
 */

/** What each program may import besides its own files. Tooling (scripts, bench, test) is free. */
const PROGRAMS = {
  api: ['contracts'],
  operator: ['contracts'],
  agent: ['clients/typescript'],
  console: ['clients/typescript'],
  contracts: [],
  'clients/typescript': [],
};

/**
 * What each sub-area of api/modules/data/ offers the others (paths inside the sub-area, without
 * extension). A sub-area not listed offers nothing; a new entry is a decision a reviewer sees.
 */
const DATA_SURFACES = {
  annotations: ['repository', 'schemas', 'service'],
  batches: ['repository'],
  datasets: ['repository', 'service', 'split'],
  exports: ['schemas'],
  images: ['repository', 'schemas', 'service', 'upload-engine', 'image-probe'],
  imports: ['formats/index'],
  projects: ['repository', 'service'],
};

/** The part of the repository a root-relative path belongs to. */
function partOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'clients' && parts[1] === 'typescript') return 'clients/typescript';
  if (parts[0] && parts[0] in PROGRAMS) return parts[0];
  if (parts[0] === 'scripts' || parts[0] === 'bench') return 'tooling';
  if (parts[0] === 'test') return 'test';
  return null;
}

/** Where a root-relative path sits inside the API, when it does. */
function apiPlace(file) {
  const parts = file.split('/');
  if (parts[0] !== 'api') return null;
  if (parts[1] === 'lib') return { layer: 'lib' };
  if (parts[1] === 'modules' && parts.length >= 4) {
    return {
      layer: 'module',
      module: parts[2],
      isIndex: parts.length === 4 && /^index\.[jt]s$/.test(parts[3]),
      // data/<area>/<path>: the sub-area and the path inside it, without extension.
      area: parts[2] === 'data' && parts.length >= 5 ? parts[3] : undefined,
      inArea: parts
        .slice(4)
        .join('/')
        .replace(/\.[jt]sx?$/, ''),
    };
  }
  return null;
}

/**
 * Calls `check(node, source)` for every relative specifier of the file: imports, re-exports,
 * dynamic imports and `import('...')` types.
 * @param {(node: any, source: string) => void} check
 */
function visitSpecifiers(check) {
  /** @param {any} node */
  const fromSource = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string' && source.startsWith('.')) check(node, source);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    /** @param {any} node */
    TSImportType(node) {
      const source = node.argument?.literal?.value;
      if (typeof source === 'string' && source.startsWith('.')) check(node, source);
    },
  };
}

/** The importing file and a resolver of its specifiers, both relative to the configured root. */
function locate(context) {
  const root = context.options[0]?.root;
  if (typeof root !== 'string') throw new Error('boundaries rules need { root } (the repository root) as option');
  const toRoot = (path) => relative(root, path).split(sep).join('/');
  return {
    file: toRoot(context.filename),
    resolveSpecifier: (source) => toRoot(resolve(dirname(context.filename), source)),
  };
}

const rootOption = [
  { type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false },
];

const moduleSurfaceOptions = [
  {
    type: 'object',
    properties: { root: { type: 'string' }, whiteBox: { type: 'array', items: { type: 'string' } } },
    required: ['root'],
    additionalProperties: false,
  },
];

/** @type {import('eslint').Rule.RuleModule} */
const moduleSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Modules use each other only through the other module's index.ts" },
    schema: moduleSurfaceOptions,
    messages: {
      internal:
        "'{{source}}' is inside the {{target}} module: import from its index.ts (add a port or an export there), not from its files",
      libImportsModule: "api/lib must not import a module ('{{source}}'): lib is below every module",
      dataArea:
        "'{{source}}' is inside data/{{area}}/, which offers the others only {{offered}} (DATA_SURFACES in eslint/module-boundaries.js): use one of those, or add to them",
    },
  },
  create(context) {
    const { file, resolveSpecifier } = locate(context);
    const from = apiPlace(file);
    const whiteBox = context.options[0]?.whiteBox ?? [];
    const isTooling = partOf(file) === 'tooling' && !whiteBox.some((/** @type {string} */ p) => file.startsWith(p));
    if (!from && !isTooling) return {};
    return visitSpecifiers((node, source) => {
      const target = apiPlace(resolveSpecifier(source));
      if (!target || target.layer !== 'module') return;
      if (from?.layer === 'lib') {
        context.report({ node, messageId: 'libImportsModule', data: { source } });
      } else if ((isTooling || from?.layer === 'module') && target.module !== from?.module && !target.isIndex) {
        context.report({ node, messageId: 'internal', data: { source, target: target.module ?? '' } });
      } else if (from?.area && target.area && from.module === target.module && from.area !== target.area) {
        const offered = DATA_SURFACES[/** @type {keyof typeof DATA_SURFACES} */ (target.area)] ?? [];
        if (offered.includes(target.inArea)) return;
        const names = offered.length > 0 ? offered.map((f) => `${f}.ts`).join(', ') : 'nothing';
        context.report({ node, messageId: 'dataArea', data: { source, area: target.area, offered: names } });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const programs = {
  meta: {
    type: 'problem',
    docs: { description: 'Each program imports only its own files and the parts it ships with' },
    schema: rootOption,
    messages: {
      foreign:
        "'{{source}}' belongs to {{target}}: {{program}} is a separate program and may import only {{allowed}} besides its own files",
    },
  },
  create(context) {
    const { file, resolveSpecifier } = locate(context);
    const program = partOf(file);
    if (!program || !(program in PROGRAMS)) return {};
    const allowed = PROGRAMS[/** @type {keyof typeof PROGRAMS} */ (program)];
    return visitSpecifiers((node, source) => {
      const target = partOf(resolveSpecifier(source)) ?? resolveSpecifier(source).split('/')[0];
      if (target === program || allowed.includes(target)) return;
      context.report({
        node,
        messageId: 'foreign',
        data: { source, target, program, allowed: allowed.length > 0 ? allowed.join(', ') : 'nothing' },
      });
    });
  },
};

export default { rules: { 'module-surface': moduleSurface, programs } };

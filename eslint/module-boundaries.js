// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * `boundaries/module-surface`: a file in api/modules/<a>/ may import another module <b> only
 * through api/modules/<b>/index.ts (its public surface: the factory, ports and the types it
 * re-exports), never one of <b>'s files; and api/lib/ imports no module at all. Type-only
 * imports count too: a type reached through another module's internals couples the two just as
 * surely. Relative specifiers are resolved against the importing file, so the rule sees through
 * `../../ml/models/repository.js` and friends; package imports are not its business.
 */

/** @param {string} file a path relative to the repository root, with `/` separators */
function place(file) {
  const parts = file.split('/');
  if (parts[0] !== 'api') return null;
  if (parts[1] === 'lib') return { layer: 'lib' };
  if (parts[1] === 'modules' && parts.length >= 4) {
    return { layer: 'module', module: parts[2], isIndex: parts.length === 4 && /^index\.[jt]s$/.test(parts[3]) };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleSurface = {
  meta: {
    type: 'problem',
    docs: { description: "Modules use each other only through the other module's index.ts" },
    schema: [],
    messages: {
      internal:
        "'{{source}}' is inside the {{target}} module: import from its index.ts (add a port or an export there), not from its files",
      libImportsModule: "api/lib must not import a module ('{{source}}'): lib is below every module",
    },
  },
  create(context) {
    const root = context.cwd;
    const from = place(relative(root, context.filename).split(sep).join('/'));
    if (!from) return {};

    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = place(
        relative(root, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/'),
      );
      if (!target || target.layer !== 'module') return;
      if (from?.layer === 'lib') {
        context.report({ node, messageId: 'libImportsModule', data: { source } });
      } else if (from?.layer === 'module' && target.module !== from.module && !target.isIndex) {
        context.report({ node, messageId: 'internal', data: { source, target: target.module ?? '' } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-surface': moduleSurface } };

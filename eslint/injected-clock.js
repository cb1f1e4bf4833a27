// @ts-check

/**
 * `clock/injected`: the API reads the time from its injected `Clock` (api/lib/clock.ts), never
 * from `new Date()` or `Date.now()`, so tests can move time instead of sleeping. `new Date(x)`
 * with an argument converts a value and is left alone. test/build/module-boundaries.test.ts
 * proves the rule fires.
 */
const MESSAGE =
  'Read the time from the injected Clock (api/lib/clock.ts): `this.clock.now()` for a Date, ' +
  '`this.clock.now().getTime()` for milliseconds; take `clock: Clock` in the deps and pass ' +
  '`clock` from api/wiring/modules.ts. Elapsed time within one process: `performance.now()`.';

export default {
  rules: {
    injected: {
      meta: {
        type: 'problem',
        docs: { description: 'Read the current time from the injected Clock' },
        schema: [],
        messages: { wallClock: MESSAGE },
      },
      /** @param {any} context */
      create(context) {
        return {
          /** @param {any} node */
          NewExpression(node) {
            if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) {
              context.report({ node, messageId: 'wallClock' });
            }
          },
          /** @param {any} node */
          CallExpression(node) {
            const callee = node.callee;
            if (
              callee.type === 'MemberExpression' &&
              callee.object.type === 'Identifier' &&
              callee.object.name === 'Date' &&
              !callee.computed &&
              callee.property.name === 'now'
            ) {
              context.report({ node, messageId: 'wallClock' });
            }
          },
        };
      },
    },
  },
};

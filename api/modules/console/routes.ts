import { defineRoute, ok, type AnyRoute } from '../../lib/http/route.js';
import { consoleConfig, type ConsoleConfig } from './schemas.js';

/** Settings read by the console at run time, so one build serves every deployment. */
export function consoleRoutes(settings: ConsoleConfig): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/console-config',
      tags: ['Operations'],
      summary: "The browser console's sign-in settings",
      auth: 'public',
      responses: { 200: { description: 'Issuer, client id and scopes', data: consoleConfig } },
      handler: async () => ok(settings),
    }),
  ];
}

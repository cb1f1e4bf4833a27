import { z } from 'zod';

export const consoleConfig = z
  .object({
    issuer: z.url().meta({ description: 'OIDC issuer the console signs in with (authorization code + PKCE)' }),
    client_id: z.string().meta({ description: 'Public OIDC client id of the console' }),
    scopes: z.string().meta({ description: 'Space-separated scopes; offline_access lets it renew without an iframe' }),
  })
  .meta({ id: 'ConsoleConfig' });

export type ConsoleConfig = z.infer<typeof consoleConfig>;

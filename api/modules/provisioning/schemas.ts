import { z } from 'zod';
import { pageQuery, timestamp } from '../../lib/http/schemas.js';

export const TOKEN_STATUSES = ['valid', 'used', 'revoked', 'expired'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

export const createTokenBody = z
  .object({
    name: z.string().trim().max(200).optional().meta({ description: 'A note for people, e.g. the site' }),
    expires_in_hours: z.number().int().min(1).max(720).default(24).meta({ description: '1 to 720, default 24' }),
  })
  .meta({ id: 'CreateProvisioningToken' });

export const provisioningToken = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    status: z.enum(TOKEN_STATUSES).meta({
      description: '`valid` until used (`used`), revoked (`revoked`) or past `expires_at` (`expired`)',
    }),
    token_hint: z.string().meta({ description: 'The first characters of the token, to tell tokens apart' }),
    expires_at: timestamp,
    used_at: timestamp.nullable(),
    device_id: z.string().nullable().meta({ description: 'The device provisioned with it' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'ProvisioningToken' });

export const createdToken = provisioningToken
  .extend({ token: z.string().meta({ description: 'The secret: shown this once, stored only as a hash' }) })
  .meta({ id: 'CreatedProvisioningToken' });

export const listTokensQuery = pageQuery.extend({
  status: z.enum(TOKEN_STATUSES).optional().meta({ description: 'Only tokens in this state' }),
});

export type CreateToken = z.output<typeof createTokenBody>;
export type ProvisioningTokenView = z.output<typeof provisioningToken>;
export type ListTokensQuery = z.output<typeof listTokensQuery>;

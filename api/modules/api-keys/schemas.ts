import { z } from 'zod';
import { ROLES } from '../../lib/auth/permissions.js';
import { API_KEY_PREFIX } from '../../lib/auth/authenticate.js';
import { timestamp } from '../../lib/http/schemas.js';

export { API_KEY_PREFIX };
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;

export const createApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ description: 'What the key is for, e.g. "CI upload"' }),
    role: z
      .enum(ROLES)
      .optional()
      .meta({ description: "The key's role in the organization: at most yours (the default)" }),
    expires_in_days: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .optional()
      .meta({ description: 'Days until the key stops working; without it the key lasts until revoked' }),
  })
  .meta({ id: 'CreateApiKey' });

export const apiKey = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(ROLES).meta({ description: "The key's role; never more than its owner's current role" }),
    status: z.enum(API_KEY_STATUSES),
    key_hint: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
    owner_email: z.string().nullable().meta({ description: 'Who created it (the key acts as them)' }),
    created_at: timestamp,
    expires_at: timestamp.nullable(),
    last_used_at: timestamp.nullable().meta({ description: 'Updated at most once a minute' }),
    revoked_at: timestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const createdApiKey = apiKey
  .extend({
    key: z.string().meta({
      description:
        'The secret (`evk_…`): shown this once, stored only as a hash. Send it as `Authorization: Bearer <key>`',
    }),
  })
  .meta({ id: 'CreatedApiKey' });

export type CreateApiKey = z.output<typeof createApiKeyBody>;
export type ApiKeyView = z.output<typeof apiKey>;

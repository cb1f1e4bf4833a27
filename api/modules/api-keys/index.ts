import type { Db } from 'mongodb';
import type { Clock } from '../../lib/clock.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { ApiKeyRepository } from './repository.js';
import { apiKeyRoutes } from './routes.js';
import { ApiKeyService, type MemberRole } from './service.js';

export type { ApiKeyService } from './service.js';
export { API_KEY_PREFIX } from './schemas.js';

/** Personal API keys: a person's credential for scripts and CI, in one organization. */
export function createApiKeysModule(deps: { db: Db; sequences: Sequences; clock: Clock; memberRole: MemberRole }) {
  const repository = new ApiKeyRepository(deps.db, deps.sequences);
  const service = new ApiKeyService(repository, deps.memberRole, deps.clock);
  return { service, routes: apiKeyRoutes(service), ensureIndexes: () => repository.ensureIndexes() };
}

import type { Db } from 'mongodb';
import type { Claims } from '../../lib/mongo/claims.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TokenRepository } from './repository.js';
import { provisioningTokenRoutes } from './routes.js';
import { ProvisioningTokenService } from './service.js';

export type { ClaimedToken, ProvisioningTokenService } from './service.js';

export function createProvisioningModule(db: Db, sequences: Sequences, claims: Claims) {
  const repository = new TokenRepository(db, sequences, claims);
  const service = new ProvisioningTokenService(repository);
  return {
    service,
    routes: provisioningTokenRoutes(service),
    ensureIndexes: () => repository.tokens.ensureIndexes(),
  };
}

import type { Db } from 'mongodb';
import type { Clock } from '../../lib/clock.js';
import type { Claims } from '../../lib/mongo/claims.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TokenRepository } from './repository.js';
import { provisioningTokenRoutes } from './routes.js';
import { ProvisioningTokenService } from './service.js';

export type { ClaimedToken, ProvisioningTokenService } from './service.js';

export interface ProvisioningModuleDeps {
  db: Db;
  sequences: Sequences;
  claims: Claims;
  clock: Clock;
}

/** Provisioning tokens: created by admins, claimed once by a device that enrols. */
export function createProvisioningModule(deps: ProvisioningModuleDeps) {
  const repository = new TokenRepository(deps.db, deps.sequences, deps.claims, deps.clock);
  const service = new ProvisioningTokenService(repository, deps.clock);
  return {
    service,
    routes: provisioningTokenRoutes(service),
    ensureIndexes: () => repository.ensureIndexes(),
  };
}

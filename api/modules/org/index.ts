import type { Db } from 'mongodb';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { OrgRepository } from './repository.js';
import { orgRoutes } from './routes.js';
import type { OrganizationSettings } from './schemas.js';
import { OrgService } from './service.js';

export type { OrgService } from './service.js';
export type { OrganizationSettings } from './schemas.js';

export function createOrgModule(db: Db, sequences: Sequences, defaults: OrganizationSettings) {
  const repository = new OrgRepository(db, sequences);
  const service = new OrgService(repository, defaults);
  return {
    service,
    routes: orgRoutes(service),
    ensureIndexes: () => repository.ensureIndexes(),
  };
}

import type { Db } from 'mongodb';
import type { Clock } from '../../lib/clock.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { InvitationService } from './invitations.js';
import { OrgRepository } from './repository.js';
import { orgRoutes } from './routes.js';
import type { OrganizationSettings } from './schemas.js';
import { OrgService } from './service.js';

export type { OrgService } from './service.js';
export type { OrganizationSettings } from './schemas.js';

export interface OrgModuleDeps {
  db: Db;
  sequences: Sequences;
  clock: Clock;
  /** The settings of an organization that has not changed them. */
  defaults: OrganizationSettings;
  /** Open batches follow an organization's new auto-close settings (the data module). */
  onBatchSettingsChanged(organizationId: number): Promise<void>;
}

/** Organizations, their members, invitations and settings; who a signed-in user is. */
export function createOrgModule(deps: OrgModuleDeps) {
  const repository = new OrgRepository(deps.db, deps.sequences, deps.clock);
  const service = new OrgService(repository, deps.defaults, deps.onBatchSettingsChanged, deps.clock);
  return {
    service,
    routes: orgRoutes(service, new InvitationService(repository)),
    ensureIndexes: () => repository.ensureIndexes(),
  };
}

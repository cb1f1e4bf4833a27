import type { Db } from 'mongodb';
import type { Clock } from '../../lib/clock.js';
import type { KubeResources } from '../../lib/kube.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { DeploymentOperatorService } from './operator-service.js';
import type { ArtifactSource, DeviceDirectory } from './ports.js';
import { DeploymentRepository } from './repository.js';
import { deploymentInternalRoutes, deploymentRoutes } from './routes.js';
import { DeploymentService } from './service.js';

export type { ArtifactSource, DeviceDirectory } from './ports.js';
export type { PendingDeployment } from './schemas.js';

export interface DeploymentsModuleDeps {
  db: Db;
  sequences: Sequences;
  clock: Clock;
  devices: DeviceDirectory;
  artifacts: ArtifactSource;
  kube: KubeResources | null;
  organizationExists(id: number): Promise<boolean>;
  /** The accuracy an export may lose against its source model and still be deployed (0..1). */
  maxAccuracyDrop(organizationId: number): Promise<number>;
}

/** Model deployments to devices: DeploymentJob resources, device phase reports, rollouts. */
export function createDeploymentsModule(deps: DeploymentsModuleDeps) {
  const repository = new DeploymentRepository(deps.db, deps.sequences);
  const service = new DeploymentService(
    repository,
    deps.devices,
    deps.artifacts,
    deps.kube,
    deps.maxAccuracyDrop,
    deps.clock,
  );
  const operator = new DeploymentOperatorService(repository, deps.devices, deps.organizationExists, deps.clock);
  return {
    service,
    routes: [...deploymentRoutes(service), ...deploymentInternalRoutes(operator)],
    ensureIndexes: () => repository.ensureIndexes(),
  };
}

/**
 * Builds the API's domain modules in dependency order and hands each its ports
 * (docs/architecture.md, "The boundary rule"). Nothing is assigned into a module once built.
 */
import type { Config } from '../config.js';
import { quotaLimits } from '../config-limits.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logging.js';
import type { Metrics } from '../lib/metrics.js';
import { Claims } from '../lib/mongo/claims.js';
import type { Database } from '../lib/mongo/database.js';
import { Sequences } from '../lib/mongo/sequences.js';
import { KubeResources } from '../lib/kube.js';
import { JobQueue } from '../lib/queue.js';
import { Quotas } from '../lib/quotas.js';
import type { ObjectStore } from '../lib/storage.js';
import { createApiKeysModule } from '../modules/api-keys/index.js';
import { createDataModule, EXPORT_JOB, IMPORT_JOB } from '../modules/data/index.js';
import { createDeploymentsModule } from '../modules/deployments/index.js';
import { createDevicesModule } from '../modules/devices/index.js';
import { createInferenceModule, runtimePoolFor } from '../modules/inference/index.js';
import { createMlModule } from '../modules/ml/index.js';
import { createMonitoringModule } from '../modules/monitoring/index.js';
import { createOrgModule } from '../modules/org/index.js';
import { createProvisioningModule } from '../modules/provisioning/index.js';

export interface ModuleDeps {
  config: Config;
  database: Database;
  storage: ObjectStore;
  logger: Logger;
  metrics: Metrics;
  /** Every module's source of the current time (api/lib/clock.ts). */
  clock: Clock;
  /** Overrides the cluster client the configuration describes (tests). */
  kube?: KubeResources | null;
  /** The internal listener's `/api` base, where workloads call back. */
  internalBaseUrl: () => string;
}

export type Modules = ReturnType<typeof composeModules>;

export function composeModules(deps: ModuleDeps) {
  const { config, database, storage, logger, metrics, clock } = deps;
  const db = database.db;
  const sequences = new Sequences(db);

  // Two pairs of modules call each other: org's settings drive data's batch closing (and data
  // reads those settings), devices' check-ins list deployments (which target devices). The
  // earlier module of each pair gets a port that reaches the later one when it is called, which
  // is only ever after construction.
  const org = createOrgModule({
    db,
    sequences,
    clock,
    defaults: {
      batch_auto_close: config.DEFAULT_BATCH_AUTO_CLOSE,
      batch_timeout_minutes: config.DEFAULT_BATCH_TIMEOUT_MINUTES,
      devices_require_approval: false,
      deployment_max_accuracy_drop: 0.02,
    },
    onBatchSettingsChanged: (organizationId) => data.rescheduleOpenBatches(organizationId),
  });
  const settingsOf = (organizationId: number) => org.service.settingsOf(organizationId);
  const organizationExists = (id: number) => org.service.exists(id);

  const apiKeys = createApiKeysModule({
    db,
    sequences,
    clock,
    memberRole: (organizationId, sub) => org.service.memberRole(organizationId, sub),
  });

  const queue = new JobQueue(db, {
    name: `api-${process.pid}`,
    pollIntervalMs: config.QUEUE_POLL_INTERVAL_MS,
    logger,
    // Jobs a person starts and waits for; the others can wait for the next poll.
    startAtOnce: [EXPORT_JOB, IMPORT_JOB],
  });
  const claims = new Claims(db, clock);
  const quotas = new Quotas(db, quotaLimits(config), clock);
  const provisioning = createProvisioningModule({ db, sequences, claims, clock });
  const devices = createDevicesModule({
    db,
    sequences,
    clock,
    config,
    tokens: provisioning.service,
    queue,
    metrics,
    logger,
    requireApproval: async (organizationId) => (await settingsOf(organizationId)).devices_require_approval,
    pendingDeployments: (device) => deployments.service.pendingFor(device),
    quotas,
  });
  const data = createDataModule({
    db,
    sequences,
    clock,
    claims,
    store: storage,
    queue,
    metrics,
    config,
    logger,
    settingsOf,
    uploadCounters: devices.uploadCounters,
    quotas,
  });

  const kube =
    deps.kube !== undefined
      ? deps.kube
      : KubeResources.fromSettings({
          kubeconfigPath: config.KUBECONFIG,
          inCluster: config.KUBE_IN_CLUSTER,
          namespace: config.KUBE_NAMESPACE,
        });
  const ml = createMlModule({
    db,
    sequences,
    clock,
    claims,
    store: storage,
    config,
    datasets: data.artifacts,
    projectExists: data.projectExists,
    organizationExists,
    quotas,
    kube,
    internalBaseUrl: deps.internalBaseUrl,
    logger,
  });
  const inference = createInferenceModule({
    db,
    clock,
    quotas,
    sequences,
    claims,
    store: storage,
    queue,
    config,
    logger,
    models: ml.modelVersions,
    data: data.inference,
    // ONNX Runtime threads: inference requests, and checking uploaded models off the event loop.
    pool: runtimePoolFor(config, logger),
    registry: metrics.registry,
  });
  const deployments = createDeploymentsModule({
    db,
    sequences,
    clock,
    devices: devices.service,
    artifacts: ml.artifacts,
    kube,
    organizationExists,
    maxAccuracyDrop: async (organizationId) => (await settingsOf(organizationId)).deployment_max_accuracy_drop,
  });
  const monitoring = createMonitoringModule({ db, sequences, metrics, queue, clock, organizationExists });

  return {
    org,
    apiKeys,
    provisioning,
    devices,
    data,
    ml,
    inference,
    deployments,
    monitoring,
    queue,
    /** Every module's routes under /api, in the order the document lists them. */
    routes: [
      ...org.routes,
      ...apiKeys.routes,
      ...provisioning.routes,
      ...devices.routes,
      ...data.routes,
      ...ml.routes,
      ...inference.routes,
      ...deployments.routes,
      ...monitoring.routes,
    ],
    /** Indexes every module needs; created at start, before the first request. */
    async ensureIndexes() {
      await Sequences.ensureIndexes(db);
      await claims.ensureIndexes();
      await quotas.ensureIndexes();
      for (const module of [org, apiKeys, provisioning, devices, data, ml, inference, deployments, monitoring]) {
        await module.ensureIndexes();
      }
    },
    /** Recurring jobs; run once the queue has started. */
    async schedule() {
      await devices.schedule();
      data.schedule();
    },
    /** Releases what the modules hold beyond the database (the sweep timer, inference threads and models). */
    async close() {
      await data.close();
      await inference.close();
    },
  };
}

import type { Db } from 'mongodb';
import { AgentBundles } from './agent-bundles.js';
import { Counter, Gauge } from 'prom-client';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logging.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { JobQueue } from '../../lib/queue.js';
import type { ProvisioningTokenService } from '../provisioning/index.js';
import { ContainerAuditRepository } from './containers/repository.js';
import { PortainerDocker } from './containers/portainer-docker.js';
import { containerRoutes } from './containers/routes.js';
import { ContainerService } from './containers/service.js';
import { PortainerEdgeManager } from './edge-manager.js';
import { DeviceRepository, TELEMETRY_MEASURES } from './repository.js';
import { deviceRoutes } from './routes.js';
import { DeviceService, type PendingWork } from './service.js';
import type { Quotas } from '../../lib/quotas.js';

export type { DeviceService } from './service.js';

const PRUNE_JOB = 'devices.prune-checkin-history';

export interface DevicesModuleDeps {
  db: Db;
  sequences: Sequences;
  clock: Clock;
  config: Config;
  tokens: ProvisioningTokenService;
  queue: JobQueue;
  metrics: Metrics;
  logger: Logger;
  /** The organization's `devices_require_approval` setting. */
  requireApproval?: (organizationId: number) => Promise<boolean>;
  /** The deployment jobs waiting for a device, listed in its check-in response. */
  pendingDeployments: PendingWork;
  quotas: Quotas;
}

export function createDevicesModule(deps: DevicesModuleDeps) {
  const { config } = deps;
  const repository = new DeviceRepository(deps.db, deps.sequences);
  const portainer =
    config.EDGE_MANAGER_URL && config.EDGE_MANAGER_API_KEY
      ? { url: config.EDGE_MANAGER_URL, apiKey: config.EDGE_MANAGER_API_KEY }
      : null;
  const edgeManager = portainer && new PortainerEdgeManager({ ...portainer, agentUrl: config.EDGE_MANAGER_AGENT_URL });
  const containerAudit = new ContainerAuditRepository(deps.db, deps.clock);
  const containers = new ContainerService(
    repository,
    containerAudit,
    portainer && new PortainerDocker(portainer),
    deps.clock,
  );
  const service = new DeviceService(
    repository,
    deps.tokens,
    edgeManager,
    {
      offlineAfterS: config.DEVICE_OFFLINE_AFTER_S,
      checkinHistoryLimit: config.CHECKIN_HISTORY_LIMIT,
      requireApproval: deps.requireApproval ?? (async () => false),
      pendingDeployments: deps.pendingDeployments,
      quotas: deps.quotas,
      checkins: new Counter({
        name: 'edge_vision_device_checkins_total',
        help: 'Device check-ins accepted, per organization',
        labelNames: ['organization_id'],
        registers: [deps.metrics.registry],
      }),
    },
    deps.logger,
    deps.clock,
  );

  new Gauge({
    name: 'edge_vision_devices',
    help: 'Devices per organization, by online state (a check-in within DEVICE_OFFLINE_AFTER_S)',
    labelNames: ['organization_id', 'state'],
    registers: [deps.metrics.registry],
    async collect() {
      this.reset();
      for (const [organizationId, { total, online }] of await service.countByOrganization()) {
        this.set({ organization_id: String(organizationId), state: 'online' }, online);
        this.set({ organization_id: String(organizationId), state: 'offline' }, total - online);
      }
    },
  });

  // Organization level only: a label per device would make one series per device and measure.
  new Gauge({
    name: 'edge_vision_device_telemetry',
    help: "Online devices' latest telemetry per organization: queued and dropped frames summed, CPU, disk and temperature at the worst device",
    labelNames: ['organization_id', 'measure'],
    registers: [deps.metrics.registry],
    async collect() {
      this.reset();
      for (const [organizationId, row] of await service.telemetryByOrganization()) {
        for (const measure of TELEMETRY_MEASURES) {
          const value = row[measure];
          if (value !== null) this.set({ organization_id: String(organizationId), measure }, value);
        }
      }
    },
  });

  /** Incremented by the image upload path (the data module), which owns uploads. */
  const uploadCounters = {
    uploads: new Counter({
      name: 'edge_vision_device_uploads_total',
      help: 'Images uploaded by devices, per organization',
      labelNames: ['organization_id'] as const,
      registers: [deps.metrics.registry],
    }),
    bytes: new Counter({
      name: 'edge_vision_device_upload_bytes_total',
      help: 'Bytes of images uploaded by devices, per organization',
      labelNames: ['organization_id'] as const,
      registers: [deps.metrics.registry],
    }),
  };

  deps.queue.agenda.define(PRUNE_JOB, async () => {
    const removed = await service.pruneCheckinHistory();
    if (removed > 0) deps.logger.info({ removed }, 'pruned device check-in history');
  });

  return {
    service,
    uploadCounters,
    routes: [
      ...deviceRoutes(service, {
        publicBaseUrl: config.PUBLIC_BASE_URL,
        agentBundles: new AgentBundles(config.AGENT_BUNDLE_DIR),
      }),
      ...containerRoutes(containers),
    ],
    async ensureIndexes() {
      await repository.ensureIndexes();
      await containerAudit.ensureIndexes();
    },
    /** Recurring work, scheduled once for all API processes (Agenda keeps one job per name). */
    async schedule() {
      await deps.queue.agenda.every(config.CHECKIN_PRUNE_INTERVAL, PRUNE_JOB);
    },
  };
}

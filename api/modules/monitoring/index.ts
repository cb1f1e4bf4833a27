import type { Db } from 'mongodb';
import type { Clock } from '../../lib/clock.js';
import { Counter } from 'prom-client';
import type { Metrics } from '../../lib/metrics.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import type { JobQueue } from '../../lib/queue.js';
import { instrumentQueue } from '../../lib/queue-metrics.js';
import { AlertRepository } from './repository.js';
import { monitoringRoutes } from './routes.js';
import { MonitoringService } from './service.js';

export type { MonitoringService } from './service.js';

export interface MonitoringModuleDeps {
  db: Db;
  sequences: Sequences;
  metrics: Metrics;
  queue: JobQueue;
  clock: Clock;
  organizationExists(id: number): Promise<boolean>;
}

/** Alerts from Alertmanager, stored per organization, and the platform-wide queue metrics. */
export function createMonitoringModule(deps: MonitoringModuleDeps) {
  const repository = new AlertRepository(deps.db);
  const received = new Counter({
    name: 'edge_vision_alerts_received_total',
    help: 'Alerts received through the Alertmanager webhook, by status (firing or resolved)',
    labelNames: ['status'],
    registers: [deps.metrics.registry],
  });
  const service = new MonitoringService(repository, deps.sequences, deps.organizationExists, received, deps.clock);
  instrumentQueue(deps.queue, deps.db, deps.metrics.registry);

  return {
    service,
    routes: monitoringRoutes(service),
    ensureIndexes: () => repository.ensureIndexes(),
  };
}

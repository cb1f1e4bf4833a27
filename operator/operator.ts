import type { KubeConfig } from '@kubernetes/client-node';
import { pino, type Logger } from 'pino';
import type { KindName } from '../contracts/custom-resources.js';
import { exportJobReconciler } from './controllers/export-job/reconciler.js';
import { evaluationJobReconciler } from './controllers/evaluation-job/reconciler.js';
import { DeploymentJobReconciler } from './controllers/deployment-job/reconciler.js';
import { trainingJobReconciler } from './controllers/training-job/reconciler.js';
import { itemKey, LeadingControllers, type Reconcilers } from './controllers/controllers.js';
import { startHealthServer } from './health-server.js';
import { OperatorMetrics } from './metrics.js';
import { OperatorApiClient } from './runtime/api-client.js';
import type { ClusterReader } from './runtime/cache.js';
import { EventRecorder } from './runtime/events.js';
import { Cluster } from './runtime/kube.js';
import { LeaderElector } from './runtime/leader-election.js';

export interface OperatorOptions {
  kubeConfig: KubeConfig;
  /** The platform API base, e.g. http://edge-vision-api:8080/api */
  apiUrl: string;
  apiToken: string;
  /** Where the leader Lease lives. */
  leaseNamespace: string;
  identity?: string;
  leaseDurationS?: number;
  resyncEveryMs?: number;
  /**
   * Reconcile only this namespace's resources (WATCH_NAMESPACE); every namespace when unset. Two
   * platforms sharing one cluster each watch their own, or each would adopt the other's jobs.
   */
  watchNamespace?: string;
  /** A Job whose pod has not run after this long fails with StartTimeout (default 600). */
  jobStartTimeoutS?: number;
  /** How often unfinished jobs are looked at again, in ms (default 5000). */
  jobPollMs?: number;
  /** Port for /healthz and /metrics; 0 picks a free one, null serves none. */
  port?: number | null;
  /** Address it listens on: every interface by default (a pod's probes), 127.0.0.1 on a workstation. */
  host?: string;
  logger?: Logger;
}

export interface RunningOperator {
  metrics: OperatorMetrics;
  port: number | null;
  isLeader(): boolean;
  /** Resolves when the queue is empty (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The operator: every replica campaigns for the Lease; the leader watches the custom resources
 * and the Jobs they own and reconciles them through one deduplicating work queue
 * (controllers/controllers.ts). Every replica serves /healthz and /metrics.
 */
export async function startOperator(options: OperatorOptions): Promise<RunningOperator> {
  const logger = options.logger ?? pino({ name: 'edge-vision-operator' });
  const metrics = new OperatorMetrics();
  const cluster = new Cluster(options.kubeConfig);
  const controllers = new LeadingControllers({
    kubeConfig: options.kubeConfig,
    cluster,
    metrics,
    logger,
    resyncEveryMs: options.resyncEveryMs,
    watchNamespace: options.watchNamespace,
  });
  const reconcilers = createReconcilers(options, cluster, controllers.reader, logger);

  const elector = new LeaderElector(options.kubeConfig, {
    namespace: options.leaseNamespace,
    name: 'edge-vision-operator',
    identity: options.identity ?? `${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    leaseDurationS: options.leaseDurationS,
    onStartedLeading: async () => {
      metrics.leader.set(1);
      await controllers.start(reconcilers);
    },
    onStoppedLeading: async () => {
      metrics.leader.set(0);
      await controllers.stop();
      logger.info('not leading: controllers stopped');
    },
  });
  elector.start();

  const server =
    options.port === null
      ? null
      : await startHealthServer({
          port: options.port ?? 0,
          host: options.host,
          metrics,
          isLeader: () => elector.isLeader,
        });

  return {
    metrics,
    port: server?.port ?? null,
    isLeader: () => elector.isLeader,
    idle: () => controllers.idle(),
    async stop() {
      await elector.stop();
      await controllers.stop();
      await server?.close();
    },
  };
}

/** One reconciler per kind, sharing the API client and the Jobs' options. */
function createReconcilers(
  options: OperatorOptions,
  cluster: Cluster,
  reader: ClusterReader,
  logger: Logger,
): Reconcilers {
  const api = new OperatorApiClient(options.apiUrl, options.apiToken);
  const events = new EventRecorder(options.kubeConfig, 'edge-vision-operator', (err, resource) =>
    logger.warn(
      { item: itemKey(resource.kind as KindName, resource.namespace, resource.name), err: (err as Error)?.message },
      'could not record an event',
    ),
  );
  const jobOptions = {
    startTimeoutMs: (options.jobStartTimeoutS ?? 600) * 1000,
    pollMs: options.jobPollMs ?? 5000,
    events,
  };
  return {
    TrainingJob: trainingJobReconciler(cluster, reader, api, jobOptions),
    ExportJob: exportJobReconciler(cluster, reader, api, jobOptions),
    EvaluationJob: evaluationJobReconciler(cluster, reader, api, jobOptions),
    DeploymentJob: new DeploymentJobReconciler(cluster, reader, api, () => new Date(), events),
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BatchV1Api, type KubeConfig, type KubernetesObject, type V1Job } from '@kubernetes/client-node';
import { pino, type Logger } from 'pino';
import { LABELS, MANAGED_BY, type KindName } from '../crds/types.js';
import { exportJobReconciler } from './controllers/export-job/reconciler.js';
import { DeploymentJobReconciler } from './controllers/deployment-job/reconciler.js';
import { trainingJobReconciler } from './controllers/training-job/reconciler.js';
import { OperatorMetrics } from './metrics.js';
import { OperatorApiClient } from './runtime/api-client.js';
import { ResourceWatch } from './runtime/informer.js';
import { EventRecorder } from './runtime/events.js';
import { Cluster } from './runtime/kube.js';
import { LeaderElector } from './runtime/leader-election.js';
import { WorkQueue } from './runtime/work-queue.js';

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
  /** A Job whose pod has not run after this long fails with StartTimeout (default 600). */
  jobStartTimeoutS?: number;
  /** How often unfinished jobs are looked at again, in ms (default 5000). */
  jobPollMs?: number;
  /** Port for /healthz and /metrics; 0 picks a free one, null serves none. */
  port?: number | null;
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

const key = (kind: KindName, namespace: string, name: string) => `${kind}|${namespace}|${name}`;

/**
 * The operator: every replica campaigns for the Lease; the leader watches the custom resources
 * and the Jobs they own and reconciles them through one deduplicating work queue.
 */
export async function startOperator(options: OperatorOptions): Promise<RunningOperator> {
  const logger = options.logger ?? pino({ name: 'edge-vision-operator' });
  const metrics = new OperatorMetrics();
  const cluster = new Cluster(options.kubeConfig);
  const api = new OperatorApiClient(options.apiUrl, options.apiToken);
  const jobOptions = {
    startTimeoutMs: (options.jobStartTimeoutS ?? 600) * 1000,
    pollMs: options.jobPollMs ?? 5000,
    events: new EventRecorder(options.kubeConfig, 'edge-vision-operator', (err, resource) =>
      logger.warn(
        { item: key(resource.kind as KindName, resource.namespace, resource.name), err: (err as Error)?.message },
        'could not record an event',
      ),
    ),
  };
  const reconcilers: Record<
    KindName,
    { reconcile(namespace: string, name: string): Promise<{ requeueAfterMs?: number }> }
  > = {
    TrainingJob: trainingJobReconciler(cluster, api, jobOptions),
    ExportJob: exportJobReconciler(cluster, api, jobOptions),
    DeploymentJob: new DeploymentJobReconciler(cluster, api, () => new Date(), jobOptions.events),
  };

  let queue: WorkQueue | null = null;
  let watches: ResourceWatch<KubernetesObject>[] = [];

  const startControllers = async () => {
    const work = new WorkQueue(
      async (item) => {
        const [kind, namespace, name] = item.split('|') as [KindName, string, string];
        const stop = metrics.duration.startTimer({ kind });
        try {
          const outcome = await reconcilers[kind].reconcile(namespace, name);
          metrics.reconciles.inc({ kind, result: 'ok' });
          if (outcome.requeueAfterMs) work.addAfter(item, outcome.requeueAfterMs);
        } catch (err) {
          metrics.reconciles.inc({ kind, result: 'error' });
          metrics.errors.inc({ kind });
          throw err;
        } finally {
          stop();
          metrics.queueDepth.set(work.depth);
        }
      },
      {
        onError: (item, err, attempt) =>
          logger.warn({ item, attempt, err: (err as Error).message }, 'reconcile failed; will retry'),
      },
    );
    queue = work;
    const enqueue = (kind: KindName) => (object: KubernetesObject) => {
      work.add(key(kind, object.metadata?.namespace ?? 'default', object.metadata?.name ?? ''));
      metrics.queueDepth.set(work.depth);
    };
    const batch = options.kubeConfig.makeApiClient(BatchV1Api);
    const selector = `${LABELS.managedBy}=${MANAGED_BY}`;
    watches = [
      ...(Object.keys(reconcilers) as KindName[]).map(
        (kind) =>
          new ResourceWatch<KubernetesObject>({
            kubeConfig: options.kubeConfig,
            path: `/apis/edgevision.io/v1alpha1/${kind.toLowerCase()}s`,
            list: () => cluster.listResources(kind),
            onObject: enqueue(kind),
            onError: (err) => logger.warn({ err: (err as Error)?.message, kind }, 'watch interrupted; restarting'),
            resyncEveryMs: options.resyncEveryMs,
          }),
      ),
      new ResourceWatch<V1Job>({
        kubeConfig: options.kubeConfig,
        path: '/apis/batch/v1/jobs',
        labelSelector: selector,
        list: () => batch.listJobForAllNamespaces({ labelSelector: selector }),
        onObject: (job) => {
          const kind = job.metadata?.labels?.[LABELS.kind] as KindName | undefined;
          const owner = job.metadata?.labels?.[LABELS.resource];
          if (kind && owner && kind in reconcilers) work.add(key(kind, job.metadata?.namespace ?? 'default', owner));
        },
        onError: (err) => logger.warn({ err: (err as Error)?.message }, 'job watch interrupted; restarting'),
        resyncEveryMs: options.resyncEveryMs,
      }) as unknown as ResourceWatch<KubernetesObject>,
    ];
    await Promise.all(watches.map((w) => w.start()));
    logger.info('leading: controllers started');
  };

  const stopControllers = async () => {
    queue?.stop();
    queue = null;
    await Promise.all(watches.map((w) => w.stop()));
    watches = [];
  };

  const elector = new LeaderElector(options.kubeConfig, {
    namespace: options.leaseNamespace,
    name: 'edge-vision-operator',
    identity: options.identity ?? `${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    leaseDurationS: options.leaseDurationS,
    onStartedLeading: async () => {
      metrics.leader.set(1);
      await startControllers();
    },
    onStoppedLeading: async () => {
      metrics.leader.set(0);
      await stopControllers();
      logger.info('not leading: controllers stopped');
    },
  });
  elector.start();

  let server: Server | null = null;
  if (options.port !== null) {
    server = createServer((req, res) => {
      if (req.url === '/healthz') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: 'ok', leader: elector.isLeader }));
      } else if (req.url === '/metrics') {
        void metrics.registry
          .metrics()
          .then((text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server!.listen(options.port ?? 0, resolve));
  }

  return {
    metrics,
    port: server ? (server.address() as AddressInfo).port : null,
    isLeader: () => elector.isLeader,
    idle: () => queue?.idle() ?? Promise.resolve(),
    async stop() {
      await elector.stop();
      await stopControllers();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

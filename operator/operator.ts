import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KubeConfig } from '@kubernetes/client-node';
import { pino, type Logger } from 'pino';
import type { KindName } from '../contracts/custom-resources.js';
import { exportJobReconciler } from './controllers/export-job/reconciler.js';
import { DeploymentJobReconciler } from './controllers/deployment-job/reconciler.js';
import { trainingJobReconciler } from './controllers/training-job/reconciler.js';
import { OperatorMetrics } from './metrics.js';
import { OperatorApiClient } from './runtime/api-client.js';
import { InformerCache, type ClusterReader } from './runtime/cache.js';
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
  // Reconcilers only run while leading, and the cache exists exactly then.
  let cache: InformerCache | null = null;
  const reader: ClusterReader = {
    resource: (kind, namespace, name) => cache!.resource(kind, namespace, name),
    ownedJobs: (namespace, uid) => cache!.ownedJobs(namespace, uid),
  };
  const reconcilers: Record<
    KindName,
    { reconcile(namespace: string, name: string): Promise<{ requeueAfterMs?: number }> }
  > = {
    TrainingJob: trainingJobReconciler(cluster, reader, api, jobOptions),
    ExportJob: exportJobReconciler(cluster, reader, api, jobOptions),
    DeploymentJob: new DeploymentJobReconciler(cluster, reader, api, () => new Date(), jobOptions.events),
  };

  let queue: WorkQueue | null = null;

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
    // Held until every informer has listed: a reconcile reading a half-filled cache would take a
    // Job not listed yet for a missing one.
    let held: string[] | null = [];
    const enqueue = (kind: KindName, namespace: string, name: string) => {
      if (held) held.push(key(kind, namespace, name));
      else work.add(key(kind, namespace, name));
      metrics.queueDepth.set(work.depth);
    };
    const informers = new InformerCache({
      kubeConfig: options.kubeConfig,
      cluster,
      kinds: Object.keys(reconcilers) as KindName[],
      onResource: (kind, object) => enqueue(kind, object.metadata?.namespace ?? 'default', object.metadata?.name ?? ''),
      // A Job's change wakes the resource that controls it (its ownerReference, not its labels).
      onOwnedJob: enqueue,
      onError: (err, what) => logger.warn({ err: (err as Error)?.message, what }, 'watch interrupted; restarting'),
      resyncEveryMs: options.resyncEveryMs,
    });
    cache = informers;
    await informers.start();
    for (const item of held) work.add(item);
    held = null;
    logger.info('leading: controllers started');
  };

  const stopControllers = async () => {
    queue?.stop();
    queue = null;
    await cache?.stop();
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
    await new Promise<void>((resolve) => server!.listen(options.port ?? 0, options.host, resolve));
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

import type { KubeConfig } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import type { KindName } from '../../contracts/custom-resources.js';
import type { OperatorMetrics } from '../metrics.js';
import { InformerCache, type ClusterReader } from '../runtime/cache.js';
import type { Cluster } from '../runtime/kube.js';
import { WorkQueue } from '../runtime/work-queue.js';

export interface Reconciler {
  reconcile(namespace: string, name: string): Promise<{ requeueAfterMs?: number }>;
}

export type Reconcilers = Record<KindName, Reconciler>;

/** The item key of a resource, as the queue and the logs name it. */
export const itemKey = (kind: KindName, namespace: string, name: string) => `${kind}|${namespace}|${name}`;

/**
 * What runs while this replica leads: informers on the custom resources and the Jobs they own,
 * feeding one deduplicating work queue that calls each kind's reconciler. The reconcilers read
 * the cluster through `reader`, which answers from the informers' cache while leading (and is not
 * called otherwise).
 */
export class LeadingControllers {
  readonly reader: ClusterReader;
  private cache: InformerCache | null = null;
  private queue: WorkQueue | null = null;

  constructor(
    private readonly options: {
      kubeConfig: KubeConfig;
      cluster: Cluster;
      metrics: OperatorMetrics;
      logger: Logger;
      resyncEveryMs?: number | undefined;
      /** Only this namespace's resources and Jobs; every namespace when unset. */
      watchNamespace?: string | undefined;
    },
  ) {
    this.reader = {
      resource: (kind, namespace, name) => this.cache!.resource(kind, namespace, name),
      ownedJobs: (namespace, uid) => this.cache!.ownedJobs(namespace, uid),
    };
  }

  async start(reconcilers: Reconcilers): Promise<void> {
    const { metrics, logger } = this.options;
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
    this.queue = work;
    // Held until every informer has listed: a reconcile reading a half-filled cache would take a
    // Job not listed yet for a missing one.
    let held: string[] | null = [];
    const enqueue = (kind: KindName, namespace: string, name: string) => {
      if (held) held.push(itemKey(kind, namespace, name));
      else work.add(itemKey(kind, namespace, name));
      metrics.queueDepth.set(work.depth);
    };
    const informers = new InformerCache({
      kubeConfig: this.options.kubeConfig,
      cluster: this.options.cluster,
      kinds: Object.keys(reconcilers) as KindName[],
      onResource: (kind, object) => enqueue(kind, object.metadata?.namespace ?? 'default', object.metadata?.name ?? ''),
      // A Job's change wakes the resource that controls it (its ownerReference, not its labels).
      onOwnedJob: enqueue,
      onError: (err, what) => logger.warn({ err: (err as Error)?.message, what }, 'watch interrupted; restarting'),
      resyncEveryMs: this.options.resyncEveryMs,
      namespace: this.options.watchNamespace,
    });
    this.cache = informers;
    await informers.start();
    for (const item of held) work.add(item);
    held = null;
    logger.info('leading: controllers started');
  }

  /** Stops taking work and resolves once the reconciles already running have ended. */
  async stop(): Promise<void> {
    const queue = this.queue;
    this.queue = null;
    queue?.stop();
    await queue?.idle();
    await this.cache?.stop();
  }

  /** Resolves when the queue is empty (tests). */
  idle(): Promise<void> {
    return this.queue?.idle() ?? Promise.resolve();
  }
}

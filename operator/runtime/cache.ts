import { BatchV1Api, type KubeConfig, type KubernetesObject, type V1Job } from '@kubernetes/client-node';
import {
  API_VERSION,
  GROUP,
  KINDS,
  LABELS,
  MANAGED_BY,
  VERSION,
  type CustomResource,
  type KindName,
} from '../../contracts/custom-resources.js';
import { ResourceWatch } from './informer.js';
import type { Cluster } from './kube.js';

/** What the reconcilers read from the informers' caches instead of the API server. */
export interface ClusterReader {
  /** The custom resource as the watch last saw it; null once it is gone. */
  resource<T extends CustomResource<unknown, unknown>>(kind: KindName, namespace: string, name: string): T | null;
  /** The Jobs whose ownerReferences name this UID (a Job of an earlier resource of the same name is not one). */
  ownedJobs(namespace: string, ownerUid: string): V1Job[];
}

export interface CacheOptions {
  kubeConfig: KubeConfig;
  cluster: Cluster;
  kinds: readonly KindName[];
  /** A custom resource changed (or the periodic resync hands it over again). */
  onResource(kind: KindName, object: KubernetesObject): void;
  /** A Job owned by a custom resource changed: its owner's kind and name. */
  onOwnedJob(kind: KindName, namespace: string, ownerName: string): void;
  onError(err: unknown, what: string): void;
  resyncEveryMs?: number;
  /** Only this namespace's resources and Jobs; every namespace when unset. */
  namespace?: string | undefined;
}

/** The custom resource controlling a Job: its kind and name, from the controller ownerReference. */
export function controllerOf(job: V1Job, kinds: readonly KindName[]): { kind: KindName; name: string } | null {
  const owner = job.metadata?.ownerReferences?.find((r) => r.controller && r.apiVersion === API_VERSION);
  if (!owner || !(kinds as readonly string[]).includes(owner.kind)) return null;
  return { kind: owner.kind as KindName, name: owner.name };
}

/**
 * The informers of the custom resources and of the Jobs the operator made (only those: they carry
 * its managed-by label), with the Jobs indexed by their owners' UIDs. Like controller-runtime's
 * cache, it answers reads from memory, so a reconcile costs the API server nothing but its writes.
 */
export class InformerCache implements ClusterReader {
  private readonly resources = new Map<KindName, ResourceWatch<KubernetesObject>>();
  private readonly jobs: ResourceWatch<V1Job>;

  constructor(options: CacheOptions) {
    const scope = options.namespace ? `/namespaces/${options.namespace}` : '';
    for (const kind of options.kinds) {
      this.resources.set(
        kind,
        new ResourceWatch<KubernetesObject>({
          kubeConfig: options.kubeConfig,
          path: `/apis/${GROUP}/${VERSION}${scope}/${KINDS[kind].plural}`,
          list: () => options.cluster.listResources(kind, options.namespace),
          onObject: (object) => options.onResource(kind, object),
          onError: (err) => options.onError(err, kind),
          resyncEveryMs: options.resyncEveryMs,
        }),
      );
    }
    const batch = options.kubeConfig.makeApiClient(BatchV1Api);
    const selector = `${LABELS.managedBy}=${MANAGED_BY}`;
    this.jobs = new ResourceWatch<V1Job>({
      kubeConfig: options.kubeConfig,
      path: `/apis/batch/v1${scope}/jobs`,
      labelSelector: selector,
      list: () =>
        options.namespace
          ? batch.listNamespacedJob({ namespace: options.namespace, labelSelector: selector })
          : batch.listJobForAllNamespaces({ labelSelector: selector }),
      indexBy: (job) => (job.metadata?.ownerReferences ?? []).map((r) => r.uid),
      onObject: (job) => {
        const owner = controllerOf(job, options.kinds);
        if (owner) options.onOwnedJob(owner.kind, job.metadata?.namespace ?? 'default', owner.name);
      },
      onError: (err) => options.onError(err, 'Job'),
      resyncEveryMs: options.resyncEveryMs,
    });
  }

  /** Resolves once every informer has listed, so the first reconciles read a full cache. */
  async start(): Promise<void> {
    await Promise.all([...this.resources.values(), this.jobs].map((w) => w.start()));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.resources.values(), this.jobs].map((w) => w.stop()));
  }

  resource<T extends CustomResource<unknown, unknown>>(kind: KindName, namespace: string, name: string): T | null {
    return (this.resources.get(kind)?.get(name, namespace) as T | undefined) ?? null;
  }

  ownedJobs(namespace: string, ownerUid: string): V1Job[] {
    return this.jobs.byIndex(ownerUid).filter((job) => job.metadata?.namespace === namespace);
  }
}

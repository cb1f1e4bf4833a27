import {
  BatchV1Api,
  CoreV1Api,
  CustomObjectsApi,
  PatchStrategy,
  setHeaderOptions,
  type KubeConfig,
  type V1Job,
  type V1Pod,
  type V1Secret,
} from '@kubernetes/client-node';
import { GROUP, KINDS, VERSION, type CustomResource, type KindName } from '../../contracts/custom-resources.js';
import { isConflict, isNotFound } from './kube-errors.js';

const mergePatch = setHeaderOptions('Content-Type', PatchStrategy.MergePatch);

/** The few cluster calls the reconcilers make, with 404 and 409 turned into plain answers. */
export class Cluster {
  readonly custom: CustomObjectsApi;
  readonly batch: BatchV1Api;
  readonly core: CoreV1Api;

  constructor(readonly kubeConfig: KubeConfig) {
    this.custom = kubeConfig.makeApiClient(CustomObjectsApi);
    this.batch = kubeConfig.makeApiClient(BatchV1Api);
    this.core = kubeConfig.makeApiClient(CoreV1Api);
  }

  private target(kind: KindName, namespace: string) {
    return { group: GROUP, version: VERSION, namespace, plural: KINDS[kind].plural };
  }

  /** The resources of a kind in `namespace`, or in every namespace. */
  listResources(kind: KindName, namespace?: string) {
    return namespace
      ? this.custom.listNamespacedCustomObject(this.target(kind, namespace))
      : this.custom.listClusterCustomObject({ group: GROUP, version: VERSION, plural: KINDS[kind].plural });
  }

  async patchStatus(kind: KindName, namespace: string, name: string, status: object): Promise<void> {
    await this.custom.patchNamespacedCustomObjectStatus(
      { ...this.target(kind, namespace), name, body: { status } },
      mergePatch,
    );
  }

  /** Sets the finalizer list; the resourceVersion makes a concurrent change win instead of being overwritten. */
  async setFinalizers(kind: KindName, resource: CustomResource<unknown, unknown>, finalizers: string[]): Promise<void> {
    const { namespace = 'default', name, resourceVersion } = resource.metadata;
    await this.custom.patchNamespacedCustomObject(
      { ...this.target(kind, namespace), name, body: { metadata: { finalizers, resourceVersion } } },
      mergePatch,
    );
  }

  async getJob(namespace: string, name: string): Promise<V1Job | null> {
    try {
      return await this.batch.readNamespacedJob({ namespace, name });
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Creates the Job; one that exists already (a retried reconcile) is returned as it is. */
  async createJob(job: V1Job): Promise<V1Job> {
    const namespace = job.metadata!.namespace!;
    try {
      return await this.batch.createNamespacedJob({ namespace, body: job });
    } catch (err) {
      if (!isConflict(err)) throw err;
      return (await this.getJob(namespace, job.metadata!.name!))!;
    }
  }

  /** The pods the Job controller made for the Job (matched by the Job's own controller uid). */
  async podsOfJob(job: V1Job): Promise<V1Pod[]> {
    const uid = job.metadata?.uid;
    if (!uid) return [];
    const pods = await this.core.listNamespacedPod({
      namespace: job.metadata!.namespace!,
      labelSelector: `batch.kubernetes.io/controller-uid=${uid}`,
    });
    return pods.items;
  }

  /** Deletes a Job; the garbage collector then deletes its pods, whose processes get SIGTERM. */
  async deleteJob(namespace: string, name: string): Promise<void> {
    try {
      await this.batch.deleteNamespacedJob({ namespace, name, propagationPolicy: 'Background' });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  /** Starts a finished Job's countdown to deletion by the TTL controller. */
  async setJobTtl(namespace: string, name: string, seconds: number): Promise<void> {
    await this.batch.patchNamespacedJob(
      { namespace, name, body: { spec: { ttlSecondsAfterFinished: seconds } } },
      mergePatch,
    );
  }

  /** Creates or replaces the Secret with a job's inputs. */
  async putSecret(secret: V1Secret): Promise<void> {
    const namespace = secret.metadata!.namespace!;
    const name = secret.metadata!.name!;
    try {
      await this.core.createNamespacedSecret({ namespace, body: secret });
    } catch (err) {
      if (!isConflict(err)) throw err;
      await this.core.replaceNamespacedSecret({ namespace, name, body: secret });
    }
  }
}

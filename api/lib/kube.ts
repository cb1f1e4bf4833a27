import { CustomObjectsApi, KubeConfig } from '@kubernetes/client-node';
import { GROUP, KINDS, VERSION, type KindName } from '../../contracts/custom-resources.js';
import { serviceUnavailable } from './errors.js';

export interface KubeSettings {
  /** A kubeconfig file; in a cluster, the pod's service account is used instead. */
  kubeconfigPath?: string;
  inCluster: boolean;
  namespace: string;
}

/**
 * The API's view of the cluster: it creates and deletes the custom resources the operator
 * reconciles. Null when no cluster is configured; callers answer 503 then.
 */
export class KubeResources {
  private readonly api: CustomObjectsApi;

  constructor(
    config: KubeConfig,
    readonly namespace: string,
  ) {
    this.api = config.makeApiClient(CustomObjectsApi);
  }

  static fromSettings(settings: KubeSettings): KubeResources | null {
    if (!settings.kubeconfigPath && !settings.inCluster) return null;
    const config = new KubeConfig();
    if (settings.kubeconfigPath) config.loadFromFile(settings.kubeconfigPath);
    else config.loadFromCluster();
    return new KubeResources(config, settings.namespace);
  }

  async create<T extends object>(kind: KindName, body: T): Promise<T> {
    try {
      return (await this.api.createNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace: this.namespace,
        plural: KINDS[kind].plural,
        body,
      })) as T;
    } catch (err) {
      throw serviceUnavailable('The Kubernetes API', `creating a ${kind}: ${(err as Error).message}`);
    }
  }

  /** Deletes a resource (its finalizer lets the operator clean up); gone already is fine. */
  async delete(kind: KindName, namespace: string, name: string): Promise<void> {
    try {
      await this.api.deleteNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace,
        plural: KINDS[kind].plural,
        name,
      });
    } catch (err) {
      if ((err as { code?: number }).code === 404) return;
      throw serviceUnavailable('The Kubernetes API', `deleting a ${kind}: ${(err as Error).message}`);
    }
  }
}

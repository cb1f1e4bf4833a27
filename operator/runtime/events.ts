import { CoreV1Api, type KubeConfig } from '@kubernetes/client-node';
import type { CustomResource } from '../../contracts/custom-resources.js';

export interface EventRecord {
  type: 'Normal' | 'Warning';
  reason: string;
  message: string;
}

/**
 * Records Kubernetes Events on a resource, so `kubectl describe` tells the story of its
 * decisions. Best effort: an event that cannot be written is logged, never fails a reconcile.
 */
export class EventRecorder {
  private readonly core: CoreV1Api;

  constructor(
    kubeConfig: KubeConfig,
    private readonly component = 'edge-vision-operator',
    /** Told of an event that could not be written, with the resource's namespace/name. */
    private readonly onError: (
      err: unknown,
      resource: { kind: string; namespace: string; name: string },
    ) => void = () => {},
  ) {
    this.core = kubeConfig.makeApiClient(CoreV1Api);
  }

  async record(resource: CustomResource<unknown, unknown>, event: EventRecord): Promise<void> {
    const { namespace = 'default', name, uid } = resource.metadata;
    const now = new Date();
    try {
      await this.core.createNamespacedEvent({
        namespace,
        body: {
          metadata: { generateName: `${name}.`, namespace },
          involvedObject: { apiVersion: resource.apiVersion, kind: resource.kind, name, namespace, uid },
          type: event.type,
          reason: event.reason,
          message: event.message.slice(0, 1024),
          firstTimestamp: now,
          lastTimestamp: now,
          count: 1,
          source: { component: this.component },
          reportingComponent: this.component,
        },
      });
    } catch (err) {
      this.onError(err, { kind: resource.kind, namespace, name });
    }
  }
}

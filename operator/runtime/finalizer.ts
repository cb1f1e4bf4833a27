import { FINALIZER, type CustomResource, type KindName } from '../../contracts/custom-resources.js';
import type { EventRecorder } from './events.js';
import type { Cluster } from './kube.js';

/**
 * The finalizer step every reconciler starts with. The finalizer guards what lives outside the
 * cluster (the API's record, object store artifacts, edge deployments): a resource being deleted
 * runs `cleanup` and then lets go; a live resource without the finalizer gets it first.
 * Returns true when the reconcile may go on to its own work. A cleanup that fails keeps the
 * finalizer (the resource stays Terminating) and says why on the resource before it is retried.
 */
export async function finalizerStep(
  cluster: Cluster,
  kind: KindName,
  resource: CustomResource<unknown, unknown>,
  cleanup: () => Promise<void>,
  events?: EventRecorder,
): Promise<boolean> {
  const finalizers = resource.metadata.finalizers ?? [];
  if (resource.metadata.deletionTimestamp) {
    if (!finalizers.includes(FINALIZER)) return false;
    try {
      await cleanup();
    } catch (err) {
      await events?.record(resource, {
        type: 'Warning',
        reason: 'CleanupFailed',
        message: `Could not release what the platform keeps for it (${(err as Error).message}); retrying`,
      });
      throw err;
    }
    await cluster.setFinalizers(
      kind,
      resource,
      finalizers.filter((f) => f !== FINALIZER),
    );
    return false;
  }
  if (!finalizers.includes(FINALIZER)) {
    // The update event of this patch brings the resource back to the queue.
    await cluster.setFinalizers(kind, resource, [...finalizers, FINALIZER]);
    return false;
  }
  return true;
}

import type { KubeConfig } from '@kubernetes/client-node';
import {
  FINALIZER,
  GROUP,
  KINDS,
  VERSION,
  type CustomResource,
  type KindName,
} from '../../contracts/custom-resources.js';
import { isNotFound } from './kube-errors.js';
import { Cluster } from './kube.js';

export interface RemovalReport {
  /** `Kind/name` of every resource deleted. */
  deleted: string[];
  /** Those still there at the deadline, whose cleanup finalizer was then removed. */
  forced: string[];
}

const KIND_NAMES = Object.keys(KINDS) as KindName[];

/**
 * What `helm uninstall` runs first (the chart's pre-delete hook), while the operator and the API
 * still run: deletes every TrainingJob, ExportJob and DeploymentJob in the namespace, so the
 * operator's finalizer releases what the platform keeps for each (an unfinished job is cancelled,
 * its partial outputs removed) and their Jobs go with them. Without it the resources outlive the
 * operator and stay Terminating forever once their namespace is deleted. Resources still there at
 * the deadline (the operator is not running) lose the finalizer, so nothing is left stuck.
 */
export async function removeCustomResources(
  kubeConfig: KubeConfig,
  namespace: string,
  options: { timeoutMs: number; pollMs?: number; log?: (line: string) => void },
): Promise<RemovalReport> {
  const cluster = new Cluster(kubeConfig);
  const log = options.log ?? (() => undefined);
  const list = async (kind: KindName) =>
    (
      (await cluster.custom.listNamespacedCustomObject({
        group: GROUP,
        version: VERSION,
        namespace,
        plural: KINDS[kind].plural,
      })) as { items: CustomResource<unknown, unknown>[] }
    ).items;
  const deleted: string[] = [];
  for (const kind of KIND_NAMES) {
    for (const resource of await list(kind)) {
      const name = resource.metadata.name;
      await cluster.custom
        .deleteNamespacedCustomObject({
          group: GROUP,
          version: VERSION,
          namespace,
          plural: KINDS[kind].plural,
          name,
          propagationPolicy: 'Background',
        })
        .catch((err: unknown) => {
          if (!isNotFound(err)) throw err;
        });
      deleted.push(`${kind}/${name}`);
    }
  }
  log(`deleted ${deleted.length} custom resources in ${namespace}`);
  const deadline = Date.now() + options.timeoutMs;
  let left: { kind: KindName; resource: CustomResource<unknown, unknown> }[];
  for (;;) {
    left = [];
    for (const kind of KIND_NAMES) for (const resource of await list(kind)) left.push({ kind, resource });
    if (left.length === 0 || Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
  const forced: string[] = [];
  for (const { kind, resource } of left) {
    const finalizers = resource.metadata.finalizers ?? [];
    if (!finalizers.includes(FINALIZER)) continue;
    await cluster
      .setFinalizers(
        kind,
        resource,
        finalizers.filter((f) => f !== FINALIZER),
      )
      .catch((err: unknown) => {
        if (!isNotFound(err)) throw err;
      });
    forced.push(`${kind}/${resource.metadata.name}`);
  }
  if (forced.length > 0)
    log(`the operator did not finalize ${forced.join(', ')} in time: their cleanup finalizer was removed`);
  return { deleted, forced };
}

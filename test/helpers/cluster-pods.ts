/**
 * What the fault tests on the real node read of the cluster: the pods of a custom resource's
 * Job, and who holds the operator's Lease.
 */
import { LABELS } from '../../contracts/custom-resources.js';
import { eventually } from './eventually.js';
import type { RealCluster } from './real-cluster.js';

export interface JobPod {
  name: string;
  phase: string;
  /** The image of its one container, and the node it was scheduled on. */
  image: string;
  nodeName?: string;
  /** `containerd://<id>` of its one container, once created. */
  containerId?: string;
  exitCode?: number;
  startedAt?: string;
}

/** The pods the Job of a TrainingJob, ExportJob or EvaluationJob made, oldest first. */
export async function podsOfResource(cluster: RealCluster, namespace: string, resource: string): Promise<JobPod[]> {
  const list = JSON.parse(
    await cluster.kubectl(
      'get',
      'pods',
      `--namespace=${namespace}`,
      '-l',
      `${LABELS.resource}=${resource}`,
      '--sort-by=.metadata.creationTimestamp',
      '-o',
      'json',
    ),
  ) as { items: any[] };
  return list.items.map((pod) => {
    const container = pod.status?.containerStatuses?.[0];
    return {
      name: pod.metadata.name,
      phase: pod.status?.phase,
      image: pod.spec.containers[0].image,
      nodeName: pod.spec.nodeName,
      containerId: container?.containerID,
      exitCode: container?.state?.terminated?.exitCode,
      startedAt: container?.state?.running?.startedAt ?? container?.state?.terminated?.startedAt,
    };
  });
}

/** The resource's pods once none is pending or running any more. */
export function settledPods(cluster: RealCluster, namespace: string, resource: string): Promise<JobPod[]> {
  return eventually(
    `the pods of ${resource} to end`,
    async () => {
      const pods = await podsOfResource(cluster, namespace, resource);
      return pods.every((pod) => pod.phase === 'Succeeded' || pod.phase === 'Failed') && pods;
    },
    60_000,
    1000,
  );
}

/** The operator Lease's holder and how often it changed hands. */
export async function operatorLease(
  cluster: RealCluster,
  namespace: string,
): Promise<{ holder: string; transitions: number }> {
  const lease = JSON.parse(
    await cluster.kubectl('get', 'lease', 'edge-vision-operator', `--namespace=${namespace}`, '-o', 'json'),
  ) as { spec?: { holderIdentity?: string; leaseTransitions?: number } };
  return { holder: lease.spec?.holderIdentity ?? '', transitions: lease.spec?.leaseTransitions ?? 0 };
}

/** The names of the operator's pods. */
export async function operatorPods(cluster: RealCluster, namespace: string): Promise<string[]> {
  const names = await cluster.kubectl(
    'get',
    'pods',
    `--namespace=${namespace}`,
    '-l',
    'app.kubernetes.io/component=operator',
    '-o',
    'jsonpath={.items[*].metadata.name}',
  );
  return names.split(' ').filter(Boolean);
}

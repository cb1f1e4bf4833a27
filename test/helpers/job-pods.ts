import type { CoreV1Api } from '@kubernetes/client-node';
import type { TestCluster } from './kube.js';

/**
 * No kubelet runs in the test cluster: a test plays it, moving the pod the Job controller
 * created for `jobName` to a final phase, which the Job controller turns into Complete or Failed.
 */
export async function finishJobPod(
  cluster: TestCluster,
  core: CoreV1Api,
  namespace: string,
  jobName: string,
  phase: 'Succeeded' | 'Failed',
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pods = await core.listNamespacedPod({ namespace, labelSelector: `job-name=${jobName}` });
    const pod = pods.items.find((p) => !p.status?.phase || p.status.phase === 'Pending');
    if (pod) {
      const container = pod.spec!.containers[0]!;
      const patched = await cluster.kubectl(
        '-n',
        namespace,
        'patch',
        'pod',
        pod.metadata!.name!,
        '--subresource=status',
        '--type=merge',
        '-p',
        JSON.stringify({
          status: {
            phase,
            conditions: [{ type: 'Ready', status: 'False' }],
            containerStatuses: [
              {
                name: container.name,
                image: container.image,
                imageID: '',
                ready: false,
                restartCount: 0,
                state: {
                  terminated: {
                    exitCode: phase === 'Succeeded' ? 0 : 1,
                    reason: phase === 'Succeeded' ? 'Completed' : 'Error',
                  },
                },
              },
            ],
          },
        }),
      );
      if (patched.code !== 0) throw new Error(`patching pod ${pod.metadata!.name}: ${patched.stderr}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`the Job controller created no pod for ${jobName}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

import type { CoreV1Api } from '@kubernetes/client-node';
import type { TestCluster } from './kube.js';

/** The env a Job's workload gets from its Secret: signed URLs and its callback credential. */
export async function workloadSecret(core: CoreV1Api, namespace: string, jobName: string) {
  const secret = await core.readNamespacedSecret({ namespace, name: jobName });
  return Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
  ) as Record<string, string>;
}

/** Plays a workload's last step: PUTs a small file to each of its output URLs (not the checkpoint). */
export async function uploadWorkloadOutputs(core: CoreV1Api, namespace: string, jobName: string): Promise<void> {
  const inputs = await workloadSecret(core, namespace, jobName);
  for (const [name, url] of Object.entries(inputs)) {
    if (!name.endsWith('_UPLOAD_URL') || name === 'CHECKPOINT_UPLOAD_URL') continue;
    const put = await fetch(url, { method: 'PUT', body: `output of ${jobName}: ${name}` });
    if (!put.ok) throw new Error(`PUT ${name} answered ${put.status}`);
  }
}

/**
 * No kubelet runs in the test cluster: a test plays it, moving the pod the Job controller
 * created for `jobName` to a final phase, which the Job controller turns into Complete or Failed.
 * Before a success it plays the workload too, uploading its outputs (`uploadOutputs: false`
 * leaves them out, as a workload that exits 0 without them). A failure exits 1 unless `exitCode`
 * says otherwise, with `message` as the container's termination message (what the kubelet puts
 * there: under FallbackToLogsOnError, the tail of the log).
 */
export async function finishJobPod(
  cluster: TestCluster,
  core: CoreV1Api,
  namespace: string,
  jobName: string,
  phase: 'Succeeded' | 'Failed',
  timeoutMs = 30_000,
  options: { uploadOutputs?: boolean; exitCode?: number; message?: string } = {},
): Promise<void> {
  if (phase === 'Succeeded' && options.uploadOutputs !== false) await uploadWorkloadOutputs(core, namespace, jobName);
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
                    exitCode: phase === 'Succeeded' ? 0 : (options.exitCode ?? 1),
                    reason: phase === 'Succeeded' ? 'Completed' : 'Error',
                    ...(options.message ? { message: options.message } : {}),
                    finishedAt: new Date().toISOString(),
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

import { BatchV1Api, type CoreV1Api, type V1Job } from '@kubernetes/client-node';
import { LABELS } from '../../contracts/custom-resources.js';
import { eventually } from './eventually.js';
import type { TestCluster } from './kube.js';

/** The Jobs the operator made for the custom resource `resource` (named by its resource label). */
export async function jobsOf(cluster: TestCluster, namespace: string, resource: string): Promise<V1Job[]> {
  const batch = cluster.kubeConfig.makeApiClient(BatchV1Api);
  return (await batch.listNamespacedJob({ namespace, labelSelector: `${LABELS.resource}=${resource}` })).items;
}

/** The Job of the custom resource `resource`, once the operator has made it. */
export function jobOf(cluster: TestCluster, namespace: string, resource: string, timeoutMs = 60_000): Promise<V1Job> {
  return eventually(
    `the Job of ${resource}`,
    async () => (await jobsOf(cluster, namespace, resource))[0] ?? null,
    timeoutMs,
  );
}

/** The env a Job's workload gets from its Secret: its callback credential, URLS_URL, settings. */
export async function workloadSecret(core: CoreV1Api, namespace: string, jobName: string) {
  const secret = await core.readNamespacedSecret({ namespace, name: jobName });
  return Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
  ) as Record<string, string>;
}

/**
 * Asks the API for the job's signed URLs as its workload does: `POST URLS_URL` with its callback
 * token, sent to `apiOrigin` (the test API's own address; URLS_URL names the configured one).
 */
export async function askWorkloadUrls(inputs: Record<string, string>, apiOrigin: string) {
  const res = await fetch(inputs.URLS_URL!.replace(/^http:\/\/[^/]+/, apiOrigin), {
    method: 'POST',
    headers: { authorization: `Bearer ${inputs.CALLBACK_TOKEN}` },
  });
  const body = (await res.json()) as { data?: { urls: Record<string, string>; expires_in_s: number } };
  return { status: res.status, urls: body.data?.urls ?? {}, expiresInS: body.data?.expires_in_s };
}

/** Plays a workload's last step: PUTs a small file to each of its output URLs (not the checkpoint). */
export async function uploadWorkloadOutputs(
  core: CoreV1Api,
  namespace: string,
  jobName: string,
  apiOrigin: string,
): Promise<void> {
  const inputs = await workloadSecret(core, namespace, jobName);
  const { status, urls } = await askWorkloadUrls(inputs, apiOrigin);
  if (status !== 200) throw new Error(`POST URLS_URL answered ${status}`);
  for (const [name, url] of Object.entries(urls)) {
    if (!name.endsWith('_UPLOAD_URL') || name === 'CHECKPOINT_UPLOAD_URL') continue;
    const put = await fetch(url, { method: 'PUT', body: `output of ${jobName}: ${name}` });
    if (!put.ok) throw new Error(`PUT ${name} answered ${put.status}`);
  }
}

/**
 * No kubelet runs in the test cluster: a test plays it, moving the pod the Job controller
 * created for `jobName` to a final phase, which the Job controller turns into Complete or Failed.
 * Before a success it plays the workload too, uploading its outputs through the API at
 * `apiOrigin` (`uploadOutputs: false` leaves them out, as a workload that exits 0 without them). A failure exits 1 unless `exitCode`
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
  options: { apiOrigin?: string; uploadOutputs?: boolean; exitCode?: number; message?: string } = {},
): Promise<void> {
  if (phase === 'Succeeded' && options.uploadOutputs !== false) {
    if (!options.apiOrigin) throw new Error('finishJobPod: uploading outputs needs apiOrigin');
    await uploadWorkloadOutputs(core, namespace, jobName, options.apiOrigin);
  }
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

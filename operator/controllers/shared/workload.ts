import type { V1EnvVar, V1Job, V1OwnerReference, V1Secret } from '@kubernetes/client-node';
import { API_VERSION, LABELS, MANAGED_BY, type CustomResource } from '../../../contracts/custom-resources.js';
import { PERMANENT_FAILURE_EXIT_CODE } from '../../../contracts/workload-contract.js';
import { childName } from './naming.js';

/**
 * What the API hands a job to run with: its inputs' settings and the job's own callback
 * credential. No signed URLs: the workload asks the API for them before each transfer.
 */
export interface JobInputs {
  /** Environment variables from the API (URLS_URL, the source model's file name, ...). */
  env: Record<string, string>;
  /** Where the workload reports progress and results. */
  callbackUrl: string;
  /** A credential valid for this job only. */
  callbackToken: string;
}

export interface WorkloadSpec {
  kind: string;
  suffix: string;
  image: string;
  args: string[];
  env: Record<string, string>;
  backoffLimit: number;
  resources?: { cpu?: string; memory?: string; gpu?: number };
  activeDeadlineSeconds?: number;
}

/**
 * The CRDs' defaults, also applied here for resources whose spec lacks them (made before the
 * fields existed): no Job runs without requests, limits and a deadline.
 */
const DEFAULT_DEADLINE_S = 86_400;
const DEFAULT_RESOURCES = { cpu: '2', memory: '8Gi' };

/**
 * Pod Security's `restricted` profile, so the jobs namespace can enforce it: the workload images'
 * own non-root user, no privilege escalation or capabilities, the runtime's seccomp profile, and
 * a read-only root filesystem with an emptyDir at /tmp, where the images point HOME and
 * Ultralytics' settings (workloads/Dockerfile). The emptyDir's size caps a runaway workload's
 * scratch, which otherwise fills the node's disk.
 */
export const WORKLOAD_USER = 10001;
const SCRATCH_LIMIT = '20Gi';
const POD_SECURITY = {
  runAsNonRoot: true,
  runAsUser: WORKLOAD_USER,
  runAsGroup: WORKLOAD_USER,
  fsGroup: WORKLOAD_USER,
  seccompProfile: { type: 'RuntimeDefault' },
};
const CONTAINER_SECURITY = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

/** The CRDs' default for `ttlSecondsAfterFinished`. */
const DEFAULT_TTL_S = 86_400;

/**
 * How long a finished Job stays before the TTL controller deletes it. The operator sets it on the
 * Job only once the outcome is recorded: a Job deleted before that (while the operator was down)
 * would leave no trace of its outcome, and the resource would run its workload a second time.
 */
export function ttlAfterFinished(spec: { ttlSecondsAfterFinished?: number }): number {
  return spec.ttlSecondsAfterFinished ?? DEFAULT_TTL_S;
}

export function ownerReference(resource: CustomResource<unknown, unknown>): V1OwnerReference {
  return {
    apiVersion: API_VERSION,
    kind: resource.kind,
    name: resource.metadata.name,
    uid: resource.metadata.uid ?? '',
    controller: true,
    blockOwnerDeletion: true,
  };
}

export function workloadLabels(resource: CustomResource<{ organizationId: number }, unknown>, kind: string) {
  return {
    [LABELS.organization]: String(resource.spec.organizationId),
    [LABELS.kind]: kind,
    [LABELS.resource]: resource.metadata.name,
    [LABELS.managedBy]: MANAGED_BY,
  };
}

/**
 * The Secret holding a job's callback credential and the API's env for it (never put in the
 * Job's spec, where anyone who can read Jobs would see them), and the Job that reads it through env refs.
 * Both are owned by the custom resource, so deleting it cascades.
 */
export function buildWorkload(
  resource: CustomResource<{ organizationId: number }, unknown>,
  spec: WorkloadSpec,
  inputs: JobInputs,
): { secret: V1Secret; job: V1Job } {
  const name = childName(resource.metadata.name, spec.suffix);
  const labels = workloadLabels(resource, spec.kind);
  const metadata = {
    name,
    namespace: resource.metadata.namespace,
    labels,
    ownerReferences: [ownerReference(resource)],
  };
  const secretData: Record<string, string> = {
    ...inputs.env,
    CALLBACK_URL: inputs.callbackUrl,
    CALLBACK_TOKEN: inputs.callbackToken,
  };
  const fromSecret: V1EnvVar[] = Object.keys(secretData)
    .sort()
    .map((key) => ({ name: key, valueFrom: { secretKeyRef: { name, key } } }));
  const plain: V1EnvVar[] = Object.entries(spec.env)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ name: key, value }));
  const limits: Record<string, string> = {
    cpu: spec.resources?.cpu ?? DEFAULT_RESOURCES.cpu,
    memory: spec.resources?.memory ?? DEFAULT_RESOURCES.memory,
  };
  if (spec.resources?.gpu) limits['nvidia.com/gpu'] = String(spec.resources.gpu);
  return {
    secret: { apiVersion: 'v1', kind: 'Secret', metadata, type: 'Opaque', stringData: secretData },
    job: {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata,
      spec: {
        backoffLimit: spec.backoffLimit,
        activeDeadlineSeconds: spec.activeDeadlineSeconds ?? DEFAULT_DEADLINE_S,
        // A workload that says its failure is permanent is not run again; anything else is retried.
        podFailurePolicy: {
          rules: [
            {
              action: 'FailJob',
              onExitCodes: { containerName: spec.suffix, operator: 'In', values: [PERMANENT_FAILURE_EXIT_CODE] },
            },
          ],
        },
        // No ttlSecondsAfterFinished yet: see ttlAfterFinished().
        template: {
          metadata: { labels },
          spec: {
            restartPolicy: 'Never',
            automountServiceAccountToken: false,
            securityContext: POD_SECURITY,
            volumes: [{ name: 'scratch', emptyDir: { sizeLimit: SCRATCH_LIMIT } }],
            containers: [
              {
                name: spec.suffix,
                image: spec.image,
                args: spec.args,
                env: [...plain, ...fromSecret],
                // A failed workload that wrote no termination message gets its log's tail there
                // (the kubelet's last 80 lines or 2 KiB), which the operator reports with the failure.
                terminationMessagePolicy: 'FallbackToLogsOnError',
                resources: { limits, requests: { ...limits } },
                securityContext: CONTAINER_SECURITY,
                volumeMounts: [{ name: 'scratch', mountPath: '/tmp' }],
              },
            ],
          },
        },
      },
    },
  };
}

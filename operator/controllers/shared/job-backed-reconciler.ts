import type { V1Job, V1Secret } from '@kubernetes/client-node';
import { FINALIZER, type CustomResource, type JobStatusBase, type KindName } from '../../../crds/types.js';
import type { OperatorApiClient, WorkloadSegment } from '../../runtime/api-client.js';
import type { Cluster } from '../../runtime/kube.js';
import { sameJson } from '../../runtime/same-json.js';
import { childName } from './naming.js';
import { statusFromJob, type OutcomeWithoutJob } from './job-status.js';
import { ttlAfterFinished, type JobInputs } from './workload.js';

type Resource = CustomResource<
  { organizationId: number; ttlSecondsAfterFinished?: number },
  JobStatusBase & Record<string, unknown>
>;

export interface JobBackedKind {
  kind: KindName;
  segment: WorkloadSegment;
  jobSuffix: string;
  build(resource: Resource, inputs: JobInputs): { secret: V1Secret; job: V1Job };
  /** Status fields the API returns for a success (model version id, artifact key). */
  resultFields(result: { model_version_id: number | null; artifact_key: string | null }): Record<string, unknown>;
}

export interface ReconcileOutcome {
  /** Ask to be called again after this long (waiting for inputs). */
  requeueAfterMs?: number;
}

/**
 * Reconciles a TrainingJob or an ExportJob (level-triggered, idempotent): read the resource and
 * the Job it owns, act only on the difference, rebuild the status from what exists, and report
 * it to the API. Deletion goes through the finalizer so the API can clean up outside the cluster.
 */
export class JobBackedReconciler {
  constructor(
    private readonly cluster: Cluster,
    private readonly api: OperatorApiClient,
    private readonly spec: JobBackedKind,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async reconcile(namespace: string, name: string): Promise<ReconcileOutcome> {
    const { kind, segment } = this.spec;
    const resource = await this.cluster.getResource<Resource>(kind, namespace, name);
    if (!resource) return {};
    const finalizers = resource.metadata.finalizers ?? [];
    const organizationId = resource.spec.organizationId;

    if (resource.metadata.deletionTimestamp) {
      if (!finalizers.includes(FINALIZER)) return {};
      const recordId = resource.status?.recordId;
      if (recordId) await this.api.release(segment, organizationId, recordId);
      await this.cluster.setFinalizers(
        kind,
        resource,
        finalizers.filter((f) => f !== FINALIZER),
      );
      return {};
    }
    if (!finalizers.includes(FINALIZER)) {
      // The update event of this patch brings the resource back to the queue.
      await this.cluster.setFinalizers(kind, resource, [...finalizers, FINALIZER]);
      return {};
    }

    const record = await this.api.sync(segment, {
      namespace,
      name,
      uid: resource.metadata.uid ?? '',
      spec: resource.spec,
    });
    if (record.phase === 'Cancelled') return {};

    const jobName = childName(name, this.spec.jobSuffix);
    let job = await this.cluster.getJob(namespace, jobName);
    let waitingFor: string | undefined;
    let withoutJob: OutcomeWithoutJob | undefined;
    if (!job) {
      if (record.phase === 'Succeeded' || record.phase === 'Failed') {
        // Recorded, then removed by its TTL: the outcome stands and the workload never runs again.
        withoutJob = { phase: record.phase, message: record.message ?? undefined };
      } else if (resource.status?.jobName === jobName) {
        // Created once and deleted before it finished (its TTL only starts once the outcome is
        // recorded, so someone deleted it): a second Job would run the workload twice.
        withoutJob = { phase: 'Failed', message: `its Job ${jobName} was deleted before it finished` };
      } else {
        const inputs = await this.api.inputs(segment, organizationId, record.record_id);
        if (inputs.ready) {
          const built = this.spec.build(
            { ...resource, status: { ...resource.status, recordId: record.record_id } },
            { urls: inputs.urls, callbackUrl: inputs.callback_url, callbackToken: inputs.callback_token },
          );
          await this.cluster.putSecret(built.secret);
          job = await this.cluster.createJob(built.job);
        } else {
          waitingFor = inputs.message ?? 'waiting for inputs';
        }
      }
    }

    const status = statusFromJob(
      resource.status,
      job,
      resource.metadata.generation,
      { progress: record.progress, message: waitingFor ?? record.message ?? undefined },
      this.now(),
      withoutJob,
    );
    const result = await this.api.status(segment, organizationId, record.record_id, status);
    const next = { ...status, recordId: record.record_id, ...this.spec.resultFields(result) };
    if (!sameJson(next, resource.status ?? {})) {
      await this.cluster.patchStatus(kind, namespace, name, next);
    }
    const finished = status.phase === 'Succeeded' || status.phase === 'Failed';
    if (job && finished && job.spec?.ttlSecondsAfterFinished === undefined) {
      // The outcome is in the API and on the resource now, so the Job may go.
      await this.cluster.setJobTtl(namespace, jobName, ttlAfterFinished(resource.spec));
    }
    return waitingFor ? { requeueAfterMs: 2000 } : {};
  }
}

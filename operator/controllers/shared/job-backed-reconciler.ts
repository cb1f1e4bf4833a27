import type { V1Job, V1Secret } from '@kubernetes/client-node';
import { type CustomResource, type JobStatusBase, type KindName } from '../../../contracts/custom-resources.js';
import type { StatusReply, WorkloadSegment } from '../../../contracts/operator-contract.js';
import type { OperatorApiClient } from '../../runtime/api-client.js';
import type { ClusterReader } from '../../runtime/cache.js';
import type { EventRecorder } from '../../runtime/events.js';
import { finalizerStep } from '../../runtime/finalizer.js';
import type { Cluster } from '../../runtime/kube.js';
import { sameJson } from '../../runtime/same-json.js';
import { childName } from './naming.js';
import { statusFromJob, type OutcomeWithoutJob } from './job-status.js';
import { failureLogTail, podProblem, startTimedOut } from './pod-problems.js';
import { failedWith, transitionEvents, withStarted } from './status-events.js';
import { ttlAfterFinished, type JobInputs } from './workload.js';

/** What every Job-backed resource has: an owner, a TTL for its Job, and the common status. */
export type JobBackedResource = CustomResource<
  { organizationId: number; ttlSecondsAfterFinished?: number },
  JobStatusBase & Record<string, unknown>
>;

export interface JobBackedKind<R extends JobBackedResource> {
  kind: KindName;
  segment: WorkloadSegment;
  jobSuffix: string;
  build(resource: R, inputs: JobInputs): { secret: V1Secret; job: V1Job };
  /** Status fields from the API's record (model version id, artifact key, the last epoch). */
  resultFields(result: StatusReply): Record<string, unknown>;
}

export interface JobBackedOptions {
  /** A Job whose pod has not run after this long fails (StartTimeout) instead of waiting for ever. */
  startTimeoutMs: number;
  /** How often an unfinished job is looked at again (pod problems, the workload's progress). */
  pollMs: number;
  events?: EventRecorder;
}

export const DEFAULT_JOB_OPTIONS: JobBackedOptions = { startTimeoutMs: 600_000, pollMs: 5_000 };

export interface ReconcileOutcome {
  /** Ask to be called again after this long (waiting for inputs). */
  requeueAfterMs?: number;
}

/**
 * Reconciles a TrainingJob or an ExportJob (level-triggered, idempotent): read the resource and
 * the Job it owns, act only on the difference, rebuild the status from what exists, and report
 * it to the API. Deletion goes through the finalizer (runtime/finalizer.ts) so the API can clean
 * up outside the cluster.
 */
export class JobBackedReconciler<R extends JobBackedResource = JobBackedResource> {
  constructor(
    private readonly cluster: Cluster,
    private readonly cache: ClusterReader,
    private readonly api: OperatorApiClient,
    private readonly spec: JobBackedKind<R>,
    private readonly options: JobBackedOptions = DEFAULT_JOB_OPTIONS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async reconcile(namespace: string, name: string): Promise<ReconcileOutcome> {
    const { kind, segment } = this.spec;
    const resource = this.cache.resource<R>(kind, namespace, name);
    if (!resource) return {};
    const organizationId = resource.spec.organizationId;
    const recordId = resource.status?.recordId;
    const proceed = await finalizerStep(
      this.cluster,
      kind,
      resource,
      async () => {
        if (recordId) await this.api.release(segment, organizationId, recordId);
      },
      this.options.events,
    );
    if (!proceed) return {};

    const record = await this.api.sync(segment, {
      namespace,
      name,
      uid: resource.metadata.uid ?? '',
      spec: resource.spec,
    });
    if (record.phase === 'Cancelled') return {};

    const jobName = childName(name, this.spec.jobSuffix);
    const found = await this.ownedJob(namespace, resource.metadata.uid ?? '', jobName);
    let job = found.job;
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
      } else if (found.earlierOwner) {
        // A resource deleted and created again under its name: its old Job goes with the old one.
        waitingFor = `waiting for Job ${jobName} of an earlier ${kind} of this name to be deleted`;
      } else {
        const inputs = await this.api.inputs(segment, organizationId, record.record_id);
        if (inputs.ready) {
          const built = this.spec.build(
            { ...resource, status: { ...resource.status, recordId: record.record_id } },
            { env: inputs.env, callbackUrl: inputs.callback_url, callbackToken: inputs.callback_token },
          );
          await this.cluster.putSecret(built.secret);
          job = await this.cluster.createJob(built.job);
        } else {
          waitingFor = inputs.message ?? 'waiting for inputs';
        }
      }
    }

    const now = this.now();
    const generation = resource.metadata.generation;
    let status = statusFromJob(
      resource.status,
      job,
      generation,
      { progress: record.progress, message: waitingFor ?? record.message ?? undefined },
      now,
      withoutJob,
    );
    // The pods tell why an unfinished or failed Job is stuck (podProblem) and what it said last.
    const watched = job && status.phase !== 'Succeeded' ? job : null;
    const pods = watched ? await this.cluster.podsOfJob(watched) : [];
    const problem = watched ? podProblem(watched, pods) : null;
    status = withStarted(status, problem, generation, now);
    let timedOut = false;
    if (status.phase === 'Pending' && startTimedOut(job, now, this.options.startTimeoutMs)) {
      timedOut = true;
      const why = problem ? `${problem.reason}: ${problem.message}` : 'its pod never ran';
      const seconds = Math.round(this.options.startTimeoutMs / 1000);
      status = failedWith(status, 'StartTimeout', `did not start within ${seconds} s (${why})`, generation, now);
    }
    // A failure's log tail goes to the API's record (the pods go with the Job; the record stays).
    const logTail = status.phase === 'Failed' ? failureLogTail(pods) : null;
    const result = await this.api.status(segment, organizationId, record.record_id, status, logTail ?? undefined);
    if (status.phase === 'Succeeded' && result.phase === 'Failed') {
      // The Job exited 0 but the API found its outputs missing: the record's verdict stands.
      status = failedWith(status, 'ArtifactsMissing', result.message ?? 'outputs missing', generation, now);
    }
    const next = { ...status, recordId: record.record_id, ...this.spec.resultFields(result) };
    if (!sameJson(next, resource.status ?? {})) {
      await this.cluster.patchStatus(kind, namespace, name, next);
      for (const event of transitionEvents(resource.status, next, logTail))
        await this.options.events?.record(resource, event);
    }
    if (timedOut && job) {
      // Recorded as failed first, so the missing Job reads as that outcome on the next pass.
      await this.cluster.deleteJob(namespace, jobName);
      return {};
    }
    const finished = status.phase === 'Succeeded' || status.phase === 'Failed';
    if (job && finished && job.spec?.ttlSecondsAfterFinished === undefined) {
      // The outcome is in the API and on the resource now, so the Job may go.
      await this.cluster.setJobTtl(namespace, jobName, ttlAfterFinished(resource.spec));
    }
    if (waitingFor) return { requeueAfterMs: 2000 };
    return finished ? {} : { requeueAfterMs: this.options.pollMs };
  }

  /**
   * The resource's Job, found in the cache through the owner index (its ownerReferences name
   * this resource's UID). A miss is confirmed with the API server before anyone acts on it:
   * a Job created a moment ago may not be in the cache yet, and taking it for missing would fail
   * the resource or hand its workload fresh credentials. A Job of the same name owned by another
   * UID belongs to an earlier resource of this name and is not this one's.
   */
  private async ownedJob(
    namespace: string,
    uid: string,
    jobName: string,
  ): Promise<{ job: V1Job | null; earlierOwner: boolean }> {
    const cached = this.cache.ownedJobs(namespace, uid).find((j) => j.metadata?.name === jobName);
    if (cached) return { job: cached, earlierOwner: false };
    const live = await this.cluster.getJob(namespace, jobName);
    if (!live) return { job: null, earlierOwner: false };
    const ours = (live.metadata?.ownerReferences ?? []).some((r) => r.uid === uid);
    return ours ? { job: live, earlierOwner: false } : { job: null, earlierOwner: true };
  }
}

/** A deployment job as the check-in reply lists it. */
export interface PendingJob {
  job_id: string;
  deployment_id: number;
  rollback: boolean;
  model_version_id: number | null;
  format: string;
  artifact_url: string | null;
  artifact_sha256: string | null;
  /** Absent from platforms older than the agent. */
  class_names?: string[];
}

export type DeploymentDecision =
  | { action: 'idle' }
  | { action: 'run'; job: PendingJob }
  /** Finished here, but the platform still lists it: the final report was lost, send it again. */
  | { action: 'report'; job: PendingJob };

/**
 * Which pending job to act on. Rollbacks first (they restore a working model), then the oldest
 * deployment; a job this agent already finished is never run twice, only re-reported.
 */
export function decideDeployment(pending: PendingJob[], finished: Record<string, unknown>): DeploymentDecision {
  const order = [...pending].sort(
    (a, b) => Number(b.rollback) - Number(a.rollback) || a.deployment_id - b.deployment_id,
  );
  const unreported = order.find((j) => finished[j.job_id] !== undefined);
  const next = order.find((j) => finished[j.job_id] === undefined);
  if (next) return { action: 'run', job: next };
  if (unreported) return { action: 'report', job: unreported };
  return { action: 'idle' };
}

/** The folder name a model version is installed under: unique per artifact, readable by a person. */
export function versionFolderName(job: Pick<PendingJob, 'deployment_id' | 'model_version_id'>, sha256: string): string {
  return `mv${job.model_version_id ?? 0}-dep${job.deployment_id}-${sha256.slice(0, 12)}`;
}

import type { ReactNode } from 'react';

/** What the jobs, deployments and exports tables have in common. */
export interface JobRow {
  id: number;
  phase: string;
  progress: number;
  message: string | null;
  conditions?: { type: string; status: string; reason?: string; message?: string }[];
}

export const FINISHED = ['Succeeded', 'Failed', 'Cancelled', 'RolledBack'];

/** Phase and progress; a failed job says why (its message, else its failing condition's). */
export function JobState({ job }: { job: JobRow }) {
  const failing = job.conditions?.find((c) => c.status === 'True' && /fail/i.test(c.type));
  const reason = job.message ?? failing?.message ?? failing?.reason ?? null;
  return (
    <span className={`phase ${job.phase.toLowerCase()}`}>
      {job.phase} <progress max={100} value={job.progress} /> {job.progress}%
      {reason && <span className={job.phase === 'Failed' ? 'error reason' : 'muted reason'}> {reason}</span>}
    </span>
  );
}

export function Empty({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="muted">
        {children}
      </td>
    </tr>
  );
}

export const formatMetric = (value: number) => String(Number(value.toFixed(4)));

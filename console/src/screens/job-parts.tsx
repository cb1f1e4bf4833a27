import type { ReactNode } from 'react';

/** What the jobs, deployments and exports tables have in common. */
export interface JobRow {
  id: number;
  phase: string;
  /** From 0 to 1, as the API reports it. */
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
      {job.phase} <progress max={1} value={job.progress} /> {Math.round(job.progress * 100)}%
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

/** The figures worth a glance, in a fixed order; the rest are in the training charts. */
const HEADLINE_FIGURES = ['map50', 'map50_95', 'mask_map50', 'top1', 'top5', 'precision', 'recall'];

export function Figures({ metrics }: { metrics: Record<string, number> }) {
  const shown = HEADLINE_FIGURES.filter((name) => metrics[name] !== undefined);
  if (shown.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="figures">
      {shown.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatMetric(metrics[name]!)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shows or hides what a row expands to (epochs, a log, devices). */
export function Toggle({
  open,
  onToggle,
  show,
  hide,
}: {
  open: boolean;
  onToggle: () => void;
  show: string;
  hide: string;
}) {
  return (
    <button onClick={onToggle} aria-expanded={open}>
      {open ? hide : show}
    </button>
  );
}

/**
 * A failed job's last words: its pod's termination message, the tail of its log (the last 80
 * lines or 2 KiB). Plain React text in a scrollable <pre>, never parsed as HTML.
 */
export function LogTail({ testId, text }: { testId: string; text: string }) {
  return (
    <pre className="log-tail" data-testid={testId} tabIndex={0} aria-label="Log tail of the failed pod">
      {text}
    </pre>
  );
}

import type { Outcome } from './http.js';

export const OPERATIONS = ['token', 'provision', 'checkin', 'upload', 'phase'] as const;
/** `token` is the operator creating a provisioning token; the rest is what devices do. */
export type Operation = (typeof OPERATIONS)[number];

/** The operation an agent's call belongs to, by its path (`phase`: deployment phase reports). */
export function operationOf(path: string): Operation {
  if (path === '/device/checkin') return 'checkin';
  if (path === '/device/images/upload') return 'upload';
  return 'phase';
}

interface OperationTally {
  requests: number;
  errors: number;
  /** Of successful requests only: a timeout's 30 s says nothing about how fast the API is. */
  latenciesMs: number[];
  bytesSent: number;
}

/** Every request's outcome, per operation, plus the distinct errors seen. */
export class Recorder {
  private readonly tallies = new Map<Operation, OperationTally>(
    OPERATIONS.map((op) => [op, { requests: 0, errors: 0, latenciesMs: [], bytesSent: 0 }]),
  );
  private readonly errorCounts = new Map<string, number>();

  record(op: Operation, outcome: Outcome, bytesSent = 0): void {
    const tally = this.tallies.get(op)!;
    tally.requests++;
    if (outcome.ok) {
      tally.latenciesMs.push(outcome.ms);
      tally.bytesSent += bytesSent;
    } else {
      tally.errors++;
      const key = `${op}: ${outcome.error ?? 'failed'}`;
      this.errorCounts.set(key, (this.errorCounts.get(key) ?? 0) + 1);
    }
  }

  /** An error that was not a request's (an agent that could not load its model). */
  note(error: string): void {
    this.errorCounts.set(error, (this.errorCounts.get(error) ?? 0) + 1);
    this.noted += 1;
  }

  private noted = 0;

  tally(op: Operation): Readonly<OperationTally> {
    return this.tallies.get(op)!;
  }

  totals(): { requests: number; errors: number } {
    let requests = 0;
    let errors = 0;
    for (const tally of this.tallies.values()) {
      requests += tally.requests;
      errors += tally.errors;
    }
    return { requests, errors: errors + this.noted };
  }

  /** The most frequent errors first. */
  errors(limit = 10): { error: string; count: number }[] {
    return [...this.errorCounts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([error, count]) => ({ error, count }));
  }
}

/**
 * Exponential backoff with full jitter (the AWS Architecture Blog's "full jitter"): many devices
 * that lost the API at the same moment spread their retries instead of returning together.
 */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** The wait before retry number `attempt` (0 = first retry); `random` is in [0, 1). */
export function backoffDelay(policy: BackoffPolicy, attempt: number, random: number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(ceiling * random);
}

/** The regular interval, moved by up to +-`jitter` (a fraction), so check-ins do not align. */
export function jitteredInterval(intervalMs: number, jitter: number, random: number): number {
  return Math.max(0, Math.round(intervalMs * (1 + jitter * (2 * random - 1))));
}

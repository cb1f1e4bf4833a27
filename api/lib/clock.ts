/**
 * The API's one source of the current time. Whatever decides on time (an expiry, a staleness
 * check, the timestamps a later decision reads) takes a `Clock` from api/wiring/modules.ts, so a
 * test moves time forward instead of sleeping past a deadline (test/helpers/clock.ts).
 *
 * Elapsed time between two points of one process (progress throttling, a bounded wait) is
 * measured with `performance.now()`, which no clock change can make run backwards.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock: what every process runs on outside tests. */
export const systemClock: Clock = { now: () => new Date() };

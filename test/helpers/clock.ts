import type { Clock } from '../../api/lib/clock.js';

/**
 * A clock a test moves forward by hand. It runs with the wall clock (records still get increasing
 * timestamps, so "newest first" keeps its meaning) and jumps when the test says so: a deadline is
 * crossed at once instead of slept past on a machine whose load decides how long a sleep takes.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

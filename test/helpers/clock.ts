import type { Clock } from '../../api/lib/clock.js';

/**
 * A clock a test moves by hand: the API sees time pass only when the test says so, so a deadline
 * is crossed exactly instead of slept past on a machine whose load decides how long a sleep takes.
 */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.ms += ms;
  }
}

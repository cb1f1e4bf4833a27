import { expect } from 'chai';
import { runInterleaved } from '../../bench/lib/closed-loop.js';
import { cpuSampler, processCpuMs } from '../../bench/lib/process-cpu.js';

/**
 * Time that moves only when an operation says so, so the windows' arithmetic does not depend on
 * how busy the machine running the suite is.
 */
function virtualClock() {
  let now = 0;
  return {
    now: () => now,
    /** An operation taking `ms`: time moves on, and the other workers get their turn. */
    async spend(ms: number) {
      now += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('bench closed loops taking turns (no servers)', () => {
  it('runs the sides in turn, round after round, and sums each side over its windows', async () => {
    const turns: string[] = [];
    const indexes = { fast: [] as number[], slow: [] as number[] };
    const clock = virtualClock();
    const result = await runInterleaved({
      sides: {
        fast: async (index) => {
          indexes.fast.push(index);
          await clock.spend(2);
        },
        slow: async (index) => {
          indexes.slow.push(index);
          await clock.spend(10);
          if (index % 5 === 4) throw new Error('every fifth fails');
        },
      },
      concurrency: 2,
      durationMs: 150,
      rounds: 3,
      clock,
      progress: { what: 'ops', sides: { fast: 'fast', slow: 'slow' }, log: (line) => turns.push(line) },
    });

    expect(turns).to.deep.equal(
      [1, 2, 3].flatMap((round) => ['fast', 'slow'].map((side) => `ops, ${side} (round ${round} of 3) ...`)),
    );
    // Each side's operations are numbered across its rounds, so devices and images keep rotating.
    expect(indexes.slow).to.deep.equal(indexes.slow.map((_, i) => i));
    // Three windows of 50 ms each, each ending when its last operation does: at most one
    // operation of each of the two workers (2 ms each) past the window's end.
    expect(result.fast.elapsedMs).to.be.within(150, 150 + 3 * 2 * 2);
    expect(result.slow.elapsedMs).to.be.within(150, 150 + 3 * 2 * 10);
    expect(result.fast.count).to.equal(result.fast.latency.count);
    expect(result.fast.perSecond).to.be.closeTo((result.fast.count * 1000) / result.fast.elapsedMs, 1e-9);
    expect(result.fast.perSecond).to.be.greaterThan(result.slow.perSecond);
    expect(result.slow.errors).to.equal(Math.floor(indexes.slow.length / 5));
    expect(result.slow.count + result.slow.errors).to.equal(indexes.slow.length);
    expect(result.slow.errorSamples).to.deep.equal(['every fifth fails']);
  });
});

describe('bench CPU accounting by process (no servers)', () => {
  /** Spends `ms` of this process's CPU time (not wall time, so a loaded machine cannot shorten it). */
  const burn = (ms: number) => {
    const start = process.cpuUsage();
    for (;;) {
      const spent = process.cpuUsage(start);
      if ((spent.user + spent.system) / 1000 >= ms) return;
    }
  };

  it('charges each side the CPU spent during its own measured windows, per operation', async () => {
    // The windows run on the virtual clock (each operation takes 4 ms of it); only the CPU is real.
    const clock = virtualClock();
    const result = await runInterleaved({
      sides: {
        busy: async () => {
          burn(3);
          await clock.spend(4);
        },
        idle: async () => {
          await clock.spend(4);
        },
      },
      concurrency: 1,
      durationMs: 400,
      warmupMs: 20,
      rounds: 2,
      clock,
      cpu: cpuSampler({}),
    });

    expect(result.busy.cpuMsPerOp!.bench).to.be.within(2.5, 6);
    expect(result.idle.cpuMsPerOp!.bench).to.be.below(1);
  });

  it("reads a process's CPU time from /proc, and nothing for a process that is gone", () => {
    burn(50);
    const own = process.cpuUsage();
    const fromProc = processCpuMs(process.pid)!;
    // /proc counts in 10 ms ticks.
    expect(fromProc).to.be.within((own.user + own.system) / 1000 - 30, (own.user + own.system) / 1000 + 30);
    expect(processCpuMs(2 ** 22 + 1)).to.equal(null);
  });
});

import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ) on every platform it runs on. */
const MS_PER_TICK = 10;

/** Cumulative CPU time (user + system) by process name, in milliseconds. */
export type CpuSampler = () => Record<string, number>;

/**
 * User plus system CPU time a process has used so far, from `/proc/<pid>/stat`; null where
 * there is no `/proc` (macOS) or the process is gone.
 */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * MS_PER_TICK : null;
}

/**
 * CPU time all threads of a process have used so far, in milliseconds with nanosecond precision,
 * from `/proc/<pid>/task/<tid>/schedstat`: fine enough to charge single requests of a few
 * milliseconds, where `/proc/<pid>/stat` counts in 10 ms ticks. Null where there is no such file
 * (macOS, a kernel without schedstats) or the process is gone. Threads that ended are not counted.
 */
export function processCpuPreciseMs(pid: number): number | null {
  let total = 0;
  let read = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
        read++;
      } catch {
        // the thread ended between the listing and the read
      }
    }
  } catch {
    return null;
  }
  return read > 0 && Number.isFinite(total) ? total / 1e6 : null;
}

/**
 * Samples the CPU time of the named processes and of this one (`bench`, the load generator), so
 * a bench can say where each operation's CPU went. Processes it cannot read are left out.
 */
export function cpuSampler(pids: Record<string, number | undefined>): CpuSampler {
  return () => {
    const sample: Record<string, number> = {};
    for (const [name, pid] of Object.entries(pids)) {
      const ms = pid === undefined ? null : processCpuMs(pid);
      if (ms !== null) sample[name] = ms;
    }
    const own = process.cpuUsage();
    sample.bench = (own.user + own.system) / 1000;
    return sample;
  };
}

/** CPU milliseconds each process spent between two samples. */
export function cpuBetween(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [name, end] of Object.entries(after)) {
    const start = before[name];
    if (start !== undefined) spent[name] = end - start;
  }
  return spent;
}

/** Sums of several spans' CPU milliseconds, divided over the operations they ran. */
export function cpuPerOperation(spans: Record<string, number>[], operations: number): Record<string, number> {
  const perOp: Record<string, number> = {};
  if (operations === 0) return perOp;
  for (const span of spans) {
    for (const [name, ms] of Object.entries(span)) perOp[name] = (perOp[name] ?? 0) + ms / operations;
  }
  return perOp;
}

/** All processes' CPU milliseconds per operation, summed. */
export function totalCpuMs(perOp: Record<string, number>): number {
  return Object.values(perOp).reduce((sum, ms) => sum + ms, 0);
}

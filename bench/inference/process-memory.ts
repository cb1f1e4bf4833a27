import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory figures of a process from /proc (Linux), in bytes; null where unreadable. */
export function memoryOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return null;
  }
}

/** The child of this process whose command line contains `marker` (the API process of the private stack). */
export function findChild(marker: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the highest sample. */
export function sampleRss(pid: number, everyMs = 50): { stop(): number } {
  let highest = memoryOf(pid)?.rss ?? 0;
  const timer = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid)?.rss ?? 0);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, memoryOf(pid)?.rss ?? 0);
    },
  };
}

/** CPU time a process has used (user + system), in milliseconds; null where unreadable. */
export function cpuTimeOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

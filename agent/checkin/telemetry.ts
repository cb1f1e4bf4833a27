import { readdirSync, readFileSync, statfsSync } from 'node:fs';
import { uptime } from 'node:os';

/** CPU time counters from /proc/stat: busy and total jiffies since boot. */
export interface CpuSample {
  busy: number;
  total: number;
}

export function parseProcStat(text: string): CpuSample | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  const total = fields.slice(0, 8).reduce((sum, v) => sum + v, 0); // guest time is already in user
  return { busy: total - idle, total };
}

/** Busy share between two samples, in percent. */
export function cpuPercent(before: CpuSample, after: CpuSample): number | undefined {
  const total = after.total - before.total;
  if (total <= 0) return undefined;
  return round(Math.min(100, Math.max(0, ((after.busy - before.busy) / total) * 100)));
}

/** Used memory from /proc/meminfo: MemTotal - MemAvailable (what the kernel could give back is free). */
export function parseMeminfo(text: string): { totalBytes: number; usedBytes: number } | null {
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) * 1024;
  const total = kb('MemTotal');
  const available = kb('MemAvailable');
  if (!Number.isFinite(total) || !Number.isFinite(available) || total <= 0) return null;
  return { totalBytes: total, usedBytes: total - available };
}

const round = (v: number) => Math.round(v * 10) / 10;

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The hottest thermal zone the board exposes, in °C; undefined when it exposes none. */
export function boardTemperature(root = '/sys/class/thermal'): number | undefined {
  let zones: string[];
  try {
    zones = readdirSync(root).filter((z) => z.startsWith('thermal_zone'));
  } catch {
    return undefined;
  }
  const readings = zones
    .map((z) => Number(read(`${root}/${z}/temp`)?.trim()))
    .filter((v) => Number.isFinite(v))
    .map((milli) => milli / 1000)
    .filter((c) => c > -100 && c < 200);
  return readings.length ? round(Math.max(...readings)) : undefined;
}

/** What a check-in reports about the machine. */
export interface TelemetrySource {
  sample(): { metrics: Record<string, number>; uptime_s: number };
}

/** Samples the machine each check-in; CPU is the busy share since the previous check-in. */
export class Telemetry implements TelemetrySource {
  private lastCpu: CpuSample | null;

  constructor(private readonly diskPath: string) {
    this.lastCpu = parseProcStat(read('/proc/stat') ?? '');
  }

  sample() {
    const metrics: Record<string, number> = {};
    const cpu = parseProcStat(read('/proc/stat') ?? '');
    if (cpu && this.lastCpu) {
      const percent = cpuPercent(this.lastCpu, cpu);
      if (percent !== undefined) metrics.cpu_percent = percent;
    }
    this.lastCpu = cpu;
    const memory = parseMeminfo(read('/proc/meminfo') ?? '');
    if (memory) {
      metrics.memory_percent = round((memory.usedBytes / memory.totalBytes) * 100);
      metrics.memory_used_bytes = memory.usedBytes;
    }
    try {
      const fs = statfsSync(this.diskPath);
      if (fs.blocks > 0) metrics.disk_percent = round(((fs.blocks - fs.bavail) / fs.blocks) * 100);
    } catch {
      // The state folder's filesystem cannot be read: leave the disk figure out.
    }
    const temperature = boardTemperature();
    if (temperature !== undefined) metrics.temperature_c = temperature;
    return { metrics, uptime_s: Math.round(uptime()) };
  }
}

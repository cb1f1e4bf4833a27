import type { TelemetrySource } from '../../agent/checkin/telemetry.js';

/** A slowly wandering gauge, so dashboards show plausible curves rather than white noise. */
function wander(value: number, step: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value + (Math.random() * 2 - 1) * step));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Readings of a virtual board, in place of the agent's /proc and /sys ones (all virtual devices
 * share one machine, whose figures would say nothing about any of them).
 */
export class VirtualTelemetry implements TelemetrySource {
  private readonly bootedAt = Date.now() - Math.floor(Math.random() * 86_400_000);
  private cpu = 20 + Math.random() * 40;
  private memory = 30 + Math.random() * 30;
  private temperature = 45 + Math.random() * 10;

  sample() {
    this.cpu = wander(this.cpu, 8, 1, 99);
    this.memory = wander(this.memory, 2, 5, 95);
    this.temperature = wander(this.temperature, 1.5, 30, 85);
    return {
      metrics: {
        cpu_percent: round1(this.cpu),
        memory_percent: round1(this.memory),
        disk_percent: 42,
        temperature_c: round1(this.temperature),
      },
      uptime_s: Math.floor((Date.now() - this.bootedAt) / 1000),
    };
  }
}

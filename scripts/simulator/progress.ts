import type { SimulationProgress } from './run-simulation.js';

/**
 * The live status line on stderr, so stdout carries only the report. On a terminal it is
 * rewritten in place with \r; into a file or pipe it is written as a plain line every few seconds
 * instead, so logs stay readable.
 */
export class ProgressLine {
  private width = 0;
  private updates = 0;

  constructor(private readonly stream: NodeJS.WriteStream = process.stderr) {}

  update(progress: SimulationProgress): void {
    const text = describe(progress);
    if (this.stream.isTTY) {
      this.stream.write(`\r${text.padEnd(this.width)}`);
      this.width = text.length;
    } else if (this.updates++ % 5 === 0) {
      this.stream.write(`${text}\n`);
    }
  }

  /** Clears the line so the report starts on a clean one. */
  done(): void {
    if (this.stream.isTTY && this.width > 0) this.stream.write(`\r${' '.repeat(this.width)}\r`);
    this.width = 0;
  }
}

function describe(p: SimulationProgress): string {
  const elapsed = `${(p.elapsedMs / 1000).toFixed(0)}s`;
  const clock = p.durationMs > 0 ? `${elapsed}/${(p.durationMs / 1000).toFixed(0)}s` : elapsed;
  return `[simulate] ${p.phase} ${clock}  requests ${p.requests}  errors ${p.errors}  ${p.perSecond.toFixed(1)} req/s`;
}

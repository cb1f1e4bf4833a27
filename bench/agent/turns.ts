import type { DirectRun } from '../inference/direct.js';
import type { AgentRound, AgentUnderBench } from './agent-run.js';
import type { DirectProcess } from './direct-process.js';

export type TimedRun = DirectRun & { cpuMs: number };

/**
 * Frames per turn. The machine is shared (other work comes and goes within seconds), so the sides
 * take turns and meet the same load. A turn costs the agent a fixed few milliseconds that a camera
 * writing frames steadily would not (noticing the folder: its frame loop looks every 1/120 s when
 * idle; the bench seeing it empty), so turns are long enough to keep that near 1%.
 */
export const CHUNK = 20;

/** One measured round: every frame through the agent and through the direct side, in turns. */
export async function roundInTurns(
  agent: AgentUnderBench,
  direct: DirectProcess,
  frames: Buffer[],
  thresholds: { confidence: number; iou: number },
): Promise<{ agent: AgentRound; direct: TimedRun }> {
  const agentRound: AgentRound = { frames: 0, elapsedMs: 0, cpuMs: 0, peakRss: 0 };
  const directRound: TimedRun = { images: 0, detections: 0, elapsedMs: 0, cpuMs: 0 };
  for (let start = 0; start < frames.length; start += CHUNK) {
    const count = Math.min(CHUNK, frames.length - start);
    // Alternating which side goes first, so neither always meets the same moment of the load.
    const sides = [
      async () => {
        const turn = await agent.round(frames.slice(start, start + count));
        agentRound.frames += turn.frames;
        agentRound.elapsedMs += turn.elapsedMs;
        agentRound.cpuMs += turn.cpuMs;
        agentRound.peakRss = Math.max(agentRound.peakRss, turn.peakRss);
      },
      async () => addDirect(directRound, await direct.run(start, count, thresholds)),
    ];
    if ((start / CHUNK) % 2 === 1) sides.reverse();
    for (const side of sides) await side();
  }
  return { agent: agentRound, direct: directRound };
}

export function addDirect(total: TimedRun, turn: TimedRun): void {
  total.images += turn.images;
  total.detections += turn.detections;
  total.elapsedMs += turn.elapsedMs;
  total.cpuMs += turn.cpuMs;
}

export const best = <T extends { elapsedMs: number }>(runs: T[]): T =>
  runs.reduce((a, b) => (b.elapsedMs < a.elapsedMs ? b : a));

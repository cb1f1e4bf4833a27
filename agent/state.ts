import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** How a deployment job ended here, kept to re-send the final report if the platform missed it. */
export interface FinishedJob {
  outcome: 'succeeded' | 'failed';
  phase: string;
  error?: { code: string; message: string };
}

/** What the agent remembers across restarts besides the files themselves. */
export interface AgentState {
  /** Deployment jobs this agent finished (succeeded or failed), so a re-sent job is not redone. */
  finished_jobs: Record<string, FinishedJob>;
  frames_processed: number;
  frames_uploaded: number;
  frames_dropped: number;
}

const EMPTY: AgentState = { finished_jobs: {}, frames_processed: 0, frames_uploaded: 0, frames_dropped: 0 };

/** A small JSON file written by rename, so a power cut leaves the old or the new state. */
export class StateFile {
  readonly value: AgentState;

  constructor(private readonly path: string) {
    let loaded: Partial<AgentState> = {};
    try {
      loaded = JSON.parse(readFileSync(path, 'utf8')) as Partial<AgentState>;
    } catch {
      // First start, or a file cut short before the rename existed: start counting afresh.
    }
    this.value = { ...EMPTY, ...loaded, finished_jobs: { ...(loaded.finished_jobs ?? {}) } };
  }

  save(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.value));
    renameSync(tmp, this.path);
  }
}

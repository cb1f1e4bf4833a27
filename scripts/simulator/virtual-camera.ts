import type { Frame, FrameSource as AgentFrameSource } from '../../agent/frames/source.js';
import type { FrameSource as JpegRenderer } from './frame-source.js';

/**
 * A virtual camera for the agent: its frames are the simulator's generated JPEGs. The agent's
 * frame loop asks synchronously, as it asks a folder; the camera hands out the frame rendered
 * since the last ask and starts rendering the next, so a slow renderer shows as missed frames
 * (counted) rather than as a stalled loop, as a camera whose buffer was empty would.
 */
export class VirtualCamera implements AgentFrameSource {
  private ready: Buffer | null = null;
  private rendering = false;
  private taken = 0;
  private stopped = false;
  /** Asks that found no frame ready. */
  missed = 0;

  constructor(
    private readonly renderer: JpegRenderer,
    private readonly name: string,
  ) {
    this.render();
  }

  next(): Frame | null {
    const bytes = this.ready;
    this.ready = null;
    this.render();
    if (!bytes) {
      this.missed += 1;
      return null;
    }
    this.taken += 1;
    return { name: `${this.name}-${this.taken}.jpg`, bytes, done: () => undefined };
  }

  stop(): void {
    this.stopped = true;
  }

  private render(): void {
    if (this.rendering || this.ready || this.stopped) return;
    this.rendering = true;
    this.renderer.next().then(
      (jpeg) => {
        this.ready = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
        this.rendering = false;
      },
      () => {
        this.rendering = false; // the renderer was closed: the run is ending
      },
    );
  }
}

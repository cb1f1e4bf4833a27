import { spawn, type ChildProcess } from 'node:child_process';
import { errorText, type Log } from '../log.js';
import { splitJpegs, type Frame, type FrameSource } from './source.js';

const MAX_PENDING_BYTES = 32 * 1024 * 1024;

/**
 * Frames from an RTSP/HTTP stream or a V4L2 camera, decoded by ffmpeg (Debian's package) at the
 * set rate into JPEGs on a pipe. Only the newest frame is kept: when inference is slower than the
 * stream, old frames are skipped rather than queued. A stream that ends or drops is reopened.
 */
export class StreamSource implements FrameSource {
  private child: ChildProcess | null = null;
  private latest: Buffer | null = null;
  private count = 0;
  private stopped = false;
  private failures = 0;

  constructor(
    private readonly url: string,
    private readonly fps: number,
    private readonly log: Log,
    private readonly ffmpeg = process.env.AGENT_FFMPEG ?? 'ffmpeg',
  ) {
    this.open();
  }

  private args(): string[] {
    const input = this.url.startsWith('/dev/video')
      ? ['-f', 'v4l2', '-i', this.url]
      : this.url.startsWith('rtsp')
        ? ['-rtsp_transport', 'tcp', '-i', this.url]
        : ['-i', this.url];
    return [
      '-nostdin',
      '-loglevel',
      'error',
      ...input,
      '-an',
      '-vf',
      `fps=${this.fps}`,
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-q:v',
      '3',
      'pipe:1',
    ];
  }

  private open(): void {
    let pending = Buffer.alloc(0);
    let errors = '';
    const child = spawn(this.ffmpeg, this.args(), { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      const { frames, rest } = splitJpegs(pending);
      if (frames.length) {
        this.latest = Buffer.from(frames[frames.length - 1]!);
        this.failures = 0;
      }
      pending = rest.length > MAX_PENDING_BYTES ? Buffer.alloc(0) : Buffer.from(rest);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', (err) => {
      errors = errorText(err);
    });
    child.on('close', (code) => {
      if (this.stopped) return;
      const wait = Math.min(30_000, 1000 * 2 ** Math.min(this.failures++, 5));
      this.log('warn', 'frame stream ended; reopening', {
        source: this.url,
        code,
        error: errors.trim() || null,
        retry_in_ms: wait,
      });
      setTimeout(() => {
        if (!this.stopped) this.open();
      }, wait);
    });
  }

  next(): Frame | null {
    const bytes = this.latest;
    if (!bytes) return null;
    this.latest = null;
    this.count += 1;
    return { name: `stream-${Date.now()}-${this.count}.jpg`, bytes, done: () => undefined };
  }

  stop(): void {
    this.stopped = true;
    this.child?.kill('SIGKILL');
  }
}

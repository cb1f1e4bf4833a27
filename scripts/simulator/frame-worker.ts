/** A JPEG encoding thread for FrameSource: encoding a large frame takes long enough to skew latencies. */
import { parentPort, workerData } from 'node:worker_threads';
import { JpegSynthesizer } from './synthetic-jpeg.js';

export interface FrameRequest {
  id: number;
  seed: number;
  comment: string;
}

export interface FrameReply {
  id: number;
  jpeg: Uint8Array;
}

const synthesizer = new JpegSynthesizer((workerData as { targetBytes: number }).targetBytes);
synthesizer.calibrate();
parentPort!.postMessage({ ready: true });
parentPort!.on('message', (request: FrameRequest) => {
  // A copy of its own, so the bytes can be moved to the main thread instead of copied again.
  const jpeg = new Uint8Array(synthesizer.render(request.seed, request.comment));
  parentPort!.postMessage({ id: request.id, jpeg } satisfies FrameReply, [jpeg.buffer]);
});

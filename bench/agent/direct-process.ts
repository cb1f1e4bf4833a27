import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type ort from 'onnxruntime-node';
import type { DirectRun } from '../inference/direct.js';

/** A runtime called directly, in a process of its own (bench/agent/direct-child.ts). */
export class DirectProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly inputSize: number,
  ) {}

  static async start(
    modelPath: string,
    framesDir: string,
    options: ort.InferenceSession.SessionOptions,
    classCount: number,
    runtime: 'onnx' | 'openvino' = 'onnx',
  ): Promise<DirectProcess> {
    const entry = fileURLToPath(new URL('./direct-child.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', entry, modelPath, framesDir, JSON.stringify(options), String(classCount), runtime],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const ready = await new Promise<{ inputSize: number }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { inputSize: number }));
      child.once('exit', (code) => reject(new Error(`the direct baseline process exited (${code})`)));
    });
    return new DirectProcess(child, ready.inputSize);
  }

  /** Frames `start` to `start + count` of the folder, in name order. */
  run(
    start: number,
    count: number,
    thresholds: { confidence: number; iou: number },
  ): Promise<DirectRun & { cpuMs: number }> {
    return new Promise((resolve) => {
      this.child.once('message', (m) => resolve(m as DirectRun & { cpuMs: number }));
      this.child.send({ start, count, ...thresholds });
    });
  }

  stop(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

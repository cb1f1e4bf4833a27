import { parseQuantity } from '../../../lib/quantity.js';

export interface JobCaps {
  cpu: { text: string; value: number };
  memory: { text: string; value: number };
  gpu: number;
  epochs: number;
  imageSize: number;
  defaultCpu: { text: string; value: number };
  defaultMemory: { text: string; value: number };
}

export interface JobAsk {
  epochs?: number;
  image_size?: number;
  resources?: { cpu?: string; memory?: string; gpu?: number };
}

export interface CapRefusal {
  field: string;
  message: string;
}

/** The first thing a job request asks for beyond the server's caps (null: all within them). */
export function capRefusal(ask: JobAsk, caps: JobCaps): CapRefusal | null {
  if (ask.epochs !== undefined && ask.epochs > caps.epochs) {
    return { field: 'body.epochs', message: `At most ${caps.epochs} epochs (JOB_MAX_EPOCHS)` };
  }
  if (ask.image_size !== undefined && ask.image_size > caps.imageSize) {
    return { field: 'body.image_size', message: `image_size at most ${caps.imageSize} (JOB_MAX_IMAGE_SIZE)` };
  }
  const { cpu, memory, gpu } = ask.resources ?? {};
  if (cpu !== undefined) {
    const value = parseQuantity(cpu);
    if (value === null || value <= 0 || value > caps.cpu.value) {
      return { field: 'body.resources.cpu', message: `cpu between 1m and ${caps.cpu.text} (JOB_MAX_CPU)` };
    }
  }
  if (memory !== undefined) {
    const value = parseQuantity(memory);
    if (value === null || value < 1 || value > caps.memory.value) {
      return { field: 'body.resources.memory', message: `memory at most ${caps.memory.text} (JOB_MAX_MEMORY)` };
    }
  }
  if (gpu !== undefined && gpu > caps.gpu) {
    return { field: 'body.resources.gpu', message: `At most ${caps.gpu} GPUs (JOB_MAX_GPU)` };
  }
  return null;
}

/** What the Job requests: the asked values, and the defaults for what the request left out. */
export function jobResources(asked: JobAsk['resources'], caps: JobCaps): { cpu: string; memory: string; gpu?: number } {
  return {
    cpu: asked?.cpu ?? caps.defaultCpu.text,
    memory: asked?.memory ?? caps.defaultMemory.text,
    ...(asked?.gpu ? { gpu: asked.gpu } : {}),
  };
}

/** The simulator's public surface, for the CLI and for benches that reuse it. */
export { FrameSource } from './frame-source.js';
export { timedRequest, type Outcome } from './http.js';
export { Limiter, mapBounded, sleep } from './limiter.js';
export { DEFAULTS, parseCli, parseDuration, USAGE, type CliOptions, type SimulationOptions } from './options.js';
export { MemoryWatch, metricsUrlOf, type MemoryReport } from './memory-watch.js';
export { ProgressLine } from './progress.js';
export { newRunId, provisionDevices, type ProvisionOptions, type VirtualDeviceIdentity } from './provision.js';
export { Recorder, OPERATIONS, type Operation } from './recorder.js';
export { formatMemory, formatReport } from './report.js';
export {
  runSimulation,
  type OperationReport,
  type SimulationHooks,
  type SimulationProgress,
  type SimulationReport,
} from './run-simulation.js';
export { JpegSynthesizer, frameDimensions } from './synthetic-jpeg.js';

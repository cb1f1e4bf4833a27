/**
 * OpenVINO IR models through OpenVINO's C API, called with koffi (an FFI whose npm package ships
 * its prebuilt binaries for linux x64 and arm64). The runtime itself comes from PyPI's `openvino`
 * wheel, which carries its shared libraries inside the package, so a device installs it from a
 * registry (`pip install openvino==2026.4.1`); `openvino-node` instead downloads its addon and
 * runtime at install time from a host outside any registry. The libraries are found in
 * OPENVINO_LIBS, else in `openvino/libs` beside the bundled agent (the archive /setup serves and
 * the agent image carry the wheel's CPU libraries there, scripts/agent-bundle/openvino.ts), else
 * where the device's python3 has the wheel installed.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ModelRuntime, OutputTensor } from './runtime.js';

const run = promisify(execFile);

/** The C API's functions the agent calls (OpenVINO 2.0 C API, stable since 2022.1). */
interface OpenVinoApi {
  koffi: typeof import('koffi');
  coreCreate(out: unknown[]): number;
  readModel(core: unknown, xml: string, bin: string | null, out: unknown[]): number;
  compileModel(
    core: unknown,
    model: unknown,
    device: string,
    properties: number,
    out: unknown[],
    ...rest: unknown[]
  ): number;
  createInferRequest(compiled: unknown, out: unknown[]): number;
  inputByIndex(model: unknown, index: number, out: unknown[]): number;
  outputsSize(model: unknown, out: number[]): number;
  outputByIndex(model: unknown, index: number, out: unknown[]): number;
  portShape(port: unknown, shape: Shape): number;
  portFree(port: unknown): void;
  shapeFree(shape: Shape): number;
  inputTensor(request: unknown, index: number, out: unknown[]): number;
  outputTensor(request: unknown, index: number, out: unknown[]): number;
  tensorShape(tensor: unknown, shape: Shape): number;
  tensorData(tensor: unknown, out: unknown[]): number;
  tensorByteSize(tensor: unknown, out: number[]): number;
  tensorFree(tensor: unknown): void;
  infer: ((request: unknown) => number) & {
    async(request: unknown, done: (err: unknown, status: number) => void): void;
  };
  requestFree(request: unknown): void;
  compiledFree(compiled: unknown): void;
  modelFree(model: unknown): void;
  coreFree(core: unknown): void;
  lastError(): string;
}

interface Shape {
  rank?: number | bigint;
  dims?: unknown;
}

let api: Promise<OpenVinoApi> | undefined;

/** OpenVINO's C API, loaded once; rejects with what to install when the device lacks it. */
export function openVino(): Promise<OpenVinoApi> {
  api ??= loadApi();
  return api;
}

/** Whether this device can run OpenVINO IR (the check-in reports it). */
export async function openVinoAvailable(): Promise<boolean> {
  return openVino().then(
    () => true,
    () => false,
  );
}

async function librariesDir(): Promise<string> {
  if (process.env.OPENVINO_LIBS) return process.env.OPENVINO_LIBS;
  // import.meta.url is edge-agent.mjs once bundled; from the sources no such folder exists.
  const bundled = fileURLToPath(new URL('openvino/libs', import.meta.url));
  if (existsSync(bundled)) return bundled;
  const { stdout } = await run('python3', [
    '-c',
    'import openvino, os; print(os.path.join(os.path.dirname(openvino.__file__), "libs"))',
  ]);
  return stdout.trim();
}

async function loadApi(): Promise<OpenVinoApi> {
  let dir: string;
  let koffi: typeof import('koffi');
  try {
    dir = await librariesDir();
    const module = (await import('koffi')) as unknown as { default?: typeof import('koffi') };
    koffi = module.default ?? (module as unknown as typeof import('koffi'));
  } catch (err) {
    throw new Error(
      `OpenVINO is not installed (pip install openvino==2026.4.1, or set OPENVINO_LIBS): ${(err as Error).message}`,
      { cause: err },
    );
  }
  const file = readdirSync(dir).find((name) => /^libopenvino_c\.so(\.|$)/.test(name));
  if (!file) throw new Error(`no libopenvino_c.so in ${dir}`);
  const lib = koffi.load(join(dir, file));
  // koffi's type names are process-wide: a second copy of this module (a bundle and its tests)
  // finds the struct already declared.
  try {
    koffi.type('ov_shape_t');
  } catch {
    koffi.struct('ov_shape_t', { rank: 'int64_t', dims: 'int64_t *' });
  }
  const fn = (signature: string) => lib.func(signature) as never;
  return {
    koffi,
    coreCreate: fn('int ov_core_create(_Out_ void **core)'),
    readModel: fn('int ov_core_read_model(void *core, const char *xml, const char *bin, _Out_ void **model)'),
    compileModel: fn(
      'int ov_core_compile_model(void *core, void *model, const char *device, size_t n, _Out_ void **compiled, ...)',
    ),
    createInferRequest: fn('int ov_compiled_model_create_infer_request(void *compiled, _Out_ void **request)'),
    inputByIndex: fn('int ov_model_const_input_by_index(void *model, size_t index, _Out_ void **port)'),
    outputsSize: fn('int ov_model_outputs_size(void *model, _Out_ size_t *size)'),
    outputByIndex: fn('int ov_model_const_output_by_index(void *model, size_t index, _Out_ void **port)'),
    portShape: fn('int ov_const_port_get_shape(void *port, _Out_ ov_shape_t *shape)'),
    portFree: fn('void ov_output_const_port_free(void *port)'),
    shapeFree: fn('int ov_shape_free(ov_shape_t *shape)'),
    inputTensor: fn('int ov_infer_request_get_input_tensor_by_index(void *request, size_t index, _Out_ void **tensor)'),
    outputTensor: fn(
      'int ov_infer_request_get_output_tensor_by_index(void *request, size_t index, _Out_ void **tensor)',
    ),
    tensorShape: fn('int ov_tensor_get_shape(void *tensor, _Out_ ov_shape_t *shape)'),
    tensorData: fn('int ov_tensor_data(void *tensor, _Out_ void **data)'),
    tensorByteSize: fn('int ov_tensor_get_byte_size(void *tensor, _Out_ size_t *size)'),
    tensorFree: fn('void ov_tensor_free(void *tensor)'),
    infer: fn('int ov_infer_request_infer(void *request)'),
    requestFree: fn('void ov_infer_request_free(void *request)'),
    compiledFree: fn('void ov_compiled_model_free(void *compiled)'),
    modelFree: fn('void ov_model_free(void *model)'),
    coreFree: fn('void ov_core_free(void *core)'),
    lastError: fn('const char *ov_get_last_err_msg()'),
  };
}

function check(ov: OpenVinoApi, status: number, what: string): void {
  if (status !== 0) throw new Error(`OpenVINO could not ${what} (status ${status}): ${ov.lastError() || 'no detail'}`);
}

function dimsOf(ov: OpenVinoApi, shape: Shape): number[] {
  const rank = Number(shape.rank ?? 0);
  // koffi decodes an int64_t array as a BigInt64Array.
  const dims = Array.from(ov.koffi.decode(shape.dims, 'int64_t', rank) as ArrayLike<number | bigint>, Number);
  ov.shapeFree(shape);
  return dims;
}

/**
 * One compiled IR model with one infer request, on the CPU with one inference thread (as ONNX
 * Runtime runs, see SESSION_OPTIONS). Inference runs on koffi's worker thread, so the agent's
 * event loop (uploads, check-ins) goes on meanwhile; one inference at a time, as the frame loop asks.
 */
export class OpenVinoRuntime implements ModelRuntime {
  private constructor(
    private readonly ov: OpenVinoApi,
    private readonly handles: { core: unknown; model: unknown; compiled: unknown; request: unknown },
    readonly inputShape: number[],
    readonly outputShapes: number[][],
  ) {}

  static async load(xmlPath: string): Promise<OpenVinoRuntime> {
    const ov = await openVino();
    const out: unknown[] = [null];
    check(ov, ov.coreCreate(out), 'start');
    const core = out[0];
    check(ov, ov.readModel(core, xmlPath, null, out), `read ${xmlPath}`);
    const model = out[0];
    const portShape = (port: unknown) => {
      const shape: Shape = {};
      try {
        check(ov, ov.portShape(port, shape), 'read a port shape');
        return dimsOf(ov, shape);
      } finally {
        ov.portFree(port);
      }
    };
    check(ov, ov.inputByIndex(model, 0, out), 'find the input');
    const inputShape = portShape(out[0]);
    const count = [0];
    check(ov, ov.outputsSize(model, count), 'count the outputs');
    const outputShapes = [];
    for (let i = 0; i < Number(count[0]); i++) {
      check(ov, ov.outputByIndex(model, i, out), `find output ${i}`);
      outputShapes.push(portShape(out[0]));
    }
    const text = 'const char *';
    check(
      ov,
      ov.compileModel(
        core,
        model,
        'CPU',
        6,
        out,
        text,
        'INFERENCE_NUM_THREADS',
        text,
        '1',
        text,
        'NUM_STREAMS',
        text,
        '1',
        text,
        'PERFORMANCE_HINT',
        text,
        'LATENCY',
      ),
      'compile the model for the CPU',
    );
    const compiled = out[0];
    check(ov, ov.createInferRequest(compiled, out), 'create an infer request');
    return new OpenVinoRuntime(ov, { core, model, compiled, request: out[0] }, inputShape, outputShapes);
  }

  async run(input: Float32Array): Promise<OutputTensor[]> {
    const { ov, handles } = this;
    const out: unknown[] = [null];
    check(ov, ov.inputTensor(handles.request, 0, out), 'get the input tensor');
    const tensor = out[0];
    try {
      check(ov, ov.tensorData(tensor, out), 'map the input tensor');
      const size = [0];
      check(ov, ov.tensorByteSize(tensor, size), 'size the input tensor');
      if (Number(size[0]) !== input.byteLength) {
        throw new Error(`the model's input takes ${Number(size[0])} bytes, the frame gives ${input.byteLength}`);
      }
      new Float32Array(ov.koffi.view(out[0], input.byteLength)).set(input);
    } finally {
      ov.tensorFree(tensor);
    }
    const status = await new Promise<number>((resolve, reject) =>
      ov.infer.async(handles.request, (err, result) => (err ? reject(err) : resolve(result))),
    );
    check(ov, status, 'infer');
    return this.outputShapes.map((_, index) => {
      check(ov, ov.outputTensor(handles.request, index, out), `get output ${index}`);
      const output = out[0];
      try {
        const shape: Shape = {};
        check(ov, ov.tensorShape(output, shape), `read output ${index}'s shape`);
        const dims = dimsOf(ov, shape);
        check(ov, ov.tensorData(output, out), `map output ${index}`);
        const count = dims.reduce((a, b) => a * b, 1);
        return { data: new Float32Array(ov.koffi.view(out[0], count * 4).slice(0)), dims };
      } finally {
        ov.tensorFree(output);
      }
    });
  }

  async release(): Promise<void> {
    const { ov, handles } = this;
    ov.requestFree(handles.request);
    ov.compiledFree(handles.compiled);
    ov.modelFree(handles.model);
    ov.coreFree(handles.core);
  }
}

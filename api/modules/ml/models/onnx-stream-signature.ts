import type { ModelSignature, TensorInfo } from './onnx-signature.js';

/**
 * Reads an ONNX model's inputs and outputs from its bytes as they stream past, holding only the
 * small messages it needs (graph inputs, outputs and initializer names) and skipping the
 * weights by counting: a 2 GB upload goes to the object store without ever being whole on local
 * disk or in memory. It checks the protobuf framing of the model and its graph (every field's
 * wire type and length within its parent, nothing cut off); that an operator set can run is
 * ONNX Runtime's job when the model is first used.
 *
 * Field numbers: onnx/onnx.proto3 (ModelProto, GraphProto, TensorProto, ValueInfoProto,
 * TypeProto, TensorShapeProto).
 */
export class OnnxStreamSignature {
  private readonly parser: Generator<Need, ModelSignature, Buffer | null>;
  private need: Need;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private result: ModelSignature | null = null;
  private why: string | null = null;

  constructor() {
    this.parser = parseModel({ pos: 0 });
    this.need = this.parser.next().value as Need;
  }

  /** Why the bytes so far are not an ONNX model, as soon as that is known. */
  get failure(): string | null {
    return this.why;
  }

  /** Feeds the next bytes of the file. */
  write(chunk: Buffer): void {
    if (this.why || this.result) {
      if (this.result && chunk.length > 0) this.why = 'bytes after the end of the model';
      return;
    }
    let rest = chunk;
    try {
      while (rest.length > 0 && !this.result) {
        if (this.need.kind === 'skip') {
          const take = Math.min(this.need.bytes, rest.length);
          this.need.bytes -= take;
          rest = rest.subarray(take);
          if (this.need.bytes === 0) this.advance(null);
        } else {
          const take = Math.min(this.need.bytes - this.pendingBytes, rest.length);
          this.pending.push(rest.subarray(0, take));
          this.pendingBytes += take;
          rest = rest.subarray(take);
          if (this.pendingBytes === this.need.bytes) {
            const bytes = Buffer.concat(this.pending);
            this.pending = [];
            this.pendingBytes = 0;
            this.advance(bytes);
          }
        }
      }
    } catch (err) {
      this.why = (err as Error).message;
    }
  }

  /** The signature once the whole file was written; throws with why it is not an ONNX model. */
  end(): ModelSignature {
    if (!this.why && !this.result) {
      const atBoundary = this.need.kind === 'read' && this.need.endOk && this.pendingBytes === 0;
      try {
        if (atBoundary) this.advance(null);
      } catch (err) {
        this.why = (err as Error).message;
      }
      if (!this.why && !this.result) this.why = 'the file ends in the middle of a field (cut off?)';
    }
    if (this.why) throw new Error(this.why);
    return this.result!;
  }

  private advance(bytes: Buffer | null): void {
    const step = this.parser.next(bytes);
    if (step.done) this.result = step.value;
    else this.need = step.value;
  }
}

/** What the parser waits for: `read` n bytes (null at the end of the file when `endOk`), or `skip` n. */
type Need = { kind: 'read'; bytes: number; endOk: boolean } | { kind: 'skip'; bytes: number };
type Parse<T> = Generator<Need, T, Buffer | null>;
interface Cursor {
  pos: number;
}

/** The largest single message held in memory: a graph input's or output's description, a name. */
const MAX_HELD_BYTES = 1024 * 1024;

const WIRE_VARINT = 0;
const WIRE_64 = 1;
const WIRE_LEN = 2;
const WIRE_32 = 5;

function* read(at: Cursor, bytes: number): Parse<Buffer> {
  const got = yield { kind: 'read', bytes, endOk: false };
  at.pos += bytes;
  return got!;
}

function* skip(at: Cursor, bytes: number): Parse<void> {
  if (bytes > 0) yield { kind: 'skip', bytes };
  at.pos += bytes;
}

/** A varint; at a message boundary of the file (`endOk`) returns null when the file ended. */
function* varint(at: Cursor, endOk = false): Parse<number | null> {
  let value = 0;
  for (let i = 0; i < 10; i++) {
    const byte = yield { kind: 'read', bytes: 1, endOk: endOk && i === 0 };
    if (byte === null) return null;
    at.pos += 1;
    value += (byte[0]! & 0x7f) * 2 ** (7 * i);
    if ((byte[0]! & 0x80) === 0) return value;
  }
  throw new Error('a varint longer than 10 bytes');
}

interface Field {
  number: number;
  wire: number;
}

function* tag(at: Cursor, endOk = false): Parse<Field | null> {
  const value = yield* varint(at, endOk);
  if (value === null) return null;
  const field = { number: Math.floor(value / 8), wire: value % 8 };
  if (field.number === 0 || ![WIRE_VARINT, WIRE_64, WIRE_LEN, WIRE_32].includes(field.wire)) {
    throw new Error(`a field with number ${field.number} and wire type ${field.wire}`);
  }
  return field;
}

/** Skips a field's value; for a length-delimited one returns its length instead (not skipped). */
function* length(at: Cursor, field: Field): Parse<number | null> {
  if (field.wire === WIRE_VARINT) yield* varint(at);
  else if (field.wire === WIRE_64) yield* skip(at, 8);
  else if (field.wire === WIRE_32) yield* skip(at, 4);
  else return (yield* varint(at))!;
  return null;
}

function* parseModel(at: Cursor): Parse<ModelSignature> {
  let graph: { inputs: TensorInfo[]; outputs: TensorInfo[]; initializers: Set<string> } | null = null;
  let irVersion = false;
  let opset = false;
  for (;;) {
    const field = yield* tag(at, true);
    if (!field) break;
    const len = yield* length(at, field);
    if (field.number === 1 && field.wire === WIRE_VARINT) irVersion = true;
    if (len === null) continue;
    if (field.number === 7) graph = yield* parseGraph(at, at.pos + len);
    else {
      if (field.number === 8) opset = true;
      yield* skip(at, len);
    }
  }
  if (!irVersion || !opset || !graph) throw new Error('no ir_version, opset_import or graph: not an ONNX model');
  // ONNX Runtime reports the inputs that are not initializers (weights an older exporter also
  // listed as inputs).
  const inputs = graph.inputs.filter((input) => !graph.initializers.has(input.name));
  return { inputs, outputs: graph.outputs };
}

function* parseGraph(at: Cursor, end: number) {
  const inputs: TensorInfo[] = [];
  const outputs: TensorInfo[] = [];
  const initializers = new Set<string>();
  while (at.pos < end) {
    const field = yield* tag(at);
    const len = yield* length(at, field!);
    if (len === null) continue;
    if (at.pos + len > end) throw new Error('a graph field runs past the end of the graph');
    if (field!.number === 11 || field!.number === 12) {
      if (len > MAX_HELD_BYTES) throw new Error('a graph input or output description larger than 1 MiB');
      const info = valueInfo(yield* read(at, len));
      (field!.number === 11 ? inputs : outputs).push(info);
    } else if (field!.number === 5) {
      const name = yield* tensorName(at, at.pos + len);
      if (name !== null) initializers.add(name);
    } else yield* skip(at, len);
  }
  if (at.pos !== end) throw new Error('the graph ends in the middle of a field');
  return { inputs, outputs, initializers };
}

/** A TensorProto's name (field 8), its data skipped. */
function* tensorName(at: Cursor, end: number): Parse<string | null> {
  let name: string | null = null;
  while (at.pos < end) {
    const field = yield* tag(at);
    const len = yield* length(at, field!);
    if (len === null) continue;
    if (at.pos + len > end) throw new Error('an initializer field runs past the end of the initializer');
    if (field!.number === 8 && len <= MAX_HELD_BYTES) name = (yield* read(at, len)).toString('utf8');
    else yield* skip(at, len);
  }
  if (at.pos !== end) throw new Error('an initializer ends in the middle of a field');
  return name;
}

/** Length-delimited fields of a message held in memory, by number (the last one wins, as in protobuf). */
function fields(bytes: Buffer): { len: Map<number, Buffer[]>; varints: Map<number, number> } {
  const len = new Map<number, Buffer[]>();
  const varints = new Map<number, number>();
  let pos = 0;
  const next = (): number => {
    let value = 0;
    for (let i = 0; i < 10; i++) {
      if (pos >= bytes.length) throw new Error('a value info ends in the middle of a field');
      const byte = bytes[pos++]!;
      value += (byte & 0x7f) * 2 ** (7 * i);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('a varint longer than 10 bytes');
  };
  while (pos < bytes.length) {
    const key = next();
    const number = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === WIRE_VARINT) varints.set(number, next());
    else if (wire === WIRE_64) pos += 8;
    else if (wire === WIRE_32) pos += 4;
    else if (wire === WIRE_LEN) {
      const size = next();
      if (pos + size > bytes.length) throw new Error('a value info field runs past its end');
      len.set(number, [...(len.get(number) ?? []), bytes.subarray(pos, pos + size)]);
      pos += size;
    } else throw new Error(`a field with wire type ${wire}`);
  }
  if (pos !== bytes.length) throw new Error('a value info ends in the middle of a field');
  return { len, varints };
}

/** ONNX TensorProto.DataType to the names ONNX Runtime's JavaScript API reports. */
const ELEMENT_TYPES: Record<number, string> = {
  1: 'float32',
  2: 'uint8',
  3: 'int8',
  4: 'uint16',
  5: 'int16',
  6: 'int32',
  7: 'int64',
  8: 'string',
  9: 'bool',
  10: 'float16',
  11: 'float64',
  12: 'uint32',
  13: 'uint64',
};

/** A signed int64 read as an unsigned varint (negative values are 10-byte two's complement). */
const int64 = (value: number) => (value >= 2 ** 63 ? value - 2 ** 64 : value);

function valueInfo(bytes: Buffer): TensorInfo {
  const info = fields(bytes);
  const name = info.len.get(1)?.at(-1)?.toString('utf8') ?? '';
  const type = info.len.get(2)?.at(-1);
  const tensor = type ? fields(type).len.get(1)?.at(-1) : undefined;
  if (!tensor) return { name, type: 'non-tensor', shape: [] };
  const tensorFields = fields(tensor);
  const element = tensorFields.varints.get(1) ?? 0;
  const shapeBytes = tensorFields.len.get(2)?.at(-1);
  const dims = shapeBytes ? (fields(shapeBytes).len.get(1) ?? []) : [];
  const shape = dims.map((dim): number | string => {
    const d = fields(dim);
    const param = d.len.get(2)?.at(-1);
    if (param) return param.toString('utf8');
    const value = d.varints.get(1);
    return value === undefined ? -1 : int64(value);
  });
  return { name, type: ELEMENT_TYPES[element] ?? `element type ${element}`, shape };
}

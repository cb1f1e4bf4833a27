/**
 * Hand-built ONNX protobuf bytes (onnx.proto3 field numbers), for uploads larger than the
 * generated test models without a Python step: a detector graph whose one initializer carries
 * `weightBytes` of raw data.
 */
const varint = (value: number): Buffer => {
  const bytes: number[] = [];
  let v = value;
  while (v >= 0x80) {
    bytes.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  bytes.push(v);
  return Buffer.from(bytes);
};
const len = (field: number, body: Buffer | string) => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return Buffer.concat([varint(field * 8 + 2), varint(bytes.length), bytes]);
};
const num = (field: number, value: number) => Buffer.concat([varint(field * 8), varint(value)]);

/** A float32 tensor value info: TypeProto.tensor_type { elem_type, shape { dim { dim_value } } }. */
const valueInfo = (name: string, shape: number[]) =>
  Buffer.concat([
    len(1, name),
    len(2, len(1, Buffer.concat([num(1, 1), len(2, Buffer.concat(shape.map((d) => len(1, num(1, d)))))]))),
  ]);

/** A model with input `images` [1, 3, 64, 64] and output [1, 7, 6] (a 3-class detector's shape). */
export function detectorProtobuf(weightBytes: number): Buffer {
  const weight = Buffer.concat([len(8, 'w'), num(2, 1), len(9, Buffer.alloc(weightBytes, 7))]);
  const graph = Buffer.concat([
    len(2, 'g'),
    len(5, weight),
    len(11, valueInfo('images', [1, 3, 64, 64])),
    len(11, valueInfo('w', [weightBytes / 4])),
    len(12, valueInfo('output0', [1, 7, 6])),
  ]);
  return Buffer.concat([num(1, 8), len(8, num(2, 17)), len(7, graph)]);
}

import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import * as ort from 'onnxruntime-node';
import { OnnxStreamSignature } from '../../../api/modules/ml/models/onnx-stream-signature.js';
import { detectorProtobuf } from '../../helpers/onnx-protobuf.js';
import { testModels, type TestModels } from '../../helpers/onnx-models.js';

/** The signature read from the bytes written in chunks of `size`. */
function streamed(bytes: Buffer, size: number) {
  const parser = new OnnxStreamSignature();
  for (let at = 0; at < bytes.length; at += size) parser.write(bytes.subarray(at, at + size));
  return parser.end();
}

describe('ONNX signatures read while an upload streams', function () {
  this.timeout(120_000);
  let models: TestModels;
  before(async () => {
    models = await testModels();
  });

  it('match what ONNX Runtime reports, whatever the chunk sizes', async () => {
    for (const path of [models.detector, models.samEncoder, models.samDecoder]) {
      const session = await ort.InferenceSession.create(path);
      const describe = (list: readonly ort.InferenceSession.ValueMetadata[]) =>
        list.map((m) => (m.isTensor ? { name: m.name, type: m.type, shape: [...m.shape] } : null));
      const expected = { inputs: describe(session.inputMetadata), outputs: describe(session.outputMetadata) };
      await session.release();
      const bytes = readFileSync(path);
      for (const size of [1, 7, 4096, bytes.length]) expect(streamed(bytes, size), path).to.deep.equal(expected);
    }
  });

  it('leave out inputs that are initializers (weights older exporters also list as inputs)', () => {
    const signature = streamed(detectorProtobuf(1024), 100);
    expect(signature.inputs.map((i) => i.name)).to.deep.equal(['images']);
    expect(signature.outputs).to.deep.equal([{ name: 'output0', type: 'float32', shape: [1, 7, 6] }]);
  });

  it('refuse a file cut off anywhere, and bytes that are not an ONNX model', () => {
    const bytes = readFileSync(models.samDecoder);
    for (const cut of [1, 10, 100, Math.floor(bytes.length / 2), bytes.length - 1]) {
      expect(() => streamed(bytes.subarray(0, cut), 64), `cut at ${cut}`).to.throw();
    }
    const text = new OnnxStreamSignature();
    text.write(Buffer.from('definitely not a protobuf'));
    expect(text.failure, 'known at the first bytes').to.be.a('string');
    expect(() => streamed(Buffer.concat([bytes, Buffer.from([0xff])]), 64)).to.throw();
    expect(() => streamed(Buffer.alloc(0), 1)).to.throw(/not an ONNX model/);
  });
});

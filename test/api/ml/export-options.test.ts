import { expect } from 'chai';
import { exportOptions } from '../../../api/modules/ml/workloads/export-options.js';

describe('the export options a form offers', () => {
  it('gives each format the precisions the exporter makes of it, fp32 first', () => {
    const byFormat = Object.fromEntries(exportOptions({ gpu: 1 }).map((o) => [o.format, o.precisions]));
    expect(byFormat).to.deep.equal({
      onnx: ['fp32'],
      openvino: ['fp32', 'fp16', 'int8'],
      tensorrt: ['fp32', 'fp16'],
    });
  });

  it('marks a GPU-only format unavailable where the caps allow no GPU (JOB_MAX_GPU 0)', () => {
    const availability = (gpu: number) => exportOptions({ gpu }).map((o) => [o.format, o.needs_gpu, o.available]);
    expect(availability(0)).to.deep.equal([
      ['onnx', false, true],
      ['openvino', false, true],
      ['tensorrt', true, false],
    ]);
    expect(availability(1).map(([, , available]) => available)).to.deep.equal([true, true, true]);
  });
});

import { expect } from 'chai';
import { zeroAccuracyWarning } from '../../../api/modules/ml/workloads/training-warnings.js';

const epochs = (figure: string, ...values: number[]) =>
  values.map((v, i) => ({ epoch: i + 1, metrics: { [figure]: v } }));

describe('the zero-accuracy warning of a training job', () => {
  it('warns once five epochs of a long run all kept mAP50 at 0', () => {
    expect(zeroAccuracyWarning('detect', 50, epochs('map50', 0, 0, 0, 0))).to.equal(null);
    expect(zeroAccuracyWarning('detect', 50, epochs('map50', 0, 0, 0, 0, 0))).to.match(
      /^mAP50 has been 0 on all 5 epochs so far/,
    );
  });

  it('warns a run shorter than five epochs when it ends at 0', () => {
    expect(zeroAccuracyWarning('detect', 3, epochs('map50', 0, 0))).to.equal(null);
    expect(zeroAccuracyWarning('detect', 3, epochs('map50', 0, 0, 0))).to.match(/on all 3 epochs/);
  });

  it('says nothing once any epoch scored above 0, even if later ones fell back', () => {
    expect(zeroAccuracyWarning('detect', 10, epochs('map50', 0, 0, 0.01, 0, 0, 0, 0))).to.equal(null);
  });

  it('judges each task by its own figure: mask mAP50 for segment, top-1 for classify', () => {
    const boxesOnly = epochs('map50', 0.4, 0.5, 0.6, 0.6, 0.6).map((e) => ({
      ...e,
      metrics: { ...e.metrics, mask_map50: 0 },
    }));
    expect(zeroAccuracyWarning('segment', 10, boxesOnly)).to.match(/^mask mAP50 has been 0/);
    expect(zeroAccuracyWarning('detect', 10, boxesOnly)).to.equal(null);
    expect(zeroAccuracyWarning('classify', 5, epochs('top1', 0, 0, 0, 0, 0))).to.match(/^top-1 accuracy has been 0/);
  });

  it('does not count epochs that did not report the figure', () => {
    const lossesOnly = [1, 2, 3, 4, 5, 6].map((epoch) => ({ epoch, metrics: { box_loss: 2 } }));
    expect(zeroAccuracyWarning('detect', 6, lossesOnly)).to.equal(null);
  });
});

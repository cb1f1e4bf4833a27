import { expect } from 'chai';
import { epochChartSpecs, epochCharts } from '../../console/src/screens/epoch-chart.js';

const size = { width: 200, height: 100 };

describe("the training epochs' charts", () => {
  it('puts accuracy figures first on a fixed 0 to 1 scale, then the losses', () => {
    const specs = epochChartSpecs(['box_loss', 'map50', 'cls_loss', 'precision', 'map50', 'val_box_loss']);
    expect(specs.map((s) => s.metric)).to.deep.equal(['map50', 'precision', 'box_loss', 'cls_loss', 'val_box_loss']);
    expect(specs.map((s) => s.label)).to.deep.equal(['mAP50', 'precision', 'box loss', 'cls loss', 'val box loss']);
    expect(specs[0]!.scale).to.deep.equal([0, 1]);
    expect(specs[2]!.scale).to.equal(undefined);
  });

  it('draws epoch 1 on the left whatever order the epochs come in, a flat zero along the bottom', () => {
    const charts = epochCharts(
      [
        { epoch: 3, metrics: { map50: 0, box_loss: 1 } },
        { epoch: 1, metrics: { map50: 0, box_loss: 3 } },
        { epoch: 2, metrics: { map50: 0, box_loss: 2 } },
      ],
      size,
    );
    const [map, loss] = charts;
    expect(map!.lines).to.deep.equal(['0,100 100,100 200,100']);
    expect(map!.latest).to.deep.equal({ value: 0, x: 200, y: 100 });
    // Losses span their own values (1 to 3, with a tenth of room): falling left to right.
    expect(loss!.axis).to.deep.equal({ low: 0.8, high: 3.2 });
    expect(loss!.lines[0]!.split(' ').map((p) => Number(p.split(',')[0]))).to.deep.equal([0, 100, 200]);
    expect(loss!.latest!.value).to.equal(1);
  });

  it('breaks a line across an epoch that did not report the figure', () => {
    const [chart] = epochCharts(
      [
        { epoch: 1, metrics: { top1: 0.2 } },
        { epoch: 2, metrics: {} },
        { epoch: 3, metrics: { top1: 0.6 } },
        { epoch: 4, metrics: { top1: 0.8 } },
      ],
      size,
    );
    expect(chart!.spec.label).to.equal('top-1 accuracy');
    expect(chart!.lines).to.have.length(2);
    expect(chart!.reported).to.equal(3);
  });
});

import { expect } from 'chai';
import {
  differenceColor,
  gridCurve,
  groupedBars,
  heatColor,
  largestOf,
  pairCurve,
  place,
  unitTicks,
} from '../../console/src/screens/evaluation-plot.js';
import { galleryUrlOf } from '../../console/src/screens/evaluation-gallery.js';

const size = { width: 100, height: 50 };

describe("the evaluation plots' layout", () => {
  it('colours an empty cell white and the largest count deep blue, with readable text', () => {
    expect(heatColor(0, 10)).to.deep.equal({ fill: 'rgb(255,255,255)', text: '#111827' });
    expect(heatColor(10, 10)).to.deep.equal({ fill: 'rgb(23,63,150)', text: '#ffffff' });
    // A matrix of zeros has no largest count: every cell white rather than a division by zero.
    expect(heatColor(0, 0).fill).to.equal('rgb(255,255,255)');
  });

  it('darkens with the count, a few mistakes already visible beside a large diagonal', () => {
    const reds = [0, 1, 5, 50, 100].map((n) => Number(/rgb\((\d+)/.exec(heatColor(n, 100).fill)![1]));
    expect(reds).to.deep.equal([...reds].sort((a, b) => b - a));
    // One mistake in a hundred is a tenth of the way to the darkest (square-root scale), not 1%.
    expect(reds[1]).to.be.below(235);
  });

  it('colours a difference green where b is better and red where it is worse', () => {
    // On the diagonal more is right; off it more is wrong.
    const green = differenceColor(3, 3, true);
    expect(green).to.equal('rgb(22,130,70)');
    expect(differenceColor(-3, 3, false)).to.equal(green);
    expect(differenceColor(3, 3, false)).to.equal('rgb(200,40,40)');
    expect(differenceColor(0, 3, true)).to.equal('rgb(255,255,255)');
    expect(
      largestOf([
        [1, -4],
        [2, 0],
      ]),
    ).to.equal(4);
  });

  it('places shares on fixed 0 to 1 axes, y up, clamping strays', () => {
    expect(unitTicks(2)).to.deep.equal([
      { value: 0, label: '0%' },
      { value: 0.5, label: '50%' },
      { value: 1, label: '100%' },
    ]);
    expect([place(-0.2, 100), place(0.25, 100), place(1.5, 100)]).to.deep.equal([0, 25, 100]);
    // Precision sampled at recall 0, 0.5, 1.
    expect(gridCurve([1, 0.5, 0], size)).to.equal('0,0 50,25 100,50');
    expect(
      pairCurve(
        [
          { x: 0.1, y: 0.8 },
          { x: 0.9, y: 0.2 },
        ],
        size,
      ),
    ).to.equal('10,10 90,40');
  });

  it('groups bars per class and keeps the slot of a figure that does not apply', () => {
    const bars = groupedBars(
      [
        [1, 0.5],
        [null, 0],
      ],
      size,
    );
    // Two groups of 50 px, bars a third of a group wide, half a bar in from the group's edge.
    expect(bars.map((b) => [b.group, b.series, b.x, b.y, b.height])).to.deep.equal([
      [0, 0, 8.3, 0, 50],
      [0, 1, 25, 25, 25],
      [1, 0, 58.3, 50, 0],
      [1, 1, 75, 50, 0],
    ]);
    expect(bars[2]!.value).to.equal(null);
  });

  it("opens a confusion cell's images through the gallery's ids filter, at most the API's 1000", () => {
    expect(galleryUrlOf([3, 7])).to.equal('/images?ids=3,7');
    const many = Array.from({ length: 1200 }, (_, i) => i + 1);
    expect(galleryUrlOf(many).split(',')).to.have.length(1000);
  });
});

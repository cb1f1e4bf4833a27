import { expect } from 'chai';
import { gridWindow, pagesFor } from '../../console/src/screens/virtual-window.js';

const geometry = { tileWidth: 170, rowHeight: 180, gap: 10, overscan: 2 };

describe("the gallery's virtual window", () => {
  it('renders only the rows in view and a couple around them, whatever the list length', () => {
    const w = gridWindow(5000, 1230, 600, 180 * 100, geometry);
    expect(w.columns).to.equal(6);
    expect(w.height).to.equal(Math.ceil(5000 / 6) * 180);
    expect([w.firstRow, w.lastRow]).to.deep.equal([98, 106]);
    expect([w.firstVisible, w.lastVisible]).to.deep.equal([600, 623]);
  });

  it('stops at the ends of the list', () => {
    const top = gridWindow(10, 1230, 600, 0, geometry);
    expect([top.firstRow, top.lastRow, top.firstVisible, top.lastVisible]).to.deep.equal([0, 2, 0, 9]);
    expect(gridWindow(0, 1230, 600, 0, geometry).lastVisible).to.equal(-1);
  });

  it('names the pages of 100 that hold a range of items', () => {
    expect(pagesFor(95, 230, 100)).to.deep.equal([0, 100, 200]);
    expect(pagesFor(0, -1, 100)).to.deep.equal([]);
  });
});

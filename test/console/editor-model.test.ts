import { expect } from 'chai';
import {
  apply,
  boxFromCorners,
  emptyHistory,
  handleAt,
  handlesOf,
  hitTest,
  moved,
  polygon,
  record,
  redo,
  reshaped,
  shapesOf,
  tag,
  toggleTag,
  undo,
  type Box,
  type Operation,
} from '../../console/src/editor/model.js';

const box = (key: string, x = 0.5, y = 0.5, w = 0.2, h = 0.2): Box => ({ key, cls: 'car', x, y, w, h });

describe("the annotation editor's model", () => {
  it('undoes a create as a delete and redoes it as the same create', () => {
    const op: Operation = { kind: 'create', box: box('a') };
    let boxes = apply([], op);
    const history = record(emptyHistory, op);
    const undone = undo(history)!;
    expect(undone.op).to.deep.equal({ kind: 'delete', box: box('a') });
    boxes = apply(boxes, undone.op);
    expect(boxes).to.deep.equal([]);
    const redone = redo(undone.history)!;
    expect(redone.op).to.deep.equal(op);
    expect(apply(boxes, redone.op)).to.deep.equal([box('a')]);
    expect(undo(emptyHistory)).to.equal(null);
  });

  it('undoes a move back to where the box was, and a new change drops what was undone', () => {
    const before = box('a');
    const after = moved(before, 0.1, 0);
    const history = record(record(emptyHistory, { kind: 'create', box: before }), { kind: 'update', before, after });
    const undone = undo(history)!;
    expect(apply([after], undone.op)).to.deep.equal([before]);
    const changed = record(undone.history, { kind: 'delete', box: before });
    expect(redo(changed)).to.equal(null);
  });

  it('normalizes a dragged rectangle to centre and size, whichever way it was drawn, clamped to the image', () => {
    const image = { width: 640, height: 480 };
    const drawn = boxFromCorners({ x: 384, y: 360 }, { x: 128, y: 120 }, image);
    expect(drawn.x).to.be.closeTo(0.4, 1e-9);
    expect(drawn.y).to.be.closeTo(0.5, 1e-9);
    expect(drawn.w).to.be.closeTo(0.4, 1e-9);
    expect(drawn.h).to.be.closeTo(0.5, 1e-9);
    const clamped = boxFromCorners({ x: -50, y: -50 }, { x: 700, y: 240 }, image);
    expect(clamped).to.deep.equal({ x: 0.5, y: 0.25, w: 1, h: 0.5 });
  });

  it('keeps a moved box inside the image and picks the topmost box under the pointer', () => {
    expect(moved(box('a', 0.9, 0.5), 0.5, 0)).to.include({ x: 0.9 });
    const lower = box('lower', 0.5, 0.5, 0.4, 0.4);
    const upper = box('upper', 0.55, 0.55, 0.2, 0.2);
    expect(hitTest([lower, upper], { x: 0.56, y: 0.56 })?.key).to.equal('upper');
    expect(hitTest([lower, upper], { x: 0.35, y: 0.35 })?.key).to.equal('lower');
    expect(hitTest([lower, upper], { x: 0.9, y: 0.1 })).to.equal(null);
  });

  it('a polygon carries its outline, is hit only inside it, and moves with its outline', () => {
    // An L shape: the bounds' top-right corner is outside the outline.
    const shape = polygon('p', 'car', [0.1, 0.1, 0.3, 0.1, 0.3, 0.2, 0.2, 0.2, 0.2, 0.4, 0.1, 0.4]);
    expect(shape).to.deep.include({ x: 0.2, y: 0.25 });
    expect(shape.w).to.be.closeTo(0.2, 1e-9);
    expect(hitTest([shape], { x: 0.15, y: 0.3 })?.key).to.equal('p');
    expect(hitTest([shape], { x: 0.28, y: 0.35 })).to.equal(null);
    const shifted = moved(shape, 0.1, 0);
    expect(shifted.points![0]).to.be.closeTo(0.2, 1e-9);
    expect(shifted.points![1]).to.be.closeTo(0.1, 1e-9);
    expect(shifted.x).to.be.closeTo(0.3, 1e-9);
  });

  it("picks the selected shape's nearest vertex or corner within reach, per axis", () => {
    const b = box('b', 0.5, 0.5, 0.2, 0.4);
    expect(handlesOf(b)).to.deep.equal([
      { x: 0.4, y: 0.3 },
      { x: 0.6, y: 0.3 },
      { x: 0.6, y: 0.7 },
      { x: 0.4, y: 0.7 },
    ]);
    const reach = { x: 0.01, y: 0.02 };
    expect(handleAt(b, { x: 0.605, y: 0.69 }, reach)).to.equal(2);
    // Within reach of y but not of x: a wide image's pixel is a smaller fraction of its width.
    expect(handleAt(b, { x: 0.615, y: 0.7 }, reach)).to.equal(-1);
    const triangle = polygon('t', 'car', [0.1, 0.1, 0.12, 0.1, 0.5, 0.5]);
    expect(handleAt(triangle, { x: 0.114, y: 0.1 }, { x: 0.05, y: 0.05 })).to.equal(1);
  });

  it("drags a polygon's vertex, its bounds following, inside the image", () => {
    const triangle = polygon('t', 'car', [0.2, 0.2, 0.6, 0.2, 0.4, 0.6]);
    const pulled = reshaped(triangle, 2, { x: 0.4, y: 1.3 });
    expect(pulled.points).to.deep.equal([0.2, 0.2, 0.6, 0.2, 0.4, 1]);
    expect(pulled).to.deep.include({ key: 't', cls: 'car', y: 0.6 });
    expect(pulled.h).to.be.closeTo(0.8, 1e-9);
    // The outline it came from is left as it was (undo holds it).
    expect(triangle.points).to.deep.equal([0.2, 0.2, 0.6, 0.2, 0.4, 0.6]);
  });

  it('resizes a box by a corner while the opposite corner stays, even dragged across it', () => {
    const b = box('b', 0.5, 0.5, 0.2, 0.2); // corners 0.4 .. 0.6
    const wider = reshaped(b, 2, { x: 0.8, y: 0.7 });
    expect(wider.x).to.be.closeTo(0.6, 1e-9);
    expect(wider.w).to.be.closeTo(0.4, 1e-9);
    expect(wider.h).to.be.closeTo(0.3, 1e-9);
    const flipped = reshaped(b, 2, { x: 0.3, y: 0.2 });
    expect(flipped.x).to.be.closeTo(0.35, 1e-9);
    expect(flipped.y).to.be.closeTo(0.3, 1e-9);
    expect(flipped.w).to.be.closeTo(0.1, 1e-9);
    expect(reshaped(b, 0, { x: -1, y: -1 })).to.deep.include({ key: 'b', x: 0.3, y: 0.3 });
  });

  it('toggles a class tag: created when the image lacks it, deleted when it has it, undone as the opposite', () => {
    const shapes = [box('a')];
    const add = toggleTag(shapes, 'cat', 'n1');
    expect(add).to.deep.equal({ kind: 'create', box: tag('n1', 'cat') });
    const tagged = apply(shapes, add);
    expect(shapesOf(tagged), 'a tag is not drawn').to.deep.equal(shapes);
    expect(toggleTag(tagged, 'dog', 'n2').kind, 'another class is another tag').to.equal('create');
    const remove = toggleTag(tagged, 'cat', 'n3');
    expect(remove).to.deep.equal({ kind: 'delete', box: tag('n1', 'cat') });
    expect(apply(tagged, remove)).to.deep.equal(shapes);
    expect(undo(record(emptyHistory, remove))!.op).to.deep.equal(add);
  });

  it('keeps a mask a mask (and a prediction a prediction) when one of its vertices is dragged', () => {
    const mask: Box = { ...polygon('m', 'car', [0.1, 0.1, 0.5, 0.1, 0.3, 0.5]), kind: 'mask', predicted: true };
    const after = reshaped(mask, 2, { x: 0.3, y: 0.7 });
    expect(after).to.include({ kind: 'mask', predicted: true, key: 'm' });
    expect(after.points).to.deep.equal([0.1, 0.1, 0.5, 0.1, 0.3, 0.7]);
    expect(after.h).to.be.closeTo(0.6, 1e-9);
  });
});

import { expect } from 'chai';
import { batchesOf, inFlight } from '../../../api/modules/data/imports/batches.js';
import { parseJson } from '../../../api/modules/data/imports/formats/json-text.js';
import { parseXml } from '../../../api/modules/data/imports/formats/xml.js';
import { labelPathOf, parseYoloLabels, yamlClassNames } from '../../../api/modules/data/imports/formats/yolo.js';
import { normalize } from '../../../api/modules/data/imports/geometry.js';
import { ImageIndex, splitFromName, splitFromPath } from '../../../api/modules/data/imports/plan.js';
import { rangesOf, type ArchiveEntry } from '../../../api/modules/data/imports/zip-reader.js';

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a failure');
};

describe('import format readers (pure)', () => {
  it('finds the YOLO label of an image the way Ultralytics does', () => {
    expect(labelPathOf('images/train/a.jpg')).to.equal('labels/train/a.txt');
    expect(labelPathOf('data/train/images/b.PNG')).to.equal('data/train/labels/b.txt');
    expect(labelPathOf('myimages/c.jpg'), 'only a whole folder named images').to.equal('myimages/c.txt');
  });

  it('reads class names from data.yaml as a list or an index map, refusing gaps', () => {
    expect(yamlClassNames('names: [car, "bus stop"]\n', 'data.yaml')).to.deep.equal(['car', 'bus stop']);
    expect(yamlClassNames('names:\n  0: car\n  1: bus\n', 'data.yaml')).to.deep.equal(['car', 'bus']);
    expect(message(() => yamlClassNames('names:\n  0: car\n  2: bus\n', 'data.yaml'))).to.contain('without gaps');
    expect(message(() => yamlClassNames('names: [a\n', 'd/data.yaml'))).to.match(
      /^d\/data\.yaml(:\d+)?: not valid YAML/,
    );
  });

  it('parses YOLO boxes and polygons, naming file and line of a bad one', () => {
    const parsed = parseYoloLabels('0 0.5 0.5 0.2 0.4\n\n1 0.1 0.1 0.3 0.1 0.3 0.3\n', 'l.txt', ['a', 'b']);
    expect(parsed.map((p) => [p.class_value, p.shape.kind, p.where])).to.deep.equal([
      ['a', 'box', 'l.txt:1'],
      ['b', 'polygon', 'l.txt:3'],
    ]);
    expect(message(() => parseYoloLabels('0 0.5 0.5 0.2\n', 'l.txt', ['a']))).to.match(/^l\.txt:1: expected/);
    expect(message(() => parseYoloLabels('0 x 0.5 0.2 0.2\n', 'l.txt', ['a']))).to.match(/^l\.txt:1: not a list/);
  });

  it('names the line and column of a JSON syntax error', () => {
    expect(message(() => parseJson('{\n  "a": 1,\n  }', 'c.json'))).to.match(/^c\.json:3: not valid JSON at column 3/);
  });

  it('reads the XML of VOC and CVAT with entities and line numbers, and names the line of a broken tag', () => {
    const doc = parseXml('<?xml version="1.0"?>\n<a x="1 &amp; 2">\n  <b>t &lt; u</b>\n  <c/>\n</a>\n', 'f.xml');
    expect(doc.attributes.x).to.equal('1 & 2');
    expect(doc.children.map((c) => [c.name, c.line, c.text])).to.deep.equal([
      ['b', 3, 't < u'],
      ['c', 4, ''],
    ]);
    expect(message(() => parseXml('<a>\n<b>\n</a>', 'f.xml'))).to.equal('f.xml:3: closing tag </a> does not match <b>');
  });

  it('normalises pixel boxes and refuses one outside its image beyond rounding', () => {
    const box = (x1: number) => ({
      class_value: 'a',
      where: 'x.json: annotations[0]',
      shape: { kind: 'box' as const, units: 'pixels' as const, x0: 0, y0: 0, x1, y1: 48 },
    });
    expect(normalize(box(64.4), 64, 48, 'object_detection')).to.include({ type: 'bbox', width: 1, x_center: 0.5 });
    expect(message(() => normalize(box(66), 64, 48, 'object_detection'))).to.equal(
      'x.json: annotations[0]: the box lies outside the image (64x48 pixels)',
    );
  });

  it('tells splits from folder and file names, and resolves image names as annotation files give them', () => {
    expect(splitFromName('instances_val2017')).to.equal('val');
    expect(splitFromName('_annotations.coco')).to.equal(null);
    expect(splitFromPath('ds/valid/images/a.jpg')).to.equal('val');
    const index = new ImageIndex(['images/train/a.jpg', 'images/val/a.jpg', 'x/b.png']);
    expect(index.resolve('b.png', [], null)).to.equal('x/b.png');
    expect(index.resolve('a.jpg', [], null), 'two of that name').to.equal(null);
    expect(index.resolve('a.jpg', [], 'val')).to.equal('images/val/a.jpg');
    expect(index.resolve('a.jpg', ['images/train'], null)).to.equal('images/train/a.jpg');
  });
});

describe('import batches (pure)', () => {
  it('cuts images into batches by count and bytes, in order, a large image alone', () => {
    const sizes = [10, 10, 10, 10, 10, 100, 10];
    const batches = batchesOf(
      sizes.map((size, i) => ({ i, size })),
      (x) => x.size,
      3,
      40,
    );
    expect(batches.map((b) => b.map((x) => x.i))).to.deep.equal([[0, 1, 2], [3, 4], [5], [6]]);
    expect(batchesOf([], () => 1, 3, 40)).to.deep.equal([]);
  });

  it('reads entries lying side by side in one GET, and far apart or past the span in separate ones', () => {
    const file = (path: string) => ({ path }) as ArchiveEntry;
    const [a, b, c, d] = [file('a'), file('b'), file('c'), file('d')];
    const spans = rangesOf([
      { file: c, start: 5_000_000, end: 5_001_000 },
      { file: a, start: 0, end: 1_000 },
      { file: b, start: 900, end: 2_000 },
      { file: d, start: 5_001_000, end: 30_000_000 },
    ]);
    expect(spans.map((s) => [s.start, s.end, s.files.map((f) => f.path)])).to.deep.equal([
      [0, 2_000, ['a', 'b']],
      [5_000_000, 5_001_000, ['c']],
      [5_001_000, 30_000_000, ['d']],
    ]);
  });

  it('runs at most N tasks at once, and after a failure takes no more and waits for those running', async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const failure = await inFlight([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n === 4 ? 5 : 20));
      running -= 1;
      if (n === 4) throw new Error('put 4 failed');
      finished.push(n);
    }).then(
      () => null,
      (err: Error) => err.message,
    );
    expect(failure).to.equal('put 4 failed');
    expect(most).to.equal(3);
    expect(running, 'nothing still running when the failure comes out').to.equal(0);
    expect(finished.sort()).to.deep.equal([0, 1, 2, 3, 5]);
  });
});

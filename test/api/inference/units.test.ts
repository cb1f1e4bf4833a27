import { expect } from 'chai';
import { checkRole, taskFromOutputs, type ModelSignature } from '../../../api/modules/ml/models/onnx-signature.js';
import { letterboxGeometry, longestSideGeometry, toImageBox } from '../../../api/modules/inference/letterbox.js';
import { iou } from '../../../api/lib/box-iou.js';
import { nonMaxSuppression, type ScoredBox } from '../../../api/modules/inference/nms.js';
import { SessionCache } from '../../../api/modules/inference/onnx/session-cache.js';
import { decodeYoloOutput } from '../../../api/modules/inference/onnx/yolo-decode.js';
import { maskToPolygon } from '../../../api/modules/inference/polygons.js';

const box = (x1: number, y1: number, x2: number, y2: number, score: number, classIndex = 0): ScoredBox => ({
  x1,
  y1,
  x2,
  y2,
  score,
  classIndex,
});

describe('inference building blocks (hand-computed answers)', () => {
  describe('NMS', () => {
    it('computes IoU: 10x10 boxes shifted by 5 overlap 50 of 150', () => {
      expect(iou(box(0, 0, 10, 10, 1), box(5, 0, 15, 10, 1))).to.be.closeTo(50 / 150, 1e-12);
      expect(iou(box(0, 0, 10, 10, 1), box(10, 0, 20, 10, 1))).to.equal(0);
    });

    it('drops a box overlapping a better one of its class by more than the threshold', () => {
      const boxes = [box(5, 0, 15, 10, 0.8), box(0, 0, 10, 10, 0.9), box(100, 100, 110, 110, 0.1)];
      // IoU 1/3: suppressed at 0.3, kept at 0.34.
      expect(nonMaxSuppression(boxes, 0.3).map((b) => b.score)).to.deep.equal([0.9, 0.1]);
      expect(nonMaxSuppression(boxes, 0.34).map((b) => b.score)).to.deep.equal([0.9, 0.8, 0.1]);
    });

    it('is class-wise: the same place in another class survives', () => {
      const kept = nonMaxSuppression([box(0, 0, 10, 10, 0.9, 0), box(0, 0, 10, 10, 0.5, 1)], 0.45);
      expect(kept.map((b) => b.classIndex)).to.deep.equal([0, 1]);
    });

    it('threshold 1 keeps identical boxes, 0 drops any overlap; maxDetections caps', () => {
      const same = [box(0, 0, 10, 10, 0.9), box(0, 0, 10, 10, 0.8)];
      expect(nonMaxSuppression(same, 1)).to.have.length(2);
      expect(nonMaxSuppression([box(0, 0, 10, 10, 0.9), box(9, 9, 20, 20, 0.8)], 0)).to.have.length(1);
      const many = Array.from({ length: 10 }, (_, i) => box(i * 20, 0, i * 20 + 10, 10, 1 - i / 100));
      expect(nonMaxSuppression(many, 0.5, 3).map((b) => b.x1)).to.deep.equal([0, 20, 40]);
    });
  });

  describe('letterbox', () => {
    it('fits 640x480 into 320: scale 0.5, 320x240, 40 px of padding above and below', () => {
      expect(letterboxGeometry(640, 480, 320)).to.deep.equal({
        size: 320,
        sourceWidth: 640,
        sourceHeight: 480,
        width: 320,
        height: 240,
        padLeft: 0,
        padTop: 40,
        padRight: 0,
        padBottom: 40,
      });
    });

    it('splits odd padding: 100x33 into 64 is 64x21, 21 above and 22 below', () => {
      const g = letterboxGeometry(100, 33, 64);
      expect([g.width, g.height, g.padTop, g.padBottom]).to.deep.equal([64, 21, 21, 22]);
    });

    it('maps a box back to the image, normalised, and clips it to the image', () => {
      const g = letterboxGeometry(640, 480, 320);
      // Input box x 60..100, y 80..120 -> image x 120..200 of 640, y (80-40)*2..(120-40)*2 = 80..160 of 480.
      const b = toImageBox({ x_center: 80, y_center: 100, width: 40, height: 40 }, g)!;
      expect(b.x_center).to.be.closeTo(160 / 640, 1e-12);
      expect(b.y_center).to.be.closeTo(120 / 480, 1e-12);
      expect(b.width).to.be.closeTo(80 / 640, 1e-12);
      expect(b.height).to.be.closeTo(80 / 480, 1e-12);
      // Reaching into the top padding: y 20..60 -> image 0..40 of 480.
      const clipped = toImageBox({ x_center: 160, y_center: 40, width: 32, height: 40 }, g)!;
      expect(clipped.y_center).to.be.closeTo(20 / 480, 1e-12);
      expect(clipped.height).to.be.closeTo(40 / 480, 1e-12);
      // Wholly in the padding: nothing.
      expect(toImageBox({ x_center: 160, y_center: 10, width: 10, height: 10 }, g)).to.equal(null);
    });

    it('SAM framing scales the longest side: 1000x500 into 1024 is 1024x512', () => {
      expect(longestSideGeometry(1000, 500, 1024)).to.include({ width: 1024, height: 512 });
    });
  });

  describe('YOLO output decoding', () => {
    // Two classes, three anchors, layout [1, 6, 3]: rows cx, cy, w, h, score0, score1.
    const rows = [
      [10, 50, 90],
      [10, 50, 90],
      [4, 8, 2],
      [4, 8, 2],
      [0.9, 0.1, 0.3],
      [0.2, 0.6, 0.35],
    ];
    const data = Float32Array.from(rows.flat());

    it('takes each anchor at its best class, at or above the threshold', () => {
      const found = decodeYoloOutput(data, [1, 6, 3], 2, 0.35);
      expect(found.map((b) => [b.classIndex, b.x1, b.y1, b.x2, b.y2])).to.deep.equal([
        [0, 8, 8, 12, 12],
        [1, 46, 46, 54, 54],
        [1, 89, 89, 91, 91],
      ]);
      expect(found.map((b) => b.score)).to.deep.equal([0.9, 0.6, 0.35].map(Math.fround));
    });

    it('reads the transposed layout [1, anchors, 4 + classes] the same', () => {
      const transposed = Float32Array.from([0, 1, 2].flatMap((a) => rows.map((r) => r[a]!)));
      expect(decodeYoloOutput(transposed, [1, 3, 6], 2, 0.35)).to.deep.equal(
        decodeYoloOutput(data, [1, 6, 3], 2, 0.35),
      );
    });

    it('keeps only allowed classes, and refuses a shape that does not fit the classes', () => {
      const found = decodeYoloOutput(data, [1, 6, 3], 2, 0.25, new Set([0]));
      expect(found.map((b) => b.score)).to.deep.equal([0.8999999761581421, 0.30000001192092896]);
      expect(() => decodeYoloOutput(data, [1, 6, 3], 3, 0.25)).to.throw(/does not fit 3 classes/);
    });
  });

  describe('mask polygons', () => {
    it('traces a rectangle of mask cells along its cell edges, normalised by the mask size', () => {
      const [w, h] = [20, 10];
      const mask = new Float32Array(w * h);
      for (let y = 2; y < 6; y++) for (let x = 4; x < 14; x++) mask[y * w + x] = 1;
      const polygon = maskToPolygon(mask, w, h, 0.5, 0.01)!;
      expect(polygon.box.x_center).to.be.closeTo(9 / 20, 1e-9);
      expect(polygon.box.y_center).to.be.closeTo(4 / 10, 1e-9);
      expect(polygon.box.width).to.be.closeTo(10 / 20, 1e-9);
      expect(polygon.box.height).to.be.closeTo(4 / 10, 1e-9);
      const xs = polygon.geometry.filter((_, i) => i % 2 === 0);
      expect(Math.min(...xs)).to.equal(4 / 20);
      expect(Math.max(...xs)).to.equal(14 / 20);
    });

    it('simplifies a disc to a few points that stay on its circle, and keeps the largest part', () => {
      const n = 200;
      const mask = new Float32Array(n * n);
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          const d = Math.hypot(x + 0.5 - 100, y + 0.5 - 100);
          mask[y * n + x] = d < 60 ? 1 : Math.hypot(x + 0.5 - 10, y + 0.5 - 10) < 5 ? 1 : 0;
        }
      }
      const polygon = maskToPolygon(mask, n, n, 0.5, 1)!;
      const points = polygon.geometry.length / 2;
      expect(points).to.be.within(12, 120);
      for (let i = 0; i < polygon.geometry.length; i += 2) {
        const r = Math.hypot(polygon.geometry[i]! * n - 100, polygon.geometry[i + 1]! * n - 100);
        expect(r).to.be.closeTo(60, 1.5);
      }
      expect(polygon.box.width).to.be.closeTo(120 / n, 0.01);
    });

    it('is null for an empty mask', () => {
      expect(maskToPolygon(new Float32Array(16), 4, 4, 0.5)).to.equal(null);
    });
  });

  describe('model roles', () => {
    const detector: ModelSignature = {
      inputs: [{ name: 'images', type: 'float32', shape: [1, 3, 640, 640] }],
      outputs: [{ name: 'output0', type: 'float32', shape: [1, 84, 8400] }],
    };

    it('accepts a YOLOv8 detector whose output fits its classes, and reads its input size', () => {
      expect(checkRole('detector', detector, 80, null)).to.deep.equal({ ok: true, inputSize: 640 });
      expect(checkRole('detector', detector, 80, 640)).to.deep.equal({ ok: true, inputSize: 640 });
    });

    it('refuses a class count, input size or layout that does not fit', () => {
      expect(checkRole('detector', detector, 79, null)).to.include({ ok: false, field: 'class_names' });
      expect(checkRole('detector', detector, 80, 320)).to.include({ ok: false, field: 'input_size' });
      expect(checkRole('sam_encoder', detector, 0, null)).to.include({ ok: false, field: 'role' });
      expect(checkRole('sam_decoder', detector, 0, null)).to.include({ ok: false, field: 'role' });
    });

    it('accepts symbolic dimensions', () => {
      const dynamic: ModelSignature = {
        inputs: [{ name: 'images', type: 'float32', shape: ['batch', 3, 'h', 'w'] }],
        outputs: [{ name: 'output0', type: 'float32', shape: ['batch', 'c', 'n'] }],
      };
      expect(checkRole('detector', dynamic, 5, null)).to.deep.equal({ ok: true, inputSize: null });
    });

    it("reads an upload's task from its outputs, and none from outputs of no known layout", () => {
      const out = (...shapes: (number | string)[][]) =>
        shapes.map((shape, i) => ({ name: `output${i}`, type: 'float32', shape }));
      expect(taskFromOutputs(out([1, 3]))).to.equal('classify');
      expect(taskFromOutputs(out([1, 84, 8400]))).to.equal('detect');
      expect(taskFromOutputs(out(['batch', 8400, 84]))).to.equal('detect');
      expect(taskFromOutputs(out([1, 38, 8400], [1, 32, 160, 160]))).to.equal('segment');
      expect(taskFromOutputs(out([1, 3, 64, 64]))).to.equal(null);
      expect(taskFromOutputs(out([1, 84, 8400], [1, 84]))).to.equal(null);
      expect(taskFromOutputs([])).to.equal(null);
    });
  });

  describe('session cache', () => {
    /** Fake sessions that record their release; the cache never looks inside them. */
    function harness(budget: { maxBytes: number; maxEntries: number; idleMs: number }) {
      const released: string[] = [];
      let clock = 0;
      const cache = new SessionCache(
        budget,
        async (path) => ({ release: async () => void released.push(path) }) as never,
        () => clock,
      );
      const model = (name: string, bytes = 10) => ({ key: name, path: name, bytes });
      return { cache, released, model, tick: (ms: number) => (clock += ms) };
    }

    it('releases the least recently used session over the count budget', async () => {
      const { cache, released, model } = harness({ maxBytes: 1e9, maxEntries: 2, idleMs: 1e9 });
      await cache.get(model('a'));
      await cache.get(model('b'));
      await cache.get(model('a')); // a is now the most recent
      await cache.get(model('c'));
      expect(released).to.deep.equal(['b']);
      expect(cache.keys()).to.deep.equal(['a', 'c']);
      await cache.clear();
    });

    it('releases by bytes before loading, but never a session the caller holds', async () => {
      const { cache, released, model } = harness({ maxBytes: 100, maxEntries: 10, idleMs: 1e9 });
      await cache.get(model('a', 60));
      await cache.get(model('b', 30));
      await cache.get(model('c', 50), ['a']);
      expect(released).to.deep.equal(['b']);
      expect(cache.bytes).to.equal(110);
      await cache.clear();
    });

    it('releases sessions idle longer than the idle time', async () => {
      const { cache, released, model, tick } = harness({ maxBytes: 1e9, maxEntries: 10, idleMs: 1000 });
      await cache.get(model('a'));
      tick(600);
      await cache.get(model('b'));
      tick(600);
      await cache.releaseIdle();
      expect(released).to.deep.equal(['a']);
      expect(cache.size).to.equal(1);
      await cache.clear();
      expect(released).to.deep.equal(['a', 'b']);
    });
  });
});

import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffDelay, jitteredInterval } from '../../agent/backoff.js';
import { cpuPercent, parseMeminfo, parseProcStat } from '../../agent/checkin/telemetry.js';
import { loadConfig } from '../../agent/config.js';
import { resumableDownload } from '../../agent/deploy/download.js';
import { ModelStore } from '../../agent/deploy/model-store.js';
import { decideDeployment, type PendingJob } from '../../agent/deploy/plan.js';
import { globToRegExp } from '../../agent/frames/folder-source.js';
import { decodeYolo, letterbox } from '../../agent/inference/decode.js';
import { DiskQueue } from '../../agent/uploads/disk-queue.js';
import { Uploader } from '../../agent/uploads/uploader.js';
import { DeviceApi } from '../../agent/api-client.js';
import { evictForBudget } from '../../agent/uploads/eviction.js';
import { uploadReason } from '../../agent/uploads/policy.js';

const job = (id: number, rollback = false): PendingJob => ({
  job_id: `dep-${id}${rollback ? '-rollback' : ''}`,
  deployment_id: id,
  rollback,
  model_version_id: 1,
  format: 'onnx',
  artifact_url: 'http://x',
  artifact_sha256: 'a'.repeat(64),
});

const detection = (class_name: string, confidence: number) => ({
  class_index: 0,
  class_name,
  confidence,
  x_center: 0.5,
  y_center: 0.5,
  width: 0.1,
  height: 0.1,
});

describe('edge agent decisions', () => {
  it('backs off exponentially up to the cap, spread by jitter', () => {
    const policy = { baseMs: 1000, maxMs: 60_000 };
    expect([0, 1, 2, 3].map((a) => backoffDelay(policy, a, 0.999))).to.deep.equal([999, 1998, 3996, 7992]);
    expect(backoffDelay(policy, 20, 0.999)).to.equal(59_940);
    expect(backoffDelay(policy, 3, 0)).to.equal(0);
    expect(jitteredInterval(30_000, 0.1, 0)).to.equal(27_000);
    expect(jitteredInterval(30_000, 0.1, 1)).to.equal(33_000);
  });

  it('runs rollbacks first, then the oldest deployment, and never reruns a finished job', () => {
    expect(decideDeployment([], {})).to.deep.equal({ action: 'idle' });
    expect(decideDeployment([job(7), job(5)], {})).to.deep.include({ action: 'run', job: job(5) });
    expect(decideDeployment([job(5), job(4, true)], {})).to.deep.include({ action: 'run', job: job(4, true) });
    const finished = { 'dep-5': { outcome: 'failed', phase: 'verify' } };
    expect(decideDeployment([job(5), job(7)], finished)).to.deep.include({ action: 'run', job: job(7) });
    expect(decideDeployment([job(5)], finished)).to.deep.equal({ action: 'report', job: job(5) });
  });

  it('drops the oldest queued frames, only as many as needed, and refuses a frame larger than the budget', () => {
    const entries = [
      { id: 'a', bytes: 40 },
      { id: 'b', bytes: 40 },
      { id: 'c', bytes: 40 },
    ];
    expect(evictForBudget(entries, 10, 200)).to.deep.equal({ drop: [], fits: true });
    expect(evictForBudget(entries, 50, 150)).to.deep.equal({ drop: ['a'], fits: true });
    expect(evictForBudget(entries, 100, 150)).to.deep.equal({ drop: ['a', 'b'], fits: true });
    expect(evictForBudget(entries, 151, 150)).to.deep.equal({ drop: [], fits: false });
  });

  it('uploads by interval, by class and by uncertainty', () => {
    const policy = { every_s: 10, classes: ['person'], uncertain: [0.3, 0.6] as [number, number] };
    expect(uploadReason(policy, [], 1000, null)).to.equal('interval');
    expect(uploadReason(policy, [], 5000, 0)).to.equal(null);
    expect(uploadReason(policy, [], 10_000, 0)).to.equal('interval');
    expect(uploadReason(policy, [detection('person', 0.9)], 5000, 0)).to.equal('class');
    expect(uploadReason(policy, [detection('car', 0.45)], 5000, 0)).to.equal('uncertain');
    expect(uploadReason(policy, [detection('car', 0.9)], 5000, 0)).to.equal(null);
    expect(uploadReason({ every_s: null, classes: [], uncertain: null }, [], 0, null)).to.equal(null);
  });

  it('reads CPU and memory from /proc text', () => {
    const before = parseProcStat('cpu  100 0 100 700 100 0 0 0 0 0\ncpu0 1 2 3\n')!;
    const after = parseProcStat('cpu  150 0 150 800 100 0 0 0 0 0\n')!;
    expect(cpuPercent(before, after)).to.equal(50);
    expect(parseMeminfo('MemTotal:       1000 kB\nMemFree: 10 kB\nMemAvailable:    250 kB\n')).to.deep.equal({
      totalBytes: 1000 * 1024,
      usedBytes: 750 * 1024,
    });
    expect(parseMeminfo('nothing')).to.equal(null);
  });

  it('decodes YOLO output back to the image through the letterbox, with per-class NMS', () => {
    // 2 classes, 3 anchors, a 64 input for a 128x64 image: scale 0.5, 16 px of padding top and bottom.
    const fit = letterbox(128, 64, 64);
    expect(fit.geometry).to.include({ scale: 0.5, padLeft: 0, padTop: 16 });
    const anchors = 3;
    const out = new Float32Array(6 * anchors);
    const set = (a: number, values: number[]) => values.forEach((v, row) => (out[row * anchors + a] = v));
    set(0, [32, 32, 16, 16, 0.9, 0]); // class 0 at the centre
    set(1, [33, 32, 16, 16, 0.8, 0]); // overlaps anchor 0, same class: suppressed
    set(2, [32, 32, 16, 16, 0, 0.4]); // class 1 at the same place: kept
    const found = decodeYolo(out, [1, 6, anchors], fit.geometry, ['car', 'person'], { confidence: 0.25, iou: 0.45 });
    expect(found.map((d) => [d.class_name, d.confidence])).to.deep.equal([
      ['car', 0.9],
      ['person', 0.4],
    ]);
    expect(found[0]).to.deep.include({ x_center: 0.5, y_center: 0.5, width: 0.25, height: 0.5 });
  });

  it('matches frame names with a shell glob', () => {
    expect(globToRegExp('cam-*.jpg').test('cam-0001.jpg')).to.equal(true);
    expect(globToRegExp('cam-*.jpg').test('cam-0001.png')).to.equal(false);
    expect(globToRegExp('f?.png').test('f1.png')).to.equal(true);
  });

  it('reads settings from the file with AGENT_* variables on top, and names a bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-config-'));
    const file = join(dir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({ api_url: 'http://a/api/', key_file: '/k', state_dir: '/s', frames: { source: '/f' } }),
    );
    const config = loadConfig({ AGENT_CONFIG: file, AGENT_FPS: '5', AGENT_UPLOAD_CLASSES: 'person, car' });
    expect(config.api_url).to.equal('http://a/api');
    expect(config.frames).to.deep.include({ source: '/f', fps: 5 });
    expect(config.upload.classes).to.deep.equal(['person', 'car']);
    expect(() => loadConfig({ AGENT_CONFIG: file, AGENT_FPS: 'fast' })).to.throw(/frames\.fps/);
  });
});

describe('edge agent files', () => {
  it('keeps the queue within its disk budget across restarts, counting what it drops', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-queue-'));
    let dropped = 0;
    const meta = (key: string) => ({ key, filename: `${key}.jpg`, captured_at: '2026-01-01T00:00:00Z', fields: {} });
    const queue = new DiskQueue(dir, 3000, (n) => (dropped += n));
    for (const key of ['k1', 'k2', 'k3', 'k4']) queue.add(Buffer.alloc(900, 1), meta(key));
    expect(dropped).to.equal(1);
    // A write cut short by a crash (an image without its partner) is swept at the next start.
    writeFileSync(join(dir, '99999999999999999999.json'), '{}');
    const reopened = new DiskQueue(dir, 3000, (n) => (dropped += n));
    expect(reopened.entries().map((e) => e.meta.key)).to.deep.equal(['k2', 'k3', 'k4']);
    expect(readdirSync(dir)).to.have.length(6);
    expect(reopened.add(Buffer.alloc(5000), meta('huge'))).to.equal(false);
    expect(dropped).to.equal(2);
  });

  it("keeps a frame the API answers 409 (its key's earlier upload still being recorded) and drops a refused one", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-uploader-'));
    const answers: Record<string, number[]> = { busy: [409, 201], bad: [400] };
    const seen: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      req.on('end', () => {
        const key = /name="idempotency_key"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? '';
        seen.push(key);
        const status = answers[key]?.shift() ?? 500;
        const envelope =
          status === 201
            ? { success: true, data: { id: 1 }, error: null }
            : {
                success: false,
                data: null,
                error: { code: status === 409 ? 'CONFLICT' : 'VALIDATION_ERROR', message: 'no' },
              };
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const queue = new DiskQueue(dir, 1_000_000, () => undefined);
      for (const key of ['busy', 'bad']) {
        queue.add(Buffer.alloc(100, 1), {
          key,
          filename: `${key}.jpg`,
          captured_at: '2026-01-01T00:00:00Z',
          fields: {},
        });
      }
      let uploaded = 0;
      let dropped = 0;
      const uploader = new Uploader(
        new DeviceApi(`http://127.0.0.1:${port}`, 'adk_test', 5000),
        queue,
        { baseMs: 10, maxMs: 20 },
        () => undefined,
        { uploaded: () => (uploaded += 1), dropped: (n) => (dropped += n) },
      );
      const running = uploader.run();
      const deadline = Date.now() + 10_000;
      while (queue.depth() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      uploader.stop();
      await running;
      expect(seen).to.deep.equal(['busy', 'busy', 'bad']);
      expect({ uploaded, dropped }).to.deep.equal({ uploaded: 1, dropped: 1 });
    } finally {
      server.close();
    }
  });

  it('switches the current model by symlink and finds an installed version by checksum', () => {
    const root = mkdtempSync(join(tmpdir(), 'agent-models-'));
    const store = new ModelStore(root);
    const install = (name: string, sha: string) => {
      const file = join(root, `${name}.download`);
      writeFileSync(file, name);
      return store.install(
        name,
        { onnx: file },
        {
          job_id: name,
          deployment_id: 1,
          model_version_id: 2,
          sha256: sha,
          class_names: [],
        },
      );
    };
    expect(store.currentModel()).to.equal(null);
    const a = install('a', 'sha-a');
    const b = install('b', 'sha-b');
    store.switchTo(a.folder);
    expect(store.currentModel()?.sha256).to.equal('sha-a');
    store.switchTo(b.folder);
    expect(readFileSync(store.currentModel()!.modelPath, 'utf8')).to.equal('b');
    expect(store.findBySha('sha-a')?.folder).to.equal(a.folder);
    store.prune([]);
    expect(store.findBySha('sha-a')).to.equal(null);
    expect(store.currentModel()?.sha256).to.equal('sha-b');
  });

  it('resumes a download with a Range request from the bytes already on disk', async () => {
    const body = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    const ranges: Array<string | undefined> = [];
    const server = createServer((req, res) => {
      ranges.push(req.headers.range);
      const from = Number(/bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
      res.writeHead(from ? 206 : 200, { 'content-length': body.length - from });
      res.end(body.subarray(from));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/model.onnx`;
      const path = join(mkdtempSync(join(tmpdir(), 'agent-dl-')), 'a.part');
      writeFileSync(path, body.subarray(0, 4000));
      const progress: number[] = [];
      expect(await resumableDownload(url, path, (done) => progress.push(done))).to.equal(10_000);
      expect(ranges).to.deep.equal(['bytes=4000-']);
      expect(progress[0]).to.equal(4000);
      expect(readFileSync(path).equals(body)).to.equal(true);
    } finally {
      server.close();
    }
  });
});

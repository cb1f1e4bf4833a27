import { expect } from 'chai';
import { MemoryWatch, metricsUrlOf, runSimulation } from '../../../scripts/simulator/index.js';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import jpeg from 'jpeg-js';
import { DISTINCT_PICTURES, FrameSource } from '../../../scripts/simulator/frame-source.js';
import { parseResidentMemory } from '../../../scripts/simulator/memory-watch.js';
import { AGENT_VERSION } from '../../../agent/version.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { tokenFor } from '../../helpers/tokens.js';
import { freshUser } from '../../helpers/users.js';

describe('virtual device simulator (npm run simulate)', function () {
  this.timeout(60_000);
  let t: TestApi;

  before(async () => {
    t = await startTestApi();
  });
  after(async () => t?.stop());

  it('runs the edge agent on each virtual device: its check-ins, telemetry and uploads reach the API', async () => {
    const email = freshUser();
    const token = await tokenFor(email, t.config.OIDC_ISSUER_URL);
    const api = `${t.api.url}/api`;
    const memory = new MemoryWatch(metricsUrlOf(api), 300, 800).start();
    const report = await runSimulation({
      api,
      token,
      devices: 3,
      imagesPerMinute: 60,
      durationMs: 3500,
      checkinIntervalMs: 1000,
      imageKb: 20,
      concurrency: 8,
      requestTimeoutMs: 10_000,
      renderWorkers: 1,
    });
    const memoryReport = await memory.stop();

    expect(report.devices).to.deep.equal({ requested: 3, provisioned: 3 });
    expect(report.totals.errors, JSON.stringify(report.errors)).to.equal(0);
    const byOperation = Object.fromEntries(report.operations.map((op) => [op.operation, op]));
    expect(byOperation.provision!.requests).to.equal(3);
    expect(byOperation.checkin!.requests).to.be.greaterThan(3);
    expect(byOperation.upload!.requests).to.be.greaterThan(0);
    expect(byOperation.checkin!.latency.p99).to.be.greaterThan(0);

    // What the devices did is in the API, in the user's organization.
    const user = await t.as(email);
    const devices = await user.get('/core/devices?per_page=100');
    expect(devices.body.data.map((d: { device_id: string }) => d.device_id)).to.have.length(3);
    const images = await user.get('/data/images?limit=100');
    expect(images.body.meta.total).to.equal(byOperation.upload!.requests);
    // Every frame the agents took went up once, or is still in their queues on disk.
    expect(report.agents.framesUploaded).to.equal(images.body.meta.total);
    expect(report.agents.framesDropped).to.equal(0);
    // The check-ins are the agent's: its version and its counters, with the virtual board's readings.
    const checkin = devices.body.data[0].last_checkin;
    expect(checkin.agent_version).to.equal(AGENT_VERSION);
    expect(checkin.metrics).to.include.keys('cpu_percent', 'temperature_c', 'frames_uploaded', 'queue_depth');

    // The soak check reads the API's own resident memory.
    expect(memoryReport.unavailable).to.equal(null);
    expect(memoryReport.samples.length).to.be.greaterThan(2);
    expect(memoryReport.samples.every((s) => s.rssBytes > 10 * 1024 * 1024)).to.equal(true);
    expect(memoryReport.growthPercent).to.be.a('number');
  });

  it('frames stay valid, distinct files after the rendered pictures are reused', async () => {
    const frames = await FrameSource.start({ targetBytes: 8 * 1024, workers: 1, label: 'unit' });
    try {
      const files: Uint8Array[] = [];
      for (let i = 0; i < DISTINCT_PICTURES + 8; i++) files.push(await frames.next());
      const hashes = new Set(files.map((f) => createHash('sha256').update(f).digest('hex')));
      expect(hashes.size).to.equal(files.length);
      const first = jpeg.decode(files[0]!);
      for (const file of files.slice(DISTINCT_PICTURES)) {
        const decoded = jpeg.decode(file);
        expect([decoded.width, decoded.height]).to.deep.equal([first.width, first.height]);
        expect(Buffer.from(file).toString('latin1')).to.match(/unit frame \d+/);
      }
    } finally {
      await frames.close();
    }
  });

  it('reads resident memory from Prometheus text and knows when it is missing', () => {
    const text =
      '# HELP process_resident_memory_bytes Resident memory size in bytes.\n' +
      '# TYPE process_resident_memory_bytes gauge\nprocess_resident_memory_bytes 123456789\nnodejs_heap 5\n';
    expect(parseResidentMemory(text)).to.equal(123456789);
    expect(parseResidentMemory('nodejs_heap_size_used_bytes 5\n')).to.equal(null);
  });

  it('judges memory growth by per-window medians, so a garbage-collection peak is not growth', async () => {
    // Resident memory as a sawtooth around a flat level, with one high peak late in the run.
    let served = 0;
    const levels = (n: number) => (n === 14 ? 500 : 300 + (n % 3) * 10) * 1024 * 1024;
    const server = createServer((_req, res) => res.end(`process_resident_memory_bytes ${levels(served++)}\n`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const watch = new MemoryWatch(`http://127.0.0.1:${port}/metrics`, 100, 500).start();
      await new Promise((resolve) => setTimeout(resolve, 1900));
      const report = await watch.stop();
      expect(report.peakBytes).to.equal(500 * 1024 * 1024);
      expect(report.growthPercent).to.be.a('number');
      expect(Math.abs(report.growthPercent!)).to.be.below(5);
    } finally {
      server.close();
    }
  });

  it('says why memory was not measured when the metrics endpoint is unreachable', async () => {
    const watch = new MemoryWatch('http://127.0.0.1:9/metrics', 1000).start();
    const report = await watch.stop();
    expect(report.samples).to.deep.equal([]);
    expect(report.growthPercent).to.equal(null);
    expect(report.unavailable).to.match(/127\.0\.0\.1:9/);
  });
});

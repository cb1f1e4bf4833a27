import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isStream, splitJpegs } from '../../agent/frames/source.js';
import type { ApiClient } from '../helpers/client.js';
import { createProject } from '../helpers/datasets.js';
import { provisionDevice } from '../helpers/devices.js';
import { solidJpeg } from '../helpers/onnx-models.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { freshUser } from '../helpers/users.js';
import { startAgent, type AgentProcess } from './agent-process.js';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('edge agent stream sources (ffmpeg)', function () {
  this.timeout(60_000);

  it('tells streams from folders and splits piped JPEGs, keeping a partial one for later', () => {
    expect(['rtsp://cam/1', 'http://cam/video', 'https://x/y', '/dev/video0'].every(isStream)).to.equal(true);
    expect(['/data/cam', '/data/cam/*.jpg', 'cam'].some(isStream)).to.equal(false);
    const a = solidJpeg(8, 8, [255, 0, 0]);
    const b = solidJpeg(8, 8, [0, 255, 0]);
    const { frames, rest } = splitJpegs(Buffer.concat([a, b, b.subarray(0, 20)]));
    expect(frames.map((f) => f.equals(a) || f.equals(b))).to.deep.equal([true, true]);
    expect(frames[1]!.equals(b)).to.equal(true);
    expect(rest.equals(b.subarray(0, 20))).to.equal(true);
  });

  describe('an HTTP video stream through a real agent', () => {
    let t: TestApi;
    let user: ApiClient;
    let server: Server;
    let streamUrl: string;
    let agent: AgentProcess | null = null;

    before(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'agent-stream-'));
      const video = join(dir, 'camera.ts');
      // Three seconds of ffmpeg's test pattern, 160x120, as an MPEG transport stream (streamable).
      await run('ffmpeg', [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x120:rate=10',
        '-t',
        '3',
        '-c:v',
        'mpeg2video',
        '-f',
        'mpegts',
        video,
      ]);
      const bytes = readFileSync(video);
      server = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': bytes.length });
        res.end(bytes);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      streamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/camera.ts`;
      t = await startTestApi();
      user = await t.as(freshUser());
    });
    after(async () => {
      await agent?.kill('SIGKILL');
      server?.close();
      await t?.stop();
    });

    it('decodes the stream at the set rate and uploads its frames', async () => {
      const project = await createProject(user, ['car']);
      const device = await provisionDevice(user, t.client);
      agent = await startAgent(`${t.api.url}/api`, device.apiKey, {
        frames: { source: streamUrl, fps: 2 },
        upload: { every_s: 0.001, project_id: project.id },
      });
      let images: any[] = [];
      for (let i = 0; i < 100 && images.length < 3; i++) {
        await sleep(200);
        const res = await user.get(`/data/images?project_id=${project.id}&limit=100`);
        images = res.body.data.filter((img: any) => img.device_id === device.deviceId);
      }
      expect(images.length, JSON.stringify(agent.lines.slice(-5))).to.be.at.least(3);
      for (const image of images) {
        expect(image.filename).to.match(/^stream-\d+-\d+\.jpg$/);
        expect([image.width, image.height, image.content_type]).to.deep.equal([160, 120, 'image/jpeg']);
      }
    });
  });
});

/**
 * The TypeScript client as users get it: built with its own tsconfig, packed with `npm pack`,
 * installed from the tarball into an empty folder and imported from there, against the real API.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'chai';
import type * as ClientModule from '../../clients/typescript/index.js';
import { provisionDevice } from '../helpers/devices.js';
import { makeJpeg, uploadForm } from '../helpers/images.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';
import { tokenFor } from '../helpers/tokens.js';
import { freshUser } from '../helpers/users.js';
import { PartDroppingProxy } from '../helpers/part-dropping-proxy.js';
import { noisyYoloZip, PART_BYTES } from '../helpers/noisy-archive.js';
import { unzip } from '../helpers/zip.js';
import { runToEnd } from './run-to-end.js';

const PACKAGE = fileURLToPath(new URL('../../clients/typescript/', import.meta.url));
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const IMAGES = 5;

async function sh(command: string, args: string[], cwd: string): Promise<string> {
  const { code, output } = await runToEnd(command, args, { cwd, env: process.env });
  expect(code, `${command} ${args.join(' ')}\n${output}`).to.equal(0);
  return output;
}

/** The API's own export of a version, with plain fetch calls and no client code. */
async function apiExport(base: string, token: string, versionId: number): Promise<Map<string, Buffer>> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await fetch(`${base}/data/datasets/versions/${versionId}/export?format=yolo`, {
    method: 'POST',
    headers,
  });
  expect(started.status).to.equal(202);
  const jobId = ((await started.json()) as any).data.job_id as string;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const job = ((await (await fetch(`${base}/jobs/${jobId}`, { headers })).json()) as any).data;
    if (job.status === 'completed') {
      return unzip(Buffer.from(await (await fetch(job.result.download_url)).arrayBuffer()));
    }
    expect(job.status).not.to.equal('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API export did not finish in 30 s');
}

describe('the TypeScript client package against the real API (npm pack, installed from the tarball)', function () {
  this.timeout(120_000);
  let t: TestApi;
  let work: string;
  let client: typeof ClientModule;
  let installed: string;
  let base: string;
  let email: string;
  let token: string;

  before(async () => {
    // S3's least part size, so an import of a few parts stays small.
    t = await startTestApi({ LARGE_UPLOAD_PART_BYTES: String(PART_BYTES) });
    base = `${t.api.url}/api`;
    email = freshUser();
    token = await tokenFor(email);
    work = mkdtempSync(join(tmpdir(), 'edge-vision-ts-client-'));

    // Build (tsc, own tsconfig) and pack; then install the tarball into an empty project.
    await sh('npm', ['run', '--silent', 'build'], PACKAGE);
    await sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], PACKAGE);
    const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz'));
    expect(tarballs).to.have.length(1);
    installed = join(work, 'app');
    mkdirSync(installed);
    writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    await sh(
      'npm',
      ['install', join(work, tarballs[0]!), '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error'],
      installed,
    );
    const entry = join(installed, 'node_modules', '@edge-vision', 'client', 'dist', 'index.js');
    client = (await import(pathToFileURL(entry).href)) as typeof ClientModule;
  });

  after(async () => {
    await t?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('is versioned with the API document, ships JS and declarations, and pins openapi-fetch as the root does', async () => {
    const pkgDir = join(installed, 'node_modules', '@edge-vision', 'client');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const served = (await (await fetch(`${base}/openapi.json`)).json()) as any;
    expect(pkg.name).to.equal('@edge-vision/client');
    expect(pkg.version).to.equal(served.info.version);
    expect(client.API_VERSION).to.equal(served.info.version);
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.dependencies['openapi-fetch']).to.equal(root.devDependencies['openapi-fetch']);
    const fetchPkg = JSON.parse(readFileSync(join(installed, 'node_modules', 'openapi-fetch', 'package.json'), 'utf8'));
    expect(fetchPkg.version).to.equal(root.devDependencies['openapi-fetch']);
    const files = readdirSync(join(pkgDir, 'dist'));
    for (const name of ['index.js', 'index.d.ts', 'schema.d.ts', 'errors.js', 'paging.js', 'jobs.js', 'imports.js']) {
      expect(files).to.include(name);
    }
    expect(readdirSync(pkgDir).sort()).to.deep.equal(['README.md', 'dist', 'package.json']);

    // A consumer type-checks against the installed declarations alone.
    writeFileSync(
      join(installed, 'consumer.ts'),
      [
        "import { createApiClient, paginate, unwrap, waitForJob, ApiError } from '@edge-vision/client';",
        "const api = createApiClient({ baseUrl: 'http://x/api', token: 't' });",
        "const project = await unwrap(api.GET('/data/projects/{id}', { params: { path: { id: 1 } } }));",
        'const name: string = project.name;',
        "for await (const image of paginate(api, '/data/images', { query: { project_id: 1 } })) image.filename.toUpperCase();",
        "const job = await waitForJob(api, 'id', { onProgress: (j) => j.progress.toFixed() });",
        'const code: string = new ApiError(400, job.status, name).code;',
        'export { code };',
        '// @ts-expect-error: a path the API does not have',
        "await unwrap(api.GET('/no/such/route'));",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(installed, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        files: ['consumer.ts'],
      }),
    );
    await sh(process.execPath, [TSC, '-p', 'tsconfig.json'], installed);
  });

  it('waits on jobs with pauses from 100 ms growing by half up to 2 s', () => {
    const delays = client.pollDelays();
    const first = Array.from({ length: 12 }, () => delays.next().value);
    expect(first.slice(0, 4)).to.deep.equal([100, 150, 225, 337.5]);
    expect(first.at(-1)).to.equal(2000);
    expect(Math.max(...first)).to.equal(2000);
  });

  it('signs in, uploads as a device, annotates, exports with waitForJob and downloads what the API exports', async () => {
    const user = client.createApiClient({ baseUrl: base, token: () => token });
    const org = await client.unwrap(user.GET('/organization'));
    expect(org.id).to.be.greaterThan(0);

    const project = await client.unwrap(
      user.POST('/data/projects', {
        body: { name: 'ts client', description: '', project_type: 'object_detection', classes: ['cat'] },
      }),
    );

    const { apiKey } = await provisionDevice(await t.as(email), t.client);
    const device = client.createApiClient({ baseUrl: base, deviceKey: apiKey });
    const uploaded = new Map<number, Buffer>();
    for (let i = 0; i < IMAGES; i++) {
      const bytes = makeJpeg(40 + i, 30, i * 11);
      const form = uploadForm(bytes, `ts-${i}.jpg`, { project_id: String(project.id) });
      const image = await client.unwrap(device.POST('/device/images/upload', { body: {}, bodySerializer: () => form }));
      expect(image.project_id).to.equal(project.id);
      uploaded.set(image.id, bytes);
      await client.unwrap(
        user.POST('/data/annotations', {
          body: {
            image_id: image.id,
            type: 'bbox',
            source: 'manual',
            z_order: 0,
            class_value: 'cat',
            x_center: 0.5,
            y_center: 0.5,
            width: 0.2,
            height: 0.3,
          },
        }),
      );
    }

    const version = await client.unwrap(
      user.POST('/data/datasets', { body: { project_id: project.id, name: 'v1', seed: 42, only_annotated: false } }),
    );
    expect(version.image_count).to.equal(IMAGES);

    const started = await client.unwrap(
      user.POST('/data/datasets/versions/{id}/export', {
        params: { path: { id: version.id }, query: { format: 'yolo' } },
      }),
    );
    const seen: string[] = [];
    const job = await client.waitForJob(user, started.job_id, {
      timeoutMs: 60_000,
      onProgress: (j) => seen.push(`${j.status}:${j.progress}`),
    });
    expect(job.status).to.equal('completed');
    expect(seen.at(-1)).to.equal('completed:1');
    expect(seen.slice(0, -1).every((s) => !s.startsWith('completed'))).to.equal(true);
    // A finished job is seen on the first read.
    const again: string[] = [];
    await client.waitForJob(user, started.job_id, { onProgress: (j) => again.push(j.status) });
    expect(again).to.deep.equal(['completed']);
    const mine = await unzip(Buffer.from(await client.downloadJobResult(job)));

    const theirs = await apiExport(base, token, version.id);
    expect([...mine.keys()].sort()).to.deep.equal([...theirs.keys()].sort());
    for (const [name, content] of theirs) {
      if (/\.(jpe?g|png|txt)$/.test(name)) expect(mine.get(name)!.equals(content), name).to.equal(true);
    }
    const archived = [...mine.values()];
    for (const [id, bytes] of uploaded) {
      expect(
        archived.some((content) => content.equals(bytes)),
        `image ${id} in the archive`,
      ).to.equal(true);
    }
    expect([...mine.keys()].filter((name) => name.startsWith('labels/') && name.endsWith('.txt'))).to.have.length(
      IMAGES,
    );

    // Paging: images two at a time (by next_cursor after the first), and page/per_page (projects) one at a time.
    let requests = 0;
    const urls: string[] = [];
    const counted = client.createApiClient({
      baseUrl: base,
      token,
      middleware: [
        {
          onRequest: ({ request }: { request: Request }) => {
            requests += 1;
            urls.push(request.url);
          },
        },
      ],
    });
    const ids: number[] = [];
    for await (const image of client.paginate(
      counted,
      '/data/images',
      { query: { project_id: project.id } },
      { pageSize: 2 },
    )) {
      ids.push(image.id);
    }
    expect(ids).to.have.length(IMAGES);
    expect(new Set(ids)).to.deep.equal(new Set(uploaded.keys()));
    expect(requests).to.equal(Math.ceil(IMAGES / 2));
    expect(urls.slice(1).every((url) => new URL(url).searchParams.has('cursor'))).to.equal(true);

    await client.unwrap(
      user.POST('/data/projects', {
        body: { name: 'second', description: '', project_type: 'classification', classes: [] },
      }),
    );
    const names: string[] = [];
    for await (const p of client.paginate(user, '/data/projects', undefined, { pageSize: 1 })) names.push(p.name);
    expect(names.sort()).to.deep.equal(['second', 'ts client']);
  });

  it('imports a zip sent in parts, sending a dropped part again, and resumes a stopped upload', async () => {
    const bytes = await noisyYoloZip();
    expect(bytes.length).to.be.greaterThan(2 * PART_BYTES);
    const zip = new Blob([new Uint8Array(bytes)]);
    const user = client.createApiClient({ baseUrl: base, token });
    const newProject = (name: string) =>
      client.unwrap(
        user.POST('/data/projects', {
          body: { name, description: '', project_type: 'object_detection', classes: [] },
        }),
      );
    const through = async (drops: Record<number, number>) => {
      const proxy = await PartDroppingProxy.start(t.api.url, drops);
      return { proxy, api: client.createApiClient({ baseUrl: `${proxy.url}/api`, token }) };
    };

    const flaky = await through({ 2: 1 });
    const progress: number[] = [];
    const job = await client.importDataset(flaky.api, (await newProject('parts')).id, zip, 'yolo', {
      filename: 'noise.zip',
      onProgress: (sent, total) => progress.push(sent / total),
    });
    await flaky.proxy.stop();
    expect(job.status).to.equal('completed');
    expect(job.result).to.deep.include({ images_added: 3, annotations_added: 3, duplicates_skipped: 0 });
    expect([...flaky.proxy.partsSeen].sort(), 'part 2 cut once, then sent again').to.deep.equal([1, 2, 2, 3]);
    expect(progress.at(-1)).to.equal(1);

    // A part that keeps failing stops the upload; its id resumes it with only that part.
    const cut = await through({ 2: 99 });
    let stopped: ClientModule.PartialUploadError | undefined;
    try {
      await client.sendInParts(cut.api, zip, { filename: 'noise.zip', retries: 0 });
    } catch (err) {
      stopped = err as ClientModule.PartialUploadError;
    }
    await cut.proxy.stop();
    expect(stopped).to.be.instanceOf(client.PartialUploadError);
    const left = await client.unwrap(
      user.GET('/data/large-uploads/{id}', { params: { path: { id: stopped!.uploadId } } }),
    );
    expect(left.parts_received.sort()).to.deep.equal([1, 3]);
    const counting = await through({});
    const resumed = await client.importDataset(counting.api, (await newProject('resumed')).id, zip, 'yolo', {
      filename: 'noise.zip',
      resume: stopped!.uploadId,
    });
    await counting.proxy.stop();
    expect(resumed.result).to.deep.include({ images_added: 3 });
    expect(counting.proxy.partsSeen, 'only the part that had not arrived').to.deep.equal([2]);
  });

  it('surfaces error answers as ApiError with the API codes', async () => {
    const user = client.createApiClient({ baseUrl: base, token });
    const other = client.createApiClient({ baseUrl: base, token: await tokenFor(freshUser()) });
    const project = await client.unwrap(
      user.POST('/data/projects', {
        body: { name: 'private', description: '', project_type: 'classification', classes: [] },
      }),
    );

    async function failure(call: Promise<unknown>): Promise<ClientModule.ApiError> {
      try {
        await call;
      } catch (err) {
        expect(err).to.be.instanceOf(client.ApiError);
        return err as ClientModule.ApiError;
      }
      throw new Error('expected an ApiError');
    }

    // Another organization's project answers exactly like a missing one.
    const theirs = await failure(
      client.unwrap(other.GET('/data/projects/{id}', { params: { path: { id: project.id } } })),
    );
    expect([theirs.status, theirs.code]).to.deep.equal([404, 'NOT_FOUND']);
    expect(client.isApiError(theirs, client.ErrorCode.NOT_FOUND)).to.equal(true);

    const invalid = await failure(
      client.unwrap(
        user.POST('/data/projects', {
          body: { name: '', description: '', project_type: 'object_detection', classes: [] },
        }),
      ),
    );
    expect([invalid.status, invalid.code]).to.deep.equal([400, 'VALIDATION_ERROR']);
    expect(invalid.details).to.include('name');

    const paging = await failure(
      (async () => {
        for await (const _ of client.paginate(user, '/data/images', undefined, { pageSize: 1000 })) void _;
      })(),
    );
    expect([paging.status, paging.code]).to.deep.equal([400, 'VALIDATION_ERROR']);
    expect(paging.details).to.include('limit');

    const job = await failure(client.waitForJob(user, '00000000-0000-4000-8000-000000000000'));
    expect([job.status, job.code]).to.deep.equal([404, 'NOT_FOUND']);

    const anonymous = client.createApiClient({ baseUrl: base, token: 'not-a-token' });
    const denied = await failure(client.unwrap(anonymous.GET('/organization')));
    expect([denied.status, denied.code]).to.deep.equal([401, 'UNAUTHORIZED']);
  });
});

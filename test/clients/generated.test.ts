import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run clients:generate -- --check ...` as a child process: its exit code and output. */
function check(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['--no-install', 'tsx', 'scripts/clients/generate.ts', '--check', ...args],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const code = err ? ((err as { code?: number }).code ?? 1) : 0;
        resolve({ code: typeof code === 'number' ? code : 1, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('the generated clients', function () {
  // The first run may build the generator's venv and oapi-codegen; warm runs take seconds.
  this.timeout(15 * 60_000);

  it('are exactly what the current OpenAPI document generates', async () => {
    const { code, output } = await check();
    expect(code, output).to.equal(0);
    expect(output).to.include('clients are up to date');
  });

  it('fail the check when the document gains a route the committed code lacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-vision-doc-'));
    try {
      const document = JSON.parse(readFileSync(join(ROOT, 'clients', 'openapi.json'), 'utf8'));
      document.paths['/data/projects/{id}/archive'] = {
        post: {
          operationId: 'postDataProjectsIdArchive',
          tags: ['Projects'],
          summary: 'Archive a project',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '204': { description: 'Archived' } },
        },
      };
      const changed = join(dir, 'openapi.json');
      writeFileSync(changed, JSON.stringify(document));
      const { code, output } = await check('--document', changed);
      expect(code, output).to.equal(1);
      expect(output).to.include('clients/openapi.json');
      expect(output).to.include('clients/python/src/edge_vision/openapi/api/projects/post_data_projects_id_archive.py');
      expect(output).to.include('clients/go/edgevision/client.gen.go');
      expect(output).to.include('npm run clients:generate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

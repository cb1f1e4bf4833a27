import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../../scripts/stack/console-build.js';
import { startTestApi, type TestApi } from '../helpers/test-api.js';

describe('the API serving the console', function () {
  this.timeout(120_000);
  let t: TestApi;
  let base: string;

  before(async () => {
    ensureConsoleBuilt();
    t = await startTestApi();
    base = t.api.url;
  });
  after(async () => t?.stop());

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html at / uncached, with a CSP that forbids inline script and framing', async () => {
    const res = await fetch(`${base}/`, { headers: html });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(res.headers.get('cache-control')).to.equal('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).to.include("script-src 'self'");
    expect(csp).to.include("frame-ancestors 'none'");
    expect(csp).not.to.include('unsafe-inline');
    expect(csp).to.include(new URL(t.config.OIDC_ISSUER_URL).origin);
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    const body = await res.text();
    expect(body).to.match(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(body, 'no inline script').not.to.match(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('answers client routes with index.html so a reload keeps the screen', async () => {
    for (const path of ['/devices', '/images/12/annotate?split=train']) {
      const res = await fetch(`${base}${path}`, { headers: html });
      expect(res.status, path).to.equal(200);
      expect(await res.text()).to.include('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and keeps a missing asset a 404', async () => {
    const asset = readdirSync(join(CONSOLE_DIST, 'assets')).find((name) => name.endsWith('.js'))!;
    const res = await fetch(`${base}/assets/${asset}`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).to.match(/javascript/);
    const missing = await fetch(`${base}/assets/index-missing.js`, { headers: html });
    expect(missing.status).to.equal(404);
    expect(missing.headers.get('content-type')).to.match(/json/);
  });

  it('keeps the JSON 404 under /api, even for a browser asking for HTML', async () => {
    const res = await fetch(`${base}/api/no-such-route`, { headers: html });
    expect(res.status).to.equal(404);
    const body = (await res.json()) as any;
    expect(body).to.include({ success: false });
    expect(body.error.code).to.equal('NOT_FOUND');
    expect(res.headers.get('content-security-policy')).to.equal(null);
  });

  it('offers the sign-in settings publicly, documented in the OpenAPI document', async () => {
    const res = await t.client.get('/console-config');
    expect(res.status).to.equal(200);
    expect(res.body.data).to.deep.equal({
      issuer: t.config.OIDC_ISSUER_URL,
      client_id: 'edge-vision',
      scopes: 'openid email profile offline_access',
    });
    const doc = (await t.client.get('/openapi.json')).body;
    expect(doc.paths['/console-config'].get.security ?? []).to.deep.equal([]);
    expect(doc.components.schemas.ConsoleConfig.required).to.include.members(['issuer', 'client_id', 'scopes']);
  });
});

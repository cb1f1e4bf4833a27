import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'chai';
import type { Router } from 'express';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every method+path the Express app really serves, read from its router stack. */
function servedRoutes(router: Router, prefix: string): string[] {
  const found: string[] = [];
  for (const layer of router.stack as unknown as Layer[]) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods))
        found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
    }
  }
  return found;
}

describe('the OpenAPI document', function () {
  let t: TestApi;
  let doc: any;

  before(async () => {
    t = await startTestApi();
    doc = (await t.client.get('/openapi.json')).body;
  });
  after(async () => t?.stop());

  it('is served at /api/openapi.json as valid OpenAPI 3.1', async () => {
    expect(doc.openapi).to.equal('3.1.0');
    expect(doc.info.version).to.equal('1.0.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
  });

  /** Every method+path an app serves, and every one its document lists, both as `GET /api/...`. */
  function servedAndDocumented(express: unknown, document: any): [string[], string[]] {
    const app = express as { router: { stack: Layer[] } };
    const served: string[] = [];
    for (const layer of app.router.stack) {
      const stack = layer.handle?.stack;
      if (!stack) continue;
      // The /api router holds JSON parsing and docs too; route layers are what we compare.
      const isApi = stack.some((l) => l.route?.path === '/openapi.json');
      served.push(...servedRoutes(layer.handle as unknown as Router, isApi ? '/api' : ''));
    }
    const documented: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const root = operation.servers?.[0]?.url === '/';
        documented.push(`${method.toUpperCase()} ${root ? '' : '/api'}${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    return [served.sort(), documented.sort()];
  }

  it('lists exactly the routes the app serves', () => {
    const [served, documented] = servedAndDocumented(t.api.app.express, doc);
    expect(served.length).to.be.greaterThan(5);
    expect(served).to.deep.equal(documented);
  });

  it("lists none of the operator's and workloads' internal routes, nor their tokens", () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/internal'))).to.deep.equal([]);
    expect(doc.components.securitySchemes).to.not.have.any.keys('operatorToken', 'workloadToken');
  });

  it('has an internal twin on the internal listener: valid, listing exactly the routes served there', async () => {
    const internal = (await t.internal.get('/openapi.json')).body;
    const result = await new Validator().validate(structuredClone(internal));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).to.deep.equal([]);
    const [served, documented] = servedAndDocumented(t.api.app.internalExpress, internal);
    expect(served).to.deep.equal(documented);
    expect(served).to.include.members([
      'POST /api/internal/operator/training-jobs/sync',
      'POST /api/internal/operator/deployments/sync',
      'POST /api/internal/workloads/report',
      'POST /api/internal/workloads/urls',
      'GET /healthz',
    ]);
    expect(internal.components.securitySchemes).to.have.all.keys('operatorToken', 'workloadToken');
  });

  it('documents the envelope, the error codes and the permission of each route', () => {
    const patch = doc.paths['/organization'].patch;
    expect(patch['x-permission']).to.equal('organization:update');
    expect(patch.description).to.include('owner, admin');
    expect(Object.keys(patch.responses)).to.include.members(['200', '400', '401', '403']);
    expect(doc.components.schemas.ErrorEnvelope).to.be.an('object');
    expect(doc.components.securitySchemes).to.include.keys('bearerAuth', 'deviceKey');
  });

  it('renders interactive docs at /api/docs', async () => {
    const res = await fetch(`${t.client.baseUrl}/docs/`);
    expect(res.status).to.equal(200);
    expect(await res.text()).to.include('swagger-ui');
  });
});

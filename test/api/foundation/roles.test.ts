import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { PERMISSIONS, ROLES } from '../../../api/lib/auth/permissions.js';
import { addBatch, classImages, createProject, createVersion } from '../../helpers/datasets.js';
import type { ApiClient } from '../../helpers/client.js';
import { joinOrganization } from '../../helpers/members.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

/** `| \`scope:action\` | ✓ | ... |` rows of a markdown table (other tables name no permission): each permission with its roles. */
function tableRows(markdown: string): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const line of markdown.split('\n')) {
    const match = /^\|\s*`([a-z-]+:[a-z-]+)`\s*\|(.*)\|\s*$/.exec(line);
    if (!match) continue;
    const cells = match[2]!.split('|').map((c) => c.trim());
    rows[match[1]!] = ROLES.filter((_role, i) => cells[i] === '✓');
  }
  return rows;
}

const enforced = Object.fromEntries(Object.entries(PERMISSIONS).map(([p, roles]) => [p, [...roles]]));

describe('roles: the permission table, and who may deploy, force-delete and read container logs', function () {
  let t: TestApi;
  let owner: ApiClient;
  let member: ApiClient;

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    const memberEmail = freshUser();
    member = await joinOrganization(owner, await t.as(memberEmail), memberEmail, 'member');
  });
  after(async () => t?.stop());

  it('docs/api-guide.md and the OpenAPI document list exactly the roles each permission has', async () => {
    const guide = readFileSync(new URL('../../../docs/api-guide.md', import.meta.url), 'utf8');
    expect(tableRows(guide)).to.deep.equal(enforced);
    const document = (await t.client.get('/openapi.json')).body;
    expect(tableRows(document.info.description)).to.deep.equal(enforced);
    const declared = new Set<string>();
    for (const operations of Object.values(document.paths) as Record<string, any>[]) {
      for (const operation of Object.values(operations))
        if (operation['x-permission']) declared.add(operation['x-permission']);
    }
    expect([...declared].filter((p) => !(p in PERMISSIONS))).to.deep.equal([]);
  });

  it('a member may not deploy: 403 before the body is read or the cluster asked', async () => {
    for (const body of [{ model_version_id: 1, match_labels: {} }, { model_version_id: 'not a number' }]) {
      const res = await member.post('/ml/deployments', body);
      expect(res.status, JSON.stringify(res.body)).to.equal(403);
      expect(res.body.error.code).to.equal('FORBIDDEN');
    }
    // An admin gets past the permission to the body's validation.
    const refused = await owner.post('/ml/deployments', { model_version_id: 'not a number' });
    expect(refused.status).to.equal(400);
    expect(refused.body.error.code).to.equal('VALIDATION_ERROR');
  });

  it("a member may not report a deployment's phases for a device: 403 FORBIDDEN", async () => {
    const res = await member.post('/device/deployment-jobs/dep-1/phase', {
      phase: 'healthcheck',
      status: 'succeeded',
      device_id: 'some-device',
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(403);
    expect(res.body.error.code).to.equal('FORBIDDEN');
  });

  it('a member may not force-delete a project with its versions; the answer does not depend on the id', async () => {
    const project = await createProject(owner, ['car']);
    await addBatch(owner, t.client, project.id, classImages({ car: 3 }));
    const version = await createVersion(owner, { project_id: project.id });

    const forced = await member.delete(`/data/projects/${project.id}?force=true`);
    expect(forced.status).to.equal(403);
    expect(forced.body.error.code).to.equal('FORBIDDEN');
    expect((await owner.get(`/data/datasets/${version.id}`)).status).to.equal(200);
    expect((await owner.get(`/data/projects/${project.id}`)).status).to.equal(200);
    const missing = await member.delete('/data/projects/987654?force=true');
    expect(missing.status).to.equal(403);

    // Without force a member is told about the versions, as before.
    expect((await member.delete(`/data/projects/${project.id}`)).status).to.equal(409);
    expect((await owner.delete(`/data/projects/${project.id}?force=true`)).status).to.equal(200);
    expect((await owner.get(`/data/datasets/${version.id}`)).status).to.equal(404);
  });
});

import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { ApiClient } from '../../helpers/client.js';
import { joinOrganization } from '../../helpers/members.js';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('personal API keys (/organization/api-keys)', function () {
  this.timeout(60_000);
  let t: TestApi;
  let owner: ApiClient;
  let member: ApiClient;
  let memberEmail: string;
  let stranger: ApiClient;
  let orgId: number;

  before(async () => {
    t = await startTestApi();
    owner = await t.as(freshUser());
    memberEmail = freshUser();
    member = await joinOrganization(owner, await t.as(memberEmail), memberEmail, 'member');
    stranger = await t.as(freshUser());
    orgId = (await owner.get('/organization')).body.data.id;
  });
  after(async () => t?.stop());

  const withKey = (key: string) => t.client.as(key);
  const create = (who: ApiClient, body: object) => who.post('/organization/api-keys', body);

  it('shows the key once, stores only its hash, and the key acts as its creator in that organization', async () => {
    const res = await create(member, { name: 'CI upload' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    const { key, id } = res.body.data;
    expect(key).to.match(/^evk_[\w-]{43}$/);
    expect(res.body.data).to.include({ name: 'CI upload', role: 'member', status: 'active', owner_email: memberEmail });

    const stored = await t.db.collection('api_keys').findOne({ _id: id } as never);
    expect(stored!.key_hash).to.equal(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.to.include(key.slice(4));
    const listed = (await member.get('/organization/api-keys')).body.data;
    expect(listed.map((k: any) => k.id)).to.deep.equal([id]);
    expect(listed[0]).not.to.have.property('key');
    expect(listed[0].key_hint).to.equal(`${key.slice(0, 8)}…`);

    const org = await withKey(key).get('/organization');
    expect(org.status, JSON.stringify(org.body)).to.equal(200);
    expect(org.body.data).to.include({ id: orgId, role: 'member' });
    const project = await withKey(key).post('/data/projects', { name: 'by key', project_type: 'object_detection' });
    expect(project.status, JSON.stringify(project.body)).to.equal(201);
    const used = (await member.get('/organization/api-keys')).body.data[0];
    expect(used.last_used_at).to.be.a('string');
  });

  it('gives a key a role no higher than its creator, and a key cannot create keys', async () => {
    const higher = await create(member, { name: 'too strong', role: 'admin' });
    expect(higher.status).to.equal(403);
    expect(higher.body.error.code).to.equal('FORBIDDEN');
    expect(await t.db.collection('api_keys').countDocuments({ name: 'too strong' })).to.equal(0);

    const viewer = (await create(member, { name: 'read only', role: 'viewer' })).body.data.key;
    const refused = await withKey(viewer).post('/data/projects', { name: 'no', project_type: 'object_detection' });
    expect(refused.status).to.equal(403);
    expect((await withKey(viewer).get('/data/projects')).status).to.equal(200);
    const minted = await create(withKey(viewer), { name: 'from a key' });
    expect(minted.status).to.equal(403);
    expect(minted.body.error.message).to.equal('An API key cannot create API keys');
  });

  it('is scoped to its organization: other organizations see 404, and the key cannot switch to theirs', async () => {
    const { key, id } = (await create(member, { name: 'scoped' })).body.data;
    expect((await stranger.delete(`/organization/api-keys/${id}`)).status).to.equal(404);
    expect((await stranger.get('/organization/api-keys')).body.data).to.deep.equal([]);
    const theirs = (await stranger.get('/organization')).body.data.id;
    const switched = await withKey(key)
      .withHeaders({ 'x-organization-id': String(theirs) })
      .get('/organization');
    expect(switched.status).to.equal(404);
    // The owner (an admin) sees every key of the organization; a member only their own.
    const own = await create(owner, { name: "owner's" });
    const ownerList = (await owner.get('/organization/api-keys')).body.data.map((k: any) => k.name);
    expect(ownerList).to.include.members(["owner's", 'scoped', 'CI upload']);
    const memberList = (await member.get('/organization/api-keys')).body.data.map((k: any) => k.name);
    expect(memberList).not.to.include("owner's");
    expect((await member.delete(`/organization/api-keys/${own.body.data.id}`)).status).to.equal(404);
  });

  it('stops working once revoked, and follows its creator demoted or removed', async () => {
    const { key, id } = (await create(member, { name: 'short lived' })).body.data;
    const revoked = await member.delete(`/organization/api-keys/${id}`);
    expect(revoked.status).to.equal(200);
    expect(revoked.body.data.status).to.equal('revoked');
    const after = await withKey(key).get('/organization');
    expect(after.status).to.equal(401);
    expect(after.body.error.code).to.equal('UNAUTHORIZED');

    const editor = (await create(member, { name: 'editor' })).body.data.key;
    const members = (await owner.get('/organization/members')).body.data as any[];
    const membership = members.find((m) => m.email === memberEmail);
    expect((await owner.patch(`/organization/members/${membership.id}`, { role: 'viewer' })).status).to.equal(200);
    expect((await withKey(editor).get('/organization')).body.data.role).to.equal('viewer');
    const write = await withKey(editor).post('/data/projects', { name: 'no', project_type: 'object_detection' });
    expect(write.status).to.equal(403);
    expect((await owner.delete(`/organization/members/${membership.id}`)).status).to.equal(200);
    expect((await withKey(editor).get('/organization')).status).to.equal(401);
  });
});

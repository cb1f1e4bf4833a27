import { expect } from 'chai';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { freshUser } from '../../helpers/users.js';

describe('organizations, members and roles', function () {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(async () => t?.stop());

  it('ten concurrent first requests of a new user create exactly one organization', async () => {
    const user = freshUser();
    const client = await t.as(user);
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.get('/organization')));
    expect(responses.map((r) => r.status)).to.deep.equal(Array(10).fill(200));
    const ids = new Set(responses.map((r) => r.body.data.id));
    expect(ids.size).to.equal(1);
    const [id] = [...ids];
    expect(await t.db.collection('organizations').countDocuments({})).to.equal(1);
    expect(await t.db.collection('members').countDocuments({ organization_id: id })).to.equal(1);
  });

  it('lets an admin rename the organization and change batch settings', async () => {
    const owner = await t.as(freshUser());
    const res = await owner.patch('/organization', {
      name: 'Orchard cameras',
      settings: { batch_timeout_minutes: 15 },
    });
    expect(res.status).to.equal(200);
    expect(res.body.data.name).to.equal('Orchard cameras');
    expect(res.body.data.settings).to.deep.equal({
      batch_auto_close: true,
      batch_timeout_minutes: 15,
      devices_require_approval: false,
    });
    const again = await owner.get('/organization');
    expect(again.body.data.settings.batch_timeout_minutes).to.equal(15);
  });

  describe('members', () => {
    let ownerEmail: string;
    let owner: Awaited<ReturnType<TestApi['as']>>;
    let orgId: number;

    before(async () => {
      ownerEmail = freshUser();
      owner = await t.as(ownerEmail);
      orgId = (await owner.get('/organization')).body.data.id;
    });

    it('an invited person joins the inviting organization with the given role on first sign-in', async () => {
      const invited = freshUser();
      const added = await owner.post('/organization/members', { email: invited, role: 'viewer' });
      expect(added.status).to.equal(201);
      expect(added.body.data).to.include({ email: invited, role: 'viewer', joined: false });

      const viewer = await t.as(invited);
      const org = await viewer.get('/organization');
      expect(org.status).to.equal(200);
      expect(org.body.data).to.include({ id: orgId, role: 'viewer' });

      const members = await owner.get('/organization/members');
      expect(members.body.data.map((m: any) => [m.email, m.role, m.joined])).to.deep.include([invited, 'viewer', true]);
    });

    it('a viewer may read but gets 403 FORBIDDEN for changes, and nothing changes', async () => {
      const invited = freshUser();
      await owner.post('/organization/members', { email: invited, role: 'viewer' });
      const viewer = await t.as(invited);
      const res = await viewer.patch('/organization', { name: 'Taken over' });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal('FORBIDDEN');
      expect((await owner.get('/organization')).body.data.name).not.to.equal('Taken over');
      expect((await viewer.post('/organization/members', { email: 'x@example.com' })).status).to.equal(403);
    });

    it('adding the same email twice is 409 CONFLICT', async () => {
      const email = freshUser();
      expect((await owner.post('/organization/members', { email })).status).to.equal(201);
      const again = await owner.post('/organization/members', { email: email.toUpperCase() });
      expect(again.status).to.equal(409);
      expect(again.body.error.code).to.equal('CONFLICT');
    });

    it('an admin cannot make owners, and the last owner cannot be removed or demoted', async () => {
      const adminEmail = freshUser();
      await owner.post('/organization/members', { email: adminEmail, role: 'admin' });
      const admin = await t.as(adminEmail);
      expect(
        (await admin.post('/organization/members', { email: 'new-owner@example.com', role: 'owner' })).status,
      ).to.equal(403);

      const members = (await owner.get('/organization/members')).body.data as any[];
      const me = members.find((m) => m.email === ownerEmail);
      expect((await admin.delete(`/organization/members/${me.id}`)).status).to.equal(403);
      const demote = await owner.patch(`/organization/members/${me.id}`, { role: 'member' });
      expect(demote.status).to.equal(409);
      expect((await owner.delete(`/organization/members/${me.id}`)).status).to.equal(409);
      expect((await owner.get('/organization')).body.data.role).to.equal('owner');
    });

    it('removing a member takes their access away', async () => {
      const email = freshUser();
      const added = await owner.post('/organization/members', { email, role: 'member' });
      const member = await t.as(email);
      expect((await member.get('/organization')).body.data.id).to.equal(orgId);
      expect((await owner.delete(`/organization/members/${added.body.data.id}`)).status).to.equal(200);
      // With the membership gone their next request starts an organization of their own.
      const after = await member.get('/organization');
      expect(after.body.data.id).not.to.equal(orgId);
      expect(after.body.data.role).to.equal('owner');
    });
  });

  describe('tenancy', () => {
    it("another organization's members are 404 NOT_FOUND for reads and writes", async () => {
      const alice = await t.as(freshUser());
      const bob = await t.as(freshUser());
      const invited = await alice.post('/organization/members', { email: 'someone@example.com', role: 'member' });
      const id = invited.body.data.id;

      const patch = await bob.patch(`/organization/members/${id}`, { role: 'admin' });
      expect(patch.status).to.equal(404);
      expect(patch.body.error.code).to.equal('NOT_FOUND');
      expect((await bob.delete(`/organization/members/${id}`)).status).to.equal(404);
      const bobsMembers = (await bob.get('/organization/members')).body.data as any[];
      expect(bobsMembers.map((m) => m.email)).not.to.include('someone@example.com');

      const stillThere = (await alice.get('/organization/members')).body.data as any[];
      expect(stillThere.find((m) => m.id === id)).to.include({ role: 'member' });
    });

    it('choosing an organization one does not belong to with X-Organization-Id is 404', async () => {
      const alice = await t.as(freshUser());
      const bob = await t.as(freshUser());
      const aliceOrg = (await alice.get('/organization')).body.data.id;
      const res = await bob.withHeaders({ 'x-organization-id': String(aliceOrg) }).get('/organization');
      expect(res.status).to.equal(404);
      expect(res.body.error.code).to.equal('NOT_FOUND');
    });

    it('a member of two organizations picks one with X-Organization-Id', async () => {
      const aliceEmail = freshUser();
      const alice = await t.as(aliceEmail);
      const bob = await t.as(freshUser());
      const aliceOrg = (await alice.get('/organization')).body.data.id;
      const bobOrg = (await bob.get('/organization')).body.data.id;
      await bob.post('/organization/members', { email: aliceEmail, role: 'viewer' });

      const own = await alice.get('/organization');
      expect(own.body.data).to.include({ id: aliceOrg, role: 'owner' });
      const invited = await alice.withHeaders({ 'x-organization-id': String(bobOrg) }).get('/organization');
      expect(invited.status).to.equal(200);
      expect(invited.body.data).to.include({ id: bobOrg, role: 'viewer' });
      const refused = await alice
        .withHeaders({ 'x-organization-id': String(bobOrg) })
        .patch('/organization', { name: 'x' });
      expect(refused.status).to.equal(403);
    });

    it("GET /organizations lists only the caller's organizations, with their role in each", async () => {
      const aliceEmail = freshUser();
      const alice = await t.as(aliceEmail);
      const bob = await t.as(freshUser());
      const carol = await t.as(freshUser());
      const aliceOrg = (await alice.get('/organization')).body.data.id;
      const bobOrg = (await bob.get('/organization')).body.data.id;
      const carolOrg = (await carol.get('/organization')).body.data.id;
      await bob.post('/organization/members', { email: aliceEmail, role: 'viewer' });
      await alice.get('/organization');

      const mine = await alice.get('/organizations');
      expect(mine.status).to.equal(200);
      expect(mine.body.data.map((o: any) => [o.id, o.role])).to.deep.equal([
        [aliceOrg, 'owner'],
        [bobOrg, 'viewer'],
      ]);
      const bobs = (await bob.get('/organizations')).body.data as any[];
      expect(bobs.map((o) => o.id)).to.deep.equal([bobOrg]);
      // Carol's organization is not Alice's to list or to pick.
      expect(mine.body.data.map((o: any) => o.id)).not.to.include(carolOrg);
      const picked = await alice.withHeaders({ 'x-organization-id': String(carolOrg) }).get('/organizations');
      expect(picked.status).to.equal(404);
      expect(picked.body.error.code).to.equal('NOT_FOUND');
    });
  });
});

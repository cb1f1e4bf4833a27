import { expect } from 'chai';
import { startTestApi, type TestApi } from '../../helpers/test-api.js';
import { joinOrganization } from '../../helpers/members.js';
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
      deployment_max_accuracy_drop: 0.02,
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

    it('an invitation gives no access until its person accepts it, then the invited role', async () => {
      const invited = freshUser();
      const added = await owner.post('/organization/members', { email: invited, role: 'viewer' });
      expect(added.status).to.equal(201);
      expect(added.body.data).to.include({ email: invited, role: 'viewer', joined: false });

      const person = await t.as(invited);
      const inOwners = person.withHeaders({ 'x-organization-id': String(orgId) });
      const before = await inOwners.get('/organization');
      expect(before.status).to.equal(404);
      expect(before.body.error.code).to.equal('NOT_FOUND');
      expect((await inOwners.get('/organization/members')).status).to.equal(404);
      // Their first login gave them an organization of their own, whatever invitations wait.
      expect((await person.get('/organization')).body.data).to.include({ role: 'owner' });
      expect((await person.get('/organization')).body.data.id).not.to.equal(orgId);

      const pending = await person.get('/invitations');
      expect(pending.status).to.equal(200);
      expect(pending.body.data).to.have.length(1);
      const [invitation] = pending.body.data;
      expect(invitation).to.deep.include({
        id: added.body.data.id,
        organization_id: orgId,
        organization_name: (await owner.get('/organization')).body.data.name,
        role: 'viewer',
        invited_by: ownerEmail,
      });
      expect(new Date(invitation.created_at).toISOString()).to.equal(invitation.created_at);

      const accepted = await person.post(`/invitations/${invitation.id}/accept`);
      expect(accepted.status).to.equal(200);
      expect(accepted.body.data).to.include({ id: orgId, role: 'viewer' });
      expect((await inOwners.get('/organization')).body.data).to.include({ id: orgId, role: 'viewer' });
      expect((await person.get('/invitations')).body.data).to.deep.equal([]);
      const members = await owner.get('/organization/members');
      expect(members.body.data.map((m: any) => [m.email, m.role, m.joined])).to.deep.include([invited, 'viewer', true]);
      // Accepted once; a second accept finds nothing pending.
      expect((await person.post(`/invitations/${invitation.id}/accept`)).status).to.equal(404);
    });

    it('declining an invitation deletes it and gives no access', async () => {
      const invited = freshUser();
      const added = await owner.post('/organization/members', { email: invited, role: 'admin' });
      const person = await t.as(invited);
      const declined = await person.post(`/invitations/${added.body.data.id}/decline`);
      expect(declined.status).to.equal(200);
      expect(declined.body.data).to.deep.equal({ id: added.body.data.id, deleted: true });
      expect((await person.get('/invitations')).body.data).to.deep.equal([]);
      expect((await person.withHeaders({ 'x-organization-id': String(orgId) }).get('/organization')).status).to.equal(
        404,
      );
      const members = (await owner.get('/organization/members')).body.data as any[];
      expect(members.map((m) => m.email)).not.to.include(invited);
    });

    it("someone else's invitation is 404 to list, accept and decline, and stays pending", async () => {
      const invited = freshUser();
      const added = await owner.post('/organization/members', { email: invited, role: 'owner' });
      const stranger = await t.as(freshUser());
      expect((await stranger.get('/invitations')).body.data).to.deep.equal([]);
      for (const action of ['accept', 'decline']) {
        const res = await stranger.post(`/invitations/${added.body.data.id}/${action}`);
        expect(res.status).to.equal(404);
        expect(res.body.error.code).to.equal('NOT_FOUND');
      }
      expect((await stranger.withHeaders({ 'x-organization-id': String(orgId) }).get('/organization')).status).to.equal(
        404,
      );
      const pending = (await (await t.as(invited)).get('/invitations')).body.data as any[];
      expect(pending.map((i) => i.id)).to.deep.equal([added.body.data.id]);
    });

    it('a removed creator stays removed: no re-join by having created the organization', async () => {
      // The takeover of issue 25: Carol creates an organization, makes Bob owner, Bob removes Carol.
      const carolEmail = freshUser();
      const carol = await t.as(carolEmail);
      const carolsOrg = (await carol.get('/organization')).body.data.id;
      const bobEmail = freshUser();
      const bob = await joinOrganization(carol, await t.as(bobEmail), bobEmail, 'owner');
      const members = (await bob.get('/organization/members')).body.data as any[];
      const carolMember = members.find((m) => m.email === carolEmail);
      expect((await bob.delete(`/organization/members/${carolMember.id}`)).status).to.equal(200);
      const organizations = await t.db.collection('organizations').countDocuments({});

      for (const res of [
        await carol.get('/organization'),
        await carol.withHeaders({ 'x-organization-id': String(carolsOrg) }).get('/organization'),
      ]) {
        expect(res.status).to.equal(404);
        expect(res.body.error.code).to.equal('NOT_FOUND');
      }
      const bobMember = members.find((m) => m.email === bobEmail);
      expect((await carol.delete(`/organization/members/${bobMember.id}`)).status).to.equal(404);
      // Belonging nowhere, Carol still sees invitations, and gets no second organization of her own.
      expect((await carol.get('/invitations')).status).to.equal(200);
      expect(await t.db.collection('organizations').countDocuments({})).to.equal(organizations);
      const bobsView = (await bob.get('/organization/members')).body.data as any[];
      expect(bobsView.map((m) => [m.email, m.role])).to.deep.equal([[bobEmail, 'owner']]);
      expect((await bob.get('/organization')).body.data).to.include({ id: carolsOrg, role: 'owner' });
    });

    it('a member leaves an organization that has another owner; the last owner cannot leave', async () => {
      const memberEmail = freshUser();
      const member = await joinOrganization(owner, await t.as(memberEmail), memberEmail, 'member');
      const left = await member.post('/organization/leave');
      expect(left.status).to.equal(200);
      expect(left.body.data).to.deep.equal({ organization_id: orgId, left: true });
      expect((await member.get('/organization')).status).to.equal(404);
      expect(((await owner.get('/organization/members')).body.data as any[]).map((m) => m.email)).not.to.include(
        memberEmail,
      );

      const last = await owner.post('/organization/leave');
      expect(last.status).to.equal(409);
      expect(last.body.error.code).to.equal('CONFLICT');
      expect((await owner.get('/organization')).body.data).to.include({ id: orgId, role: 'owner' });

      const secondEmail = freshUser();
      const second = await joinOrganization(owner, await t.as(secondEmail), secondEmail, 'owner');
      expect((await second.post('/organization/leave')).status).to.equal(200);
    });

    it('a viewer may read but gets 403 FORBIDDEN for changes, and nothing changes', async () => {
      const invited = freshUser();
      const viewer = await joinOrganization(owner, await t.as(invited), invited, 'viewer');
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
      const admin = await joinOrganization(owner, await t.as(adminEmail), adminEmail, 'admin');
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
      const person = await t.as(email);
      const own = (await person.get('/organization')).body.data.id;
      const member = await joinOrganization(owner, person, email, 'member');
      expect((await member.get('/organization')).body.data.id).to.equal(orgId);
      const added = ((await owner.get('/organization/members')).body.data as any[]).find((m) => m.email === email);
      expect((await owner.delete(`/organization/members/${added.id}`)).status).to.equal(200);
      const after = await member.get('/organization');
      expect(after.status).to.equal(404);
      // Their own organization is still theirs.
      expect((await person.get('/organization')).body.data).to.include({ id: own, role: 'owner' });
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
      await joinOrganization(bob, alice, aliceEmail, 'viewer');

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
      await joinOrganization(bob, alice, aliceEmail, 'viewer');

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

import { expect } from 'chai';
import type { ApiClient } from './client.js';

type Role = 'owner' | 'admin' | 'member' | 'viewer';

/**
 * The owner invites `email` with `role`, that person (signed in as `invitee`) accepts the
 * invitation, and the answer is their client acting in the owner's organization.
 */
export async function joinOrganization(
  owner: ApiClient,
  invitee: ApiClient,
  email: string,
  role: Role,
): Promise<ApiClient> {
  const organizationId = (await owner.get('/organization')).body.data.id as number;
  const invited = await owner.post('/organization/members', { email, role });
  expect(invited.status, JSON.stringify(invited.body)).to.equal(201);
  const pending = (await invitee.get('/invitations')).body.data as { id: number; organization_id: number }[];
  const invitation = pending.find((i) => i.organization_id === organizationId);
  expect(invitation, `an invitation to organization ${organizationId}`).not.to.equal(undefined);
  const accepted = await invitee.post(`/invitations/${invitation!.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
  return invitee.withHeaders({ 'x-organization-id': String(organizationId) });
}

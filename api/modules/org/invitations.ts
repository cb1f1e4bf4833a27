import type { SignedInPrincipal } from '../../lib/auth/principal.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { MemberDoc, OrgRepository } from './repository.js';
import type { InvitationView, OrganizationView } from './schemas.js';
import { toInvitationView, toOrganizationView } from './views.js';

/**
 * Invitations are explicit: an invitation to a verified email address waits until its person
 * accepts or declines it, and gives no access before. Another person's invitation, or one no
 * longer pending, is answered like a missing one.
 */
export class InvitationService {
  constructor(private readonly repo: OrgRepository) {}

  /** The caller's pending invitations, oldest first; none without a verified email. */
  async list(person: SignedInPrincipal): Promise<InvitationView[]> {
    const pending = await this.pendingFor(person);
    const organizations = new Map(
      (await this.repo.findOrganizations([...new Set(pending.map((i) => i.organization_id))])).map((o) => [o._id, o]),
    );
    return pending.flatMap((invitation) => {
      const organization = organizations.get(invitation.organization_id);
      return organization ? [toInvitationView(invitation, organization)] : [];
    });
  }

  /** Joins the organization with the invited role; answers that organization as the caller now sees it. */
  async accept(person: SignedInPrincipal, id: number): Promise<OrganizationView> {
    const invitation = await this.find(person, id);
    const email = invitation.email;
    if (await this.repo.findMemberBySub(invitation.organization_id, person.sub)) {
      throw new AppError(
        'CONFLICT',
        'You are a member of this organization already',
        'decline the invitation, or ask an owner to change your role',
      );
    }
    const member = await this.repo.acceptInvitation(invitation.organization_id, id, email, person.sub, person.name);
    if (!member) throw notFound('Invitation');
    const organization = await this.repo.findOrganization(member.organization_id);
    if (!organization) throw notFound('Invitation');
    return toOrganizationView(organization, member.role);
  }

  async decline(person: SignedInPrincipal, id: number): Promise<void> {
    const invitation = await this.find(person, id);
    if (!(await this.repo.declineInvitation(invitation.organization_id, id, invitation.email))) {
      throw notFound('Invitation');
    }
  }

  private async pendingFor(person: SignedInPrincipal): Promise<MemberDoc[]> {
    // An unverified email claim proves nothing about who reads that mailbox.
    if (!person.email || !person.emailVerified) return [];
    return this.repo.pendingInvitationsFor(person.email);
  }

  private async find(person: SignedInPrincipal, id: number): Promise<MemberDoc> {
    const invitation = (await this.pendingFor(person)).find((i) => i._id === id);
    if (!invitation) throw notFound('Invitation');
    return invitation;
  }
}

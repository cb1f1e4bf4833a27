import type { Clock } from '../../lib/clock.js';
import type { SignedInPrincipal, UserPrincipal, TokenIdentity } from '../../lib/auth/principal.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { MemberDoc, OrgRepository } from './repository.js';
import type { AddMember, MemberView, OrganizationSettings, OrganizationView, UpdateOrganization } from './schemas.js';
import { toMemberView, toOrganizationView } from './views.js';
import type { Role } from '../../lib/auth/permissions.js';

export class OrgService {
  constructor(
    private readonly repo: OrgRepository,
    private readonly defaultSettings: OrganizationSettings,
    /** Called after an organization's batch auto-close settings changed (open batches follow them). */
    private readonly onBatchSettingsChanged: (organizationId: number) => Promise<void>,
    private readonly clock: Clock,
  ) {}

  /**
   * Every user gets an organization of their own at their first login (exactly once, even for
   * concurrent first requests), and never a second one: a user who left or was removed from all
   * their organizations belongs to none until they accept an invitation.
   */
  private async membershipsAfterFirstLogin(identity: TokenIdentity): Promise<MemberDoc[]> {
    const memberships = await this.repo.membershipsOf(identity.sub);
    if (memberships.length > 0) return memberships;
    const displayName = identity.name ?? identity.email ?? 'My organization';
    await this.repo.ensureOwnOrganization(identity.sub, `${displayName}'s organization`, this.defaultSettings, {
      // Without an email claim the subject stands in, keeping the (organization, email) key unique.
      email: identity.email ?? `sub:${identity.sub}`,
      name: identity.name,
    });
    return this.repo.membershipsOf(identity.sub);
  }

  /** Who the caller is inside the platform: a member of the organization they chose (or their first). */
  async resolveUser(identity: TokenIdentity, requestedOrganizationId: number | null): Promise<UserPrincipal> {
    const memberships = await this.membershipsAfterFirstLogin(identity);
    if (memberships.length === 0) {
      throw new AppError(
        'NOT_FOUND',
        'You belong to no organization',
        'accept an invitation (GET /invitations) or ask an owner of an organization to invite you',
      );
    }
    const membership =
      requestedOrganizationId === null
        ? memberships[0]
        : memberships.find((m) => m.organization_id === requestedOrganizationId);
    if (!membership) throw notFound('Organization');
    return {
      kind: 'user',
      sub: identity.sub,
      email: identity.email,
      name: identity.name,
      organizationId: membership.organization_id,
      role: membership.role,
    };
  }

  /** A person's current role in an organization, or null when they are not a member (API keys ask). */
  async memberRole(organizationId: number, sub: string): Promise<Role | null> {
    return (await this.repo.findMemberBySub(organizationId, sub))?.role ?? null;
  }

  /** The caller as a person, for the routes that work without an organization (invitations). */
  async resolveSignedIn(identity: TokenIdentity): Promise<SignedInPrincipal> {
    await this.membershipsAfterFirstLogin(identity);
    return { kind: 'signed-in', ...identity };
  }

  async getOrganization(user: UserPrincipal): Promise<OrganizationView> {
    const org = await this.repo.findOrganization(user.organizationId);
    if (!org) throw notFound('Organization');
    return toOrganizationView(org, user.role);
  }

  /**
   * Every organization the signed-in user belongs to, with their role in each: what the console's
   * switcher offers. Found by the user's subject, so it can never list someone else's.
   */
  async listOwnOrganizations(user: UserPrincipal): Promise<OrganizationView[]> {
    const memberships = await this.repo.membershipsOf(user.sub);
    const organizations = await this.repo.findOrganizations(memberships.map((m) => m.organization_id));
    const roles = new Map(memberships.map((m) => [m.organization_id, m.role]));
    return organizations.map((org) => toOrganizationView(org, roles.get(org._id) ?? user.role));
  }

  async updateOrganization(user: UserPrincipal, patch: UpdateOrganization): Promise<OrganizationView> {
    const set: Record<string, unknown> = {};
    if (patch.name !== undefined) set.name = patch.name;
    for (const [key, value] of Object.entries(patch.settings ?? {})) {
      if (value !== undefined) set[`settings.${key}`] = value;
    }
    const org = await this.repo.updateOrganization(user.organizationId, set);
    if (!org) throw notFound('Organization');
    const settings = patch.settings ?? {};
    if (settings.batch_auto_close !== undefined || settings.batch_timeout_minutes !== undefined) {
      await this.onBatchSettingsChanged(user.organizationId);
    }
    return toOrganizationView(org, user.role);
  }

  async exists(organizationId: number): Promise<boolean> {
    return (await this.repo.findOrganization(organizationId)) !== null;
  }

  async settingsOf(organizationId: number): Promise<OrganizationSettings> {
    const org = await this.repo.findOrganization(organizationId);
    return { ...this.defaultSettings, ...org?.settings };
  }

  async listMembers(user: UserPrincipal): Promise<MemberView[]> {
    const members = await this.repo.listMembers(user.organizationId);
    return members.map(toMemberView);
  }

  async addMember(user: UserPrincipal, input: AddMember): Promise<MemberView> {
    if (input.role === 'owner' && user.role !== 'owner') {
      throw new AppError('FORBIDDEN', 'Only an owner may add another owner', 'choose role admin, member or viewer');
    }
    const member = await this.repo.insertMember(user.organizationId, {
      email: input.email,
      sub: null,
      name: null,
      role: input.role,
      invited_by: user.email ?? user.sub,
    });
    if (!member) throw new AppError('CONFLICT', `${input.email} is already a member`, 'change their role instead');
    return toMemberView(member);
  }

  async updateMemberRole(user: UserPrincipal, memberId: number, role: Role): Promise<MemberView> {
    const target = await this.repo.findMember(user.organizationId, memberId);
    if (!target) throw notFound('Member');
    this.assertMayChange(user, target, role);
    if (target.role === 'owner' && role !== 'owner') await this.assertAnotherOwner(user.organizationId, target._id);
    const updated = await this.repo.updateMember(user.organizationId, memberId, { role, updated_at: this.clock.now() });
    if (!updated) throw notFound('Member');
    return toMemberView(updated);
  }

  async removeMember(user: UserPrincipal, memberId: number): Promise<void> {
    const target = await this.repo.findMember(user.organizationId, memberId);
    if (!target) throw notFound('Member');
    this.assertMayChange(user, target, null);
    if (target.role === 'owner') await this.assertAnotherOwner(user.organizationId, target._id);
    await this.repo.removeMember(user.organizationId, memberId);
  }

  /**
   * The caller leaves the organization they act in. An owner may leave only while another owner
   * remains, so no organization is left without one.
   */
  async leave(user: UserPrincipal): Promise<void> {
    const me = await this.repo.findMemberBySub(user.organizationId, user.sub);
    if (!me) throw notFound('Organization');
    if (me.role === 'owner') await this.assertAnotherOwner(user.organizationId, me._id);
    await this.repo.removeMember(user.organizationId, me._id);
  }

  private assertMayChange(user: UserPrincipal, target: MemberDoc, newRole: Role | null): void {
    if (user.role !== 'owner' && (target.role === 'owner' || newRole === 'owner')) {
      throw new AppError('FORBIDDEN', 'Only an owner may change owners', 'ask an owner of the organization');
    }
  }

  private async assertAnotherOwner(organizationId: number, exceptMemberId: number): Promise<void> {
    const owners = await this.repo.countOtherOwners(organizationId, exceptMemberId);
    if (owners === 0) {
      throw new AppError('CONFLICT', 'An organization needs at least one owner', 'make another member owner first');
    }
  }
}

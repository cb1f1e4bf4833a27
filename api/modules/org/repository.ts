import type { Clock } from '../../lib/clock.js';
import type { Collection, Db } from 'mongodb';
import type { Role } from '../../lib/auth/permissions.js';
import { isDuplicateKeyError } from '../../lib/mongo/database.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { TenantCollection, type OrgDocument } from '../../lib/mongo/tenant-collection.js';
import type { OrganizationSettings } from './schemas.js';

/** The tenant itself: not scoped by an organization, it *is* one. */
export interface OrganizationDoc {
  _id: number;
  name: string;
  /** The user whose first sign-in created it; unique, which makes creation happen once. */
  created_by_sub: string;
  /**
   * false from creation until the creator's owner membership exists; then true for good, so a
   * creator whom the organization later removes is never put back. Absent on organizations made
   * before this field: those are never seeded again either.
   */
  owner_seeded?: boolean;
  settings: OrganizationSettings;
  created_at: Date;
  updated_at: Date;
}

export interface MemberDoc extends OrgDocument {
  email: string;
  /** The identity provider's subject; null while this is an invitation nobody has accepted. */
  sub: string | null;
  /** Who sent the invitation (their email, or subject without one); absent on older records. */
  invited_by?: string | null;
  name: string | null;
  role: Role;
  created_at: Date;
  updated_at: Date;
}

export class OrgRepository {
  private readonly organizations: Collection<OrganizationDoc>;
  private readonly members: TenantCollection<MemberDoc>;

  constructor(
    db: Db,
    private readonly sequences: Sequences,
    private readonly clock: Clock,
  ) {
    this.organizations = db.collection<OrganizationDoc>('organizations');
    this.members = new TenantCollection(db.collection<MemberDoc>('members'), [
      { key: { organization_id: 1, email: 1 }, name: 'org_email_unique', unique: true },
      { key: { sub: 1 }, name: 'sub' },
      { key: { email: 1 }, name: 'email' },
    ]);
  }

  async ensureIndexes(): Promise<void> {
    await this.organizations.createIndex({ created_by_sub: 1 }, { name: 'created_by_sub_unique', unique: true });
    await this.members.ensureIndexes();
  }

  findOrganization(id: number): Promise<OrganizationDoc | null> {
    return this.organizations.findOne({ _id: id });
  }

  /**
   * The organization of a user's own, made once per subject ever. Concurrent first requests race
   * on the unique `created_by_sub` index; each of them then makes sure the owner membership
   * exists (the unique email index keeps it single) while the organization is not yet seeded. Once
   * seeded, nothing here adds the creator again, whatever became of their membership.
   */
  async ensureOwnOrganization(
    sub: string,
    name: string,
    settings: OrganizationSettings,
    owner: Pick<MemberDoc, 'email' | 'name'>,
  ): Promise<void> {
    let org = await this.organizations.findOne({ created_by_sub: sub });
    if (!org) {
      const now = this.clock.now();
      const doc: OrganizationDoc = {
        _id: await this.sequences.next('organizations'),
        name,
        created_by_sub: sub,
        owner_seeded: false,
        settings,
        created_at: now,
        updated_at: now,
      };
      try {
        await this.organizations.insertOne(doc);
        org = doc;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        org = await this.organizations.findOne({ created_by_sub: sub });
        if (!org) throw err;
      }
    }
    if (org.owner_seeded !== false) return;
    await this.insertMember(org._id, { ...owner, sub, role: 'owner' });
    await this.organizations.updateOne({ _id: org._id }, { $set: { owner_seeded: true } });
  }

  updateOrganization(
    id: number,
    set: Partial<Pick<OrganizationDoc, 'name'>> & Record<string, unknown>,
  ): Promise<OrganizationDoc | null> {
    return this.organizations.findOneAndUpdate(
      { _id: id },
      { $set: { ...set, updated_at: this.clock.now() } },
      { returnDocument: 'after' },
    );
  }

  /** The organizations with these ids, in id order (a user's memberships name them). */
  findOrganizations(ids: number[]): Promise<OrganizationDoc[]> {
    return this.organizations
      .find({ _id: { $in: ids } })
      .sort({ _id: 1 })
      .toArray();
  }

  membershipsOf(sub: string): Promise<MemberDoc[]> {
    return this.members.findByCredential('sub', sub);
  }

  /** Invitations waiting for this email address, in every organization: memberships nobody accepted yet. */
  async pendingInvitationsFor(email: string): Promise<MemberDoc[]> {
    return (await this.members.findByCredential('email', email)).filter((m) => m.sub === null);
  }

  /** Turns a pending invitation into the caller's membership; null when it is no longer pending. */
  acceptInvitation(
    organizationId: number,
    id: number,
    email: string,
    sub: string,
    name: string | null,
  ): Promise<MemberDoc | null> {
    return this.members
      .forOrg(organizationId)
      .findOneAndUpdate({ _id: id, email, sub: null }, { $set: { sub, name, updated_at: this.clock.now() } });
  }

  declineInvitation(organizationId: number, id: number, email: string): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOneAndDelete({ _id: id, email, sub: null });
  }

  /** The caller's own membership in an organization. */
  findMemberBySub(organizationId: number, sub: string): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOne({ sub });
  }

  /** Adds a membership; a second one for the same email (also from a concurrent request) gets null. */
  async insertMember(
    organizationId: number,
    fields: Pick<MemberDoc, 'email' | 'sub' | 'name' | 'role'> & Partial<Pick<MemberDoc, 'invited_by'>>,
  ): Promise<MemberDoc | null> {
    const now = this.clock.now();
    try {
      return await this.members.forOrg(organizationId).insertOne({
        _id: await this.sequences.next('members'),
        ...fields,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      if (isDuplicateKeyError(err)) return null;
      throw err;
    }
  }

  /** The organization's members, oldest first. */
  listMembers(organizationId: number): Promise<MemberDoc[]> {
    return this.members.forOrg(organizationId).find({}).sort({ _id: 1 }).toArray();
  }

  findMember(organizationId: number, id: number): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOne({ _id: id });
  }

  updateMember(organizationId: number, id: number, set: Partial<MemberDoc>): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOneAndUpdate({ _id: id }, { $set: set });
  }

  removeMember(organizationId: number, id: number): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOneAndDelete({ _id: id });
  }

  /** How many owners the organization has besides the given member (invitations not accepted do not count). */
  countOtherOwners(organizationId: number, exceptMemberId: number): Promise<number> {
    return this.members
      .forOrg(organizationId)
      .countDocuments({ role: 'owner', sub: { $ne: null }, _id: { $ne: exceptMemberId } });
  }

  findMemberByEmail(organizationId: number, email: string): Promise<MemberDoc | null> {
    return this.members.forOrg(organizationId).findOne({ email });
  }
}

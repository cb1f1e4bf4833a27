import type { Role } from '../../lib/auth/permissions.js';
import type { MemberDoc, OrganizationDoc } from './repository.js';
import type { InvitationView, MemberView, OrganizationView } from './schemas.js';

export function toOrganizationView(org: OrganizationDoc, role: Role): OrganizationView {
  return {
    id: org._id,
    name: org.name,
    role,
    // Records made before the setting existed lack it.
    settings: { ...org.settings, devices_require_approval: org.settings.devices_require_approval ?? false },
    created_at: org.created_at.toISOString(),
    updated_at: org.updated_at.toISOString(),
  };
}

export function toMemberView(member: MemberDoc): MemberView {
  return {
    id: member._id,
    email: member.email,
    name: member.name,
    role: member.role,
    joined: member.sub !== null,
    created_at: member.created_at.toISOString(),
    updated_at: member.updated_at.toISOString(),
  };
}

export function toInvitationView(invitation: MemberDoc, organization: OrganizationDoc): InvitationView {
  return {
    id: invitation._id,
    organization_id: organization._id,
    organization_name: organization.name,
    role: invitation.role,
    invited_by: invitation.invited_by ?? null,
    created_at: invitation.created_at.toISOString(),
  };
}

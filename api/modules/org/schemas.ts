import { z } from 'zod';
import { ROLES } from '../../lib/auth/permissions.js';
import { timestamp } from '../../lib/http/schemas.js';

export const role = z.enum(ROLES).meta({ id: 'Role', description: 'owner > admin > member > viewer' });

export const organizationSettings = z
  .object({
    batch_auto_close: z.boolean().meta({ description: 'Close a collecting batch on its own after the timeout' }),
    batch_timeout_minutes: z
      .number()
      .int()
      .min(1)
      .max(10_080)
      .meta({ description: 'Minutes since the last image after which a batch closes (1 to 10080)' }),
    devices_require_approval: z.boolean().meta({
      description:
        'New devices start `pending`: they may check in, but other device calls answer 403 DEVICE_NOT_APPROVED ' +
        'until an admin approves them (PATCH /core/devices/{id}). Off by default.',
    }),
    deployment_max_accuracy_drop: z
      .number()
      .min(0)
      .max(1)
      .meta({
        description:
          'How much accuracy (0 to 1: 0.02 is 2 points of mAP50, mask mAP50 or top-1) an export may lose on the val ' +
          'split against its source model and still be deployed without accept_accuracy_drop (default 0.02)',
      }),
  })
  .meta({ id: 'OrganizationSettings' });

export const organization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: role.meta({ description: "The caller's role in this organization" }),
    settings: organizationSettings,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Organization' });

export const updateOrganizationBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    settings: organizationSettings.partial().optional(),
  })
  .meta({ id: 'UpdateOrganization' });

export const member = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    role,
    joined: z.boolean().meta({
      description: 'false while this is an invitation the person has not accepted (they have no access until then)',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Member' });

export const addMemberBody = z
  .object({
    email: z
      .email()
      .max(320)
      .transform((e) => e.toLowerCase()),
    role: role.default('member'),
  })
  .meta({ id: 'AddMember' });

export const updateMemberBody = z.object({ role }).meta({ id: 'UpdateMember' });

export const invitation = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    organization_name: z.string(),
    role: role.meta({ description: 'The role the invitee gets on accepting' }),
    invited_by: z.string().nullable().meta({ description: 'Email (or subject) of who sent it' }),
    created_at: timestamp,
  })
  .meta({ id: 'Invitation' });

export const leftOrganization = z
  .object({ organization_id: z.number().int(), left: z.literal(true) })
  .meta({ id: 'LeftOrganization' });

export type InvitationView = z.output<typeof invitation>;
export type OrganizationView = z.output<typeof organization>;
export type OrganizationSettings = z.output<typeof organizationSettings>;
export type UpdateOrganization = z.output<typeof updateOrganizationBody>;
export type MemberView = z.output<typeof member>;
export type AddMember = z.output<typeof addMemberBody>;

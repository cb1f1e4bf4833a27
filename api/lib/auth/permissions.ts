/**
 * The role model. Each route names the one permission it needs; this table is the only place
 * that says which roles hold it (and the OpenAPI document is written from it).
 */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE: readonly Role[] = ROLES;
const EDITORS: readonly Role[] = ['owner', 'admin', 'member'];
const ADMINS: readonly Role[] = ['owner', 'admin'];

export const PERMISSIONS = {
  'organization:read': EVERYONE,
  'organization:update': ADMINS,
  'members:manage': ADMINS,
  'devices:read': EVERYONE,
  'devices:manage': ADMINS,
  'data:read': EVERYONE,
  'data:write': EDITORS,
  'ml:read': EVERYONE,
  'ml:run': EDITORS,
  /** Deploying to devices, and reporting a deployment's phases on a device's behalf. */
  'deployments:manage': ADMINS,
  /** Deletes that take more with them than their own record (`force=true`). */
  'data:force-delete': ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleAllows(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

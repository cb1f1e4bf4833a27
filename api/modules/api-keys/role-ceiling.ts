import { ROLES, type Role } from '../../lib/auth/permissions.js';

/** Higher is more: owner 3, admin 2, member 1, viewer 0 (ROLES lists them strongest first). */
const rank = (role: Role) => ROLES.length - 1 - ROLES.indexOf(role);

/** May a key be given `wanted` by someone whose role is `ceiling`? Never more than they hold. */
export function roleWithin(wanted: Role, ceiling: Role): boolean {
  return rank(wanted) <= rank(ceiling);
}

/**
 * What a key acts as today: its own role, lowered to the owner's current role (a demoted
 * member's keys are demoted too; a removed member's keys stop, see the service).
 */
export function effectiveRole(keyRole: Role, memberRole: Role): Role {
  return roleWithin(keyRole, memberRole) ? keyRole : memberRole;
}

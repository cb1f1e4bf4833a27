import { AppError } from '../errors.js';
import { roleAllows, type Permission } from './permissions.js';
import type { UserPrincipal } from './principal.js';

export function forbidden(role: string, permission: Permission): AppError {
  return new AppError(
    'FORBIDDEN',
    `Your role '${role}' may not do this`,
    `requires permission ${permission}; ask an owner or admin of the organization`,
  );
}

/**
 * For a permission that depends on the request (a `force=true`): checked in the handler before
 * any lookup, so the answer never tells whether the id exists.
 */
export function requirePermission(user: UserPrincipal, permission: Permission): void {
  if (!roleAllows(user.role, permission)) throw forbidden(user.role, permission);
}

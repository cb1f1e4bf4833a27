import { createHash } from 'node:crypto';

const MAX_NAME = 63;

/**
 * A child's name derived only from its parent's name, so a retried reconcile finds the same
 * child instead of creating a second one. Long names are cut and made unique by a short hash.
 */
export function childName(parent: string, suffix: string): string {
  const name = `${parent}-${suffix}`;
  if (name.length <= MAX_NAME) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${parent.slice(0, MAX_NAME - suffix.length - 10).replace(/-+$/, '')}-${hash}-${suffix}`;
}

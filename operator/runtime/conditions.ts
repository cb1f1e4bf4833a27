import type { Condition } from '../../contracts/custom-resources.js';

/**
 * Sets a condition, keeping its lastTransitionTime when the status did not change (the Kubernetes
 * convention: the time says when the status last flipped, not when we last looked).
 */
export function setCondition(
  conditions: Condition[] | undefined,
  next: Omit<Condition, 'lastTransitionTime'>,
  now: Date,
): Condition[] {
  const list = conditions ?? [];
  const current = list.find((c) => c.type === next.type);
  const lastTransitionTime = current && current.status === next.status ? current.lastTransitionTime : now.toISOString();
  const updated: Condition = { ...next, lastTransitionTime };
  return current ? list.map((c) => (c.type === next.type ? updated : c)) : [...list, updated];
}

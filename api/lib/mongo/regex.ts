/** A user's search text as a literal, case-insensitive pattern: no regex features reach the database. */
export function literalPattern(text: string): { $regex: string; $options: string } {
  return { $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
}

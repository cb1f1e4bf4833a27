/**
 * A version's items as image id and classes, kept next to the items in a few summary documents,
 * so a pick over a whole version (the calibration sample) reads a handful of documents instead
 * of every item with its annotations. Derived from the items when they are inserted and removed
 * with them.
 */
export interface ItemClasses {
  image_id: number;
  classes: string[];
}

/** Items per summary document: about 200 KB of text each, far below the document size limit. */
export const SUMMARY_PART_ITEMS = 10_000;

/** `[[image_id, [class, ...]], ...]` as one string: the cheapest field to store and to read. */
export function encodeItemClasses(items: readonly ItemClasses[]): string {
  return JSON.stringify(items.map((item) => [item.image_id, item.classes]));
}

export function decodeItemClasses(entries: string): ItemClasses[] {
  return (JSON.parse(entries) as [number, string[]][]).map(([image_id, classes]) => ({ image_id, classes }));
}

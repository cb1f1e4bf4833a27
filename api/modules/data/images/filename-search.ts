import type { Filter } from 'mongodb';
import { literalPattern } from '../../../lib/mongo/regex.js';
import type { ImageDoc } from './repository.js';

/**
 * How much of each suffix is stored. A search of up to this many characters is answered by the
 * index alone; a longer one seeks with its first characters and checks the rest on the images
 * found (the filename's pattern), which are few by then.
 */
export const SUFFIX_CHARS = 24;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every suffix of the lower-cased filename, cut to SUFFIX_CHARS, as stored in
 * `filename_suffixes`: a substring of the name is a prefix of one of them, so the case-insensitive
 * substring search becomes an anchored prefix seek on one multikey index (a range per search,
 * where an unanchored pattern reads every filename of the organization).
 */
export function filenameSuffixes(filename: string): string[] {
  const chars = [...filename.toLowerCase()];
  const suffixes = new Set<string>();
  for (let i = 0; i < chars.length; i++) suffixes.add(chars.slice(i, i + SUFFIX_CHARS).join(''));
  return [...suffixes];
}

/** The condition for `search`: a literal, case-insensitive substring of the filename. */
export function filenameSearch(text: string): Filter<ImageDoc> {
  const chars = [...text.toLowerCase()];
  const seek = { filename_suffixes: { $regex: `^${escapeRegex(chars.slice(0, SUFFIX_CHARS).join(''))}` } };
  if (chars.length <= SUFFIX_CHARS) return seek as Filter<ImageDoc>;
  return { $and: [seek, { filename: literalPattern(text) }] } as Filter<ImageDoc>;
}

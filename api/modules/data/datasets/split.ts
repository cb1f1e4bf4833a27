import { createHash } from 'node:crypto';
import type { Split } from './repository.js';

export const SPLIT_NAMES = ['train', 'val', 'test'] as const satisfies readonly Split[];

export type SplitRatios = Record<Split, number>;

export interface SplitCandidate {
  id: number;
  classes: readonly string[];
  /** The split an image keeps because an earlier version locked it; null when it is free. */
  locked: Split | null;
}

/**
 * A deterministic pseudo-random sequence in [0, 1) for a seed and a salt (mulberry32 seeded from
 * a hash), so the same seed gives the same shuffles on every machine and Node version.
 */
export function seededRandom(seed: number, salt: string): () => number {
  let state = createHash('sha256').update(`${seed}:${salt}`).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded sequence; the input order must itself be deterministic. */
export function seededShuffle<T>(items: readonly T[], seed: number, salt: string): T[] {
  const random = seededRandom(seed, salt);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Splits `n` into whole shares by weight (largest remainder). Ties go to train, then val, then
 * test, so a single image of a class lands in train when train has the largest share.
 */
export function apportion(n: number, weights: SplitRatios): Record<Split, number> {
  const total = SPLIT_NAMES.reduce((sum, s) => sum + Math.max(0, weights[s]), 0);
  const shares = { train: 0, val: 0, test: 0 };
  if (n <= 0 || total <= 0) return shares;
  const exact = SPLIT_NAMES.map((s) => (n * Math.max(0, weights[s])) / total);
  SPLIT_NAMES.forEach((s, i) => (shares[s] = Math.floor(exact[i]!)));
  let left = n - SPLIT_NAMES.reduce((sum, s) => sum + shares[s], 0);
  const byRemainder = SPLIT_NAMES.map((s, i) => ({ s, r: exact[i]! - shares[s], i }))
    .filter(({ s }) => weights[s] > 0)
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) shares[byRemainder[k]!.s] += 1;
  return shares;
}

/**
 * Assigns train/val/test to every candidate.
 *
 * - Deterministic: candidates are taken in id order and shuffled with the seed, per stratum, so
 *   the same images, annotations and seed always give the same assignment (also for two projects
 *   holding identical data, since only the order of ids matters, not their values).
 * - Stratified: each image belongs to the stratum of its rarest class (unlabelled images form a
 *   stratum of their own), and each stratum is split by the ratios on its own.
 * - Locked images keep their split and count towards their stratum's shares.
 * - Every class reaches train when the train ratio is above zero and a free image has the class.
 */
export function assignSplits(
  candidates: readonly SplitCandidate[],
  ratios: SplitRatios,
  seed: number,
): Map<number, Split> {
  const sorted = [...candidates].sort((a, b) => a.id - b.id);
  const frequency = new Map<string, number>();
  for (const c of sorted) for (const cls of new Set(c.classes)) frequency.set(cls, (frequency.get(cls) ?? 0) + 1);
  const rarest = (c: SplitCandidate): string =>
    [...new Set(c.classes)].sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : a > b ? 1 : 0))[0] ??
    '';

  const strata = new Map<string, SplitCandidate[]>();
  for (const c of sorted) {
    const key = rarest(c);
    // Appended in place: copying the stratum per image was quadratic (minutes at 100k images).
    const stratum = strata.get(key);
    if (stratum) stratum.push(c);
    else strata.set(key, [c]);
  }

  const result = new Map<number, Split>();
  for (const key of [...strata.keys()].sort()) {
    const members = strata.get(key)!;
    const wanted = apportion(members.length, ratios);
    const free: SplitCandidate[] = [];
    for (const m of members) {
      if (m.locked) {
        result.set(m.id, m.locked);
        wanted[m.locked] -= 1;
      } else {
        free.push(m);
      }
    }
    // Locked images may already fill a split beyond its share; the free ones fill what is missing.
    const missing = { train: Math.max(0, wanted.train), val: Math.max(0, wanted.val), test: Math.max(0, wanted.test) };
    const quotas = apportion(free.length, missing.train + missing.val + missing.test > 0 ? missing : ratios);
    const shuffled = seededShuffle(free, seed, `stratum:${key}`);
    let i = 0;
    for (const split of SPLIT_NAMES) {
      for (let k = 0; k < quotas[split]; k++) result.set(shuffled[i++]!.id, split);
    }
  }

  if (ratios.train > 0) {
    for (const cls of [...frequency.keys()].sort()) {
      const holders = sorted.filter((c) => c.classes.includes(cls));
      if (holders.some((c) => result.get(c.id) === 'train')) continue;
      const movable = holders.find((c) => !c.locked);
      if (movable) result.set(movable.id, 'train');
    }
  }
  return result;
}

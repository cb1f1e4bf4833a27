import { seededShuffle } from '../datasets/split.js';

export interface CalibrationCandidate {
  image_id: number;
  classes: readonly string[];
}

/**
 * Picks at most `max` images so the classes are represented as evenly as the data allows: each
 * pick serves the class with the fewest picked images so far (ties: the class order) that still
 * has images left. Images without classes fill what is left. Candidates are shuffled with the
 * version's seed first, so the pick is spread over the data and the same on every run.
 */
export function pickCalibration(
  candidates: readonly CalibrationCandidate[],
  classes: readonly string[],
  max: number,
  seed: number,
): number[] {
  const order = seededShuffle(
    [...candidates].sort((a, b) => a.image_id - b.image_id),
    seed,
    'calibration',
  );
  const queues = classes.map((cls) => order.filter((c) => c.classes.includes(cls)));
  const cursors = classes.map(() => 0);
  const picked = new Set<number>();
  const coverage = new Map<string, number>(classes.map((c) => [c, 0]));

  const nextOf = (i: number): CalibrationCandidate | undefined => {
    const queue = queues[i]!;
    while (cursors[i]! < queue.length && picked.has(queue[cursors[i]!]!.image_id)) cursors[i] = cursors[i]! + 1;
    return queue[cursors[i]!];
  };

  while (picked.size < max) {
    let best = -1;
    for (let i = 0; i < classes.length; i++) {
      if (!nextOf(i)) continue;
      if (best < 0 || coverage.get(classes[i]!)! < coverage.get(classes[best]!)!) best = i;
    }
    if (best < 0) break;
    const chosen = nextOf(best)!;
    picked.add(chosen.image_id);
    for (const cls of new Set(chosen.classes)) coverage.set(cls, (coverage.get(cls) ?? 0) + 1);
  }
  for (const c of order) {
    if (picked.size >= max) break;
    picked.add(c.image_id);
  }
  return [...picked];
}

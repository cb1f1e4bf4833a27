/**
 * Two evaluations of the same dataset version split set side by side, without I/O: every figure
 * with its difference (b - a), and the images where the two models' mistakes differ most.
 */
import type { EvaluationFigures, OverallFigures } from './figures.js';

export interface Side {
  a: number | null;
  b: number | null;
  /** b - a; null when either is. */
  difference: number | null;
}

export interface Comparison {
  /** Every overall figure of either side (the mapping keeps the mask figures optional). */
  overall: { [K in keyof OverallFigures]: Side };
  confidence_threshold: Side;
  per_class: {
    name: string;
    support: Side;
    precision: Side;
    recall: Side;
    ap50: Side;
    ap50_95: Side;
    /** When either evaluation is a segmentation's. */
    mask_ap50?: Side;
    mask_ap50_95?: Side;
  }[];
  /** The matrices and their difference, when both models have the same classes in the same order. */
  confusion: { classes: string[]; a: number[][]; b: number[][]; difference: number[][] } | null;
  /** Images of the split whose error counts differ, the largest gap first. */
  disagreements: { image_id: number; a_errors: number; b_errors: number }[];
}

const side = (a: number | null | undefined, b: number | null | undefined): Side => ({
  a: a ?? null,
  b: b ?? null,
  difference: a === null || a === undefined || b === null || b === undefined ? null : b - a,
});

export function compareFigures(a: EvaluationFigures, b: EvaluationFigures, limit = 50): Comparison {
  // Either side's figures: a segmentation's mask figures face null on a detector's side.
  const keys = [...new Set([...Object.keys(a.overall), ...Object.keys(b.overall)])] as (keyof OverallFigures)[];
  const masks = a.task === 'segment' || b.task === 'segment';
  const overall = Object.fromEntries(keys.map((k) => [k, side(a.overall[k], b.overall[k])])) as Comparison['overall'];
  // Classes are matched by name: a model trained later may order them differently.
  const names = [...a.per_class.map((c) => c.name), ...b.per_class.map((c) => c.name)].filter(
    (name, i, all) => all.indexOf(name) === i,
  );
  const perClass = names.map((name) => {
    const x = a.per_class.find((c) => c.name === name);
    const y = b.per_class.find((c) => c.name === name);
    return {
      name,
      support: side(x?.support, y?.support),
      precision: side(x?.precision, y?.precision),
      recall: side(x?.recall, y?.recall),
      ap50: side(x?.ap50, y?.ap50),
      ap50_95: side(x?.ap50_95, y?.ap50_95),
      ...(masks
        ? { mask_ap50: side(x?.mask_ap50, y?.mask_ap50), mask_ap50_95: side(x?.mask_ap50_95, y?.mask_ap50_95) }
        : {}),
    };
  });
  const sameClasses =
    a.classes.length === b.classes.length &&
    a.classes.every((c, i) => c === b.classes[i]) &&
    a.confusion.background === b.confusion.background;
  const confusion = sameClasses
    ? {
        classes: a.classes,
        a: a.confusion.matrix,
        b: b.confusion.matrix,
        difference: a.confusion.matrix.map((row, t) => row.map((v, p) => b.confusion.matrix[t]![p]! - v)),
      }
    : null;
  const errorsOfB = new Map(b.image_errors.map((e) => [e.image_id, e.errors]));
  const errorsOfA = new Map(a.image_errors.map((e) => [e.image_id, e.errors]));
  const ids = [...new Set([...errorsOfA.keys(), ...errorsOfB.keys()])];
  const disagreements = ids
    .map((id) => ({ image_id: id, a_errors: errorsOfA.get(id) ?? 0, b_errors: errorsOfB.get(id) ?? 0 }))
    .filter((d) => d.a_errors !== d.b_errors)
    .sort((x, y) => Math.abs(y.b_errors - y.a_errors) - Math.abs(x.b_errors - x.a_errors) || x.image_id - y.image_id)
    .slice(0, limit);
  return {
    overall,
    confidence_threshold: side(a.confidence_threshold, b.confidence_threshold),
    per_class: perClass,
    confusion,
    disagreements,
  };
}

import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors.js';

/**
 * Guards against request input shaped to reach the database as structure rather than data.
 * The zod schemas already refuse objects where strings or numbers belong; these cover what a
 * schema does not see: bodies nested beyond reason, parameter names in the `a[$ne]=` style,
 * and free-form JSON whose keys would become document keys.
 */

/** Deeper than any body the API accepts (the deepest, an Alertmanager webhook, has 4 levels). */
export const MAX_BODY_DEPTH = 32;

/** Free-form JSON stored as is (an upload's `metadata`): MongoDB allows 100 levels, labels need few. */
export const MAX_STORED_JSON_DEPTH = 16;

const isStructure = (value: unknown): value is object => value !== null && typeof value === 'object';

/** True when `value` nests objects or arrays more than `max` levels (`{}` is one); stops looking there. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: object[] = isStructure(value) ? [value] : [];
  for (let depth = 1; level.length > 0; depth += 1) {
    if (depth > max) return true;
    const next: object[] = [];
    for (const item of level) {
      for (const child of Object.values(item)) if (isStructure(child)) next.push(child);
    }
    level = next;
  }
  return false;
}

/** Runs after the JSON parser: a body nested deeper than MAX_BODY_DEPTH is refused before any route sees it. */
export function rejectDeepBodies() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.body !== null && typeof req.body === 'object' && nestedDeeperThan(req.body, MAX_BODY_DEPTH)) {
      next(
        new AppError(
          'VALIDATION_ERROR',
          'The JSON body is nested too deeply',
          `body: at most ${MAX_BODY_DEPTH} levels of objects and arrays`,
        ),
      );
      return;
    }
    next();
  };
}

/**
 * `?status[$ne]=x` is how query parsers elsewhere build operator objects. Express here keeps such
 * a name as plain text, so it would only be ignored as unknown and silently drop the filter the
 * caller meant; it is refused instead.
 */
export function rejectOperatorQueryNames() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const suspicious = Object.keys(req.query).find((name) => /[[\]$]/.test(name));
    if (suspicious !== undefined) {
      next(
        new AppError(
          'VALIDATION_ERROR',
          'Query parameter names may not contain [, ] or $',
          `query.${suspicious}: send plain parameters, e.g. status=approved`,
        ),
      );
      return;
    }
    next();
  };
}

/**
 * Why free-form JSON cannot be stored as document keys, or null when it can: a key starting with
 * `$` is an operator, one with `.` a path, a NUL cannot be encoded, and deep nesting is refused.
 */
export function storedJsonProblem(value: unknown): string | null {
  if (nestedDeeperThan(value, MAX_STORED_JSON_DEPTH)) return `at most ${MAX_STORED_JSON_DEPTH} levels of nesting`;
  const pending: object[] = isStructure(value) ? [value] : [];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (!Array.isArray(item)) {
      const bad = Object.keys(item).find((key) => key.startsWith('$') || key.includes('.') || key.includes('\0'));
      if (bad !== undefined) return `key ${JSON.stringify(bad)}: keys may not start with $ or contain . or NUL`;
    }
    for (const child of Object.values(item)) if (isStructure(child)) pending.push(child);
  }
  return null;
}

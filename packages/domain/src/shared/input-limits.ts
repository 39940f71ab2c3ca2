import { fieldMessages } from "./messages";

// The limits every input is held to, whatever its schema: texts the database can store (no NUL, no
// lone surrogate), a bounded length, and a bounded nesting (docs/decisions/domain-field-limits.md).

/** The longest text of each kind of field, in characters. */
export const TEXT_MAX = {
  /** Ids, etags and keys chosen by the client (temporary ids, attribute ids). */
  id: 100,
  /** Codes under the invalidChars rule: style codes, site codes, option and placement codes ... */
  code: 100,
  /** Names, labels, tags, suffixes, short settings. */
  name: 256,
  /** Addresses and descriptions. */
  description: 2000,
  /** Free notes and texts written in a template or an expression. */
  notes: 10_000,
} as const;

/** The deepest nesting a JSON value field accepts (arrays and objects inside the field). */
export const JSON_MAX_DEPTH = 32;

/** The deepest nesting a whole request part (body, query, params) accepts: the schemas plus a JSON field. */
export const INPUT_MAX_DEPTH = 64;

/**
 * The longest string anywhere in a request, whatever the field: above the largest legitimate value
 * (an image mapping file as base64, about 2.7 million characters, and a coded rule of 2 million).
 */
export const INPUT_STRING_MAX_LENGTH = 3 * 1024 * 1024;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds no NUL character and no lone surrogate (PostgreSQL stores neither). */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

export type InputPath = (string | number)[];
export interface InputProblem {
  path: InputPath;
  message: string;
}

export interface InputWalkLimits {
  maxDepth: number;
  maxStringLength: number;
  /** The walk stops after this many problems. */
  maxProblems?: number;
}

/** A value met by the walk: its key in its parent (null at the top) and its depth, for the path of a problem. */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
  depth: number;
}

/** A visit's path, built only for a problem: most inputs have none, and then no path is ever made. */
function pathOf(visit: Visit): InputPath {
  const path: InputPath = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Walks a parsed JSON value (or a query or params object) without recursion and lists what no schema
 * may accept: texts (and object keys) with a NUL or a lone surrogate, texts longer than
 * `maxStringLength`, and arrays or objects nested deeper than `maxDepth`. Each problem carries the path
 * of the field (the key itself for a bad key); nothing under a too-deep value is visited. Problems come
 * in document order. Every request part passes here, so the walk allocates one small record per value.
 */
export function findInputProblems(value: unknown, limits: InputWalkLimits): InputProblem[] {
  const maxProblems = limits.maxProblems ?? 20;
  const problems: InputProblem[] = [];
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0 && problems.length < maxProblems) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === "string") {
      const message = textProblem(current, limits.maxStringLength);
      if (message) problems.push({ path: pathOf(visit), message });
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (visit.depth >= limits.maxDepth) {
      problems.push({ path: pathOf(visit), message: fieldMessages.tooDeep(limits.maxDepth) });
      continue;
    }
    const depth = visit.depth + 1;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: index, parent: visit, depth });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string;
      const item = { value: (current as Record<string, unknown>)[key], key, parent: visit, depth };
      if (isStorableText(key)) stack.push(item);
      else problems.push({ path: pathOf(item), message: fieldMessages.invalidCharacters() });
    }
  }
  return problems.slice(0, maxProblems);
}

function textProblem(text: string, maxLength: number): string | undefined {
  if (text.length > maxLength) return fieldMessages.maxLength("This value", maxLength);
  if (!isStorableText(text)) return fieldMessages.invalidCharacters();
  return undefined;
}

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

/**
 * Walks a parsed JSON value (or a query or params object) without recursion and lists what no schema
 * may accept: texts (and object keys) with a NUL or a lone surrogate, texts longer than
 * `maxStringLength`, and arrays or objects nested deeper than `maxDepth`. Each problem carries the path
 * of the field (the key itself for a bad key); nothing under a too-deep value is visited.
 */
export function findInputProblems(value: unknown, limits: InputWalkLimits): InputProblem[] {
  const maxProblems = limits.maxProblems ?? 20;
  const problems: InputProblem[] = [];
  const stack: { value: unknown; path: InputPath }[] = [{ value, path: [] }];
  while (stack.length > 0 && problems.length < maxProblems) {
    const next = stack.pop();
    if (next === undefined) break;
    const { value: current, path } = next;
    if (typeof current === "string") {
      const message = textProblem(current, limits.maxStringLength);
      if (message) problems.push({ path, message });
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (path.length >= limits.maxDepth) {
      problems.push({ path, message: fieldMessages.tooDeep(limits.maxDepth) });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index--) {
      const entry = entries[index];
      if (entry === undefined) continue;
      const [key, item] = entry;
      const itemPath = [...path, key];
      if (typeof key === "string" && !isStorableText(key)) {
        problems.push({ path: itemPath, message: fieldMessages.invalidCharacters() });
        continue;
      }
      stack.push({ value: item, path: itemPath });
    }
  }
  return problems.slice(0, maxProblems);
}

function textProblem(text: string, maxLength: number): string | undefined {
  if (text.length > maxLength) return fieldMessages.maxLength("This value", maxLength);
  if (!isStorableText(text)) return fieldMessages.invalidCharacters();
  return undefined;
}

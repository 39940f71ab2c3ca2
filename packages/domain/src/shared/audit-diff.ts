import type { AuditChange } from "./audit.schema";

/** Fields that say nothing a reader needs (version stamps, write times) and are left out of every difference. */
const BOOKKEEPING = new Set(["etag", "lastUpdated", "lastUpdatedBy", "updatedAt", "updatedBy", "created", "createdAt"]);

/** Field names whose values are secrets: the difference says they changed, never what they were or became. */
const SECRET = /password|secret|token|keyhash|apikey$|^key$/i;
export const SECRET_MASK = "(hidden)";

/** Longer text values are cut to this many characters in a difference (a coded rule can be very long). */
export const AUDIT_TEXT_MAX = 2000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function plain(value: unknown): Json {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object") {
    const out: { [key: string]: Json } = {};
    for (const [key, inner] of Object.entries(value)) out[key] = plain(inner);
    return out;
  }
  return String(value);
}

const isRecord = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Arrays of plain values (tags, codes) read best whole; arrays of objects are compared item by item. */
const isListOfValues = (value: Json): boolean =>
  Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item));

function same(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function walk(path: string, before: Json, after: Json, out: AuditChange[]): void {
  if (same(before, after)) return;
  const key = path.slice(path.lastIndexOf(".") + 1);
  if (path !== "" && SECRET.test(key)) {
    out.push({ field: path, before: before === null ? null : SECRET_MASK, after: after === null ? null : SECRET_MASK });
    return;
  }
  const bothRecords = isRecord(before) && isRecord(after);
  const bothItemLists =
    Array.isArray(before) && Array.isArray(after) && !(isListOfValues(before) && isListOfValues(after));
  if (bothRecords) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const inner of keys) {
      if (path === "" && BOOKKEEPING.has(inner)) continue;
      walk(path === "" ? inner : `${path}.${inner}`, before[inner] ?? null, after[inner] ?? null, out);
    }
    return;
  }
  if (bothItemLists) {
    const length = Math.max(before.length, after.length);
    for (let index = 0; index < length; index++) {
      walk(`${path}.${index}`, before[index] ?? null, after[index] ?? null, out);
    }
    return;
  }
  out.push({ field: path, before, after });
}

/**
 * The readable difference of a resource before and after a write: one change per field path that differs
 * (`name`, `prices.0.amount`, `tags`), without bookkeeping fields, with secrets masked and long texts cut.
 * `before` is null for a creation and `after` null for a removal: every field then counts as changed.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const out: AuditChange[] = [];
  const from = plain(before);
  const to = plain(after);
  if (from === null || to === null) {
    const present = (from ?? to) as Json;
    if (!isRecord(present)) return [{ field: "", before: from, after: to }];
    for (const [key, value] of Object.entries(present)) {
      if (BOOKKEEPING.has(key) || value === null || (Array.isArray(value) && value.length === 0) || value === "")
        continue;
      walk(key, from === null ? null : value, to === null ? null : value, out);
    }
    return out;
  }
  walk("", from, to, out);
  return out;
}

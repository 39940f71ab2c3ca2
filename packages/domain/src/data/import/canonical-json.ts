/**
 * A JSON text of `value` with every object's keys sorted, so two values that hold the same data compare equal
 * whatever order their keys came in (PostgreSQL's jsonb reorders them). `undefined` reads as null.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? "null";
}

function sorted(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
  return out;
}

export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** New ids by old id. */
export type IdMap = ReadonlyMap<string, string>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function remap(value: unknown, ids: IdMap): unknown {
  if (typeof value === "string") return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => remap(item, ids));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[ids.get(key) ?? key] = remap(item, ids);
  return copy;
}

/**
 * `value` with every string that is a key of `ids` replaced by its new id, however deep in arrays and
 * objects (object keys too, e.g. statuses keyed by id). Other values are kept as they are.
 */
export function remapIds<T>(value: T, ids: IdMap): T {
  // remap keeps the shape: only strings change, into strings.
  return remap(value, ids) as T;
}

/** A key of ids joined by ',' and sorted (a component's option key), with each id replaced and sorted again. */
export function remapJoinedIds(key: string, ids: IdMap): string {
  return key
    .split(",")
    .map((part) => ids.get(part) ?? part)
    .sort()
    .join(",");
}

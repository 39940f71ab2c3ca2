/**
 * The one codec of blade item ids. A blade that addresses something inside something else (a version
 * of a product, a rule of a package) has the ids joined by `~` as its item id; the blade address
 * percent-encodes item ids (docs/decisions/web-blades-url-encoding.md), so the separator never clashes
 * with the stack's own `~`. Each kind's params are typed, so a link cannot be built from a wrong id.
 */
const SEPARATOR = "~";

/** A blade kind's params to and from its item id. */
export interface ItemIdCodec<P> {
  encode: (params: P) => string;
  /** The params of an item id; null when it is not one of this kind's. */
  decode: (itemId: string | undefined) => P | null;
}

type Ids<F extends readonly string[]> = { [K in F[number]]: string };

/** The ids joined into one item id. */
export function joinItemId(...ids: readonly string[]): string {
  return ids.join(SEPARATOR);
}

/** The `count` ids of an item id; null unless it holds exactly that many, none empty. */
export function splitItemId(itemId: string | undefined, count: number): string[] | null {
  if (itemId === undefined) return null;
  const ids = itemId.split(SEPARATOR);
  if (ids.length !== count || ids.some((id) => id === "")) return null;
  return ids;
}

/** Params that are ids, in this order (none empty). */
export function idsCodec<const F extends readonly string[]>(...fields: F): ItemIdCodec<Ids<F>> {
  return {
    encode: (params) => joinItemId(...fields.map((field: F[number]) => params[field])),
    decode: (itemId) => {
      const ids = splitItemId(itemId, fields.length);
      return ids === null ? null : fromIds(fields, ids);
    },
  };
}

/**
 * Ids, then an optional last param that may itself hold the separator (a search text): it is
 * everything after the ids, and left out of the item id when empty or absent.
 */
export function idsWithTailCodec<const F extends readonly string[], const T extends string>(
  fields: F,
  tail: T,
): ItemIdCodec<Ids<F> & { [K in T]?: string }> {
  return {
    encode: (params) => {
      const last: string | undefined = params[tail];
      const ids = fields.map((field: F[number]) => params[field]);
      return joinItemId(...(last === undefined || last === "" ? ids : [...ids, last]));
    },
    decode: (itemId) => {
      const parts = itemId?.split(SEPARATOR) ?? [];
      const ids = parts.slice(0, fields.length);
      if (ids.length !== fields.length || ids.some((id) => id === "")) return null;
      const rest = parts.slice(fields.length);
      const params: Ids<F> & { [K in T]?: string } = fromIds(fields, ids);
      if (rest.length > 0) Object.assign(params, { [tail]: rest.join(SEPARATOR) });
      return params;
    },
  };
}

function fromIds<F extends readonly string[]>(fields: F, ids: readonly string[]): Ids<F> {
  return Object.fromEntries(fields.map((field, index) => [field, ids[index] ?? ""])) as Ids<F>;
}

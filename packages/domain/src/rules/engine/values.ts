import type { ConfigurationValue } from "../../customer/evaluation.schema";
import type { CatalogueIndex } from "./catalogue-index";

const OF = " OF ";

/** The key of a personal value: '{attribute} OF {placement code}'. */
export function valueKey(attribute: string, placement: string): string {
  return `${attribute}${OF}${placement}`;
}

/** The attribute and placement of a key, split at its last ' OF '; null when it has none. */
export function splitValueKey(key: string): { attribute: string; placement: string } | null {
  const at = key.lastIndexOf(OF);
  if (at <= 0) return null;
  return { attribute: key.slice(0, at), placement: key.slice(at + OF.length) };
}

/**
 * For each attribute asked for by exactly one placement's fields, that placement's code: a value
 * keyed by the attribute alone belongs to it.
 */
export function soleFieldPlacements(index: CatalogueIndex): ReadonlyMap<string, string> {
  const owners = new Map<string, string | null>();
  for (const { placement } of index.placements) {
    for (const field of placement.fields) {
      const owner = owners.get(field.attribute);
      owners.set(field.attribute, owner === undefined || owner === placement.code ? placement.code : null);
    }
  }
  const sole = new Map<string, string>();
  for (const [attribute, owner] of owners) if (owner !== null) sole.set(attribute, owner);
  return sole;
}

/** The customer's values keyed '{attribute} OF {placement}' (an attribute alone is given its placement). */
export function normalizeValues(
  values: Readonly<Record<string, ConfigurationValue>>,
  sole: ReadonlyMap<string, string>,
): Map<string, ConfigurationValue> {
  const normalized = new Map<string, ConfigurationValue>();
  for (const [key, value] of Object.entries(values)) {
    const owner = splitValueKey(key) ? undefined : sole.get(key);
    normalized.set(owner === undefined ? key : valueKey(key, owner), value);
  }
  return normalized;
}

/** A value that counts as given: a number, or a text that is not blank. */
export function hasValue(value: ConfigurationValue | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === "number" || value.trim().length > 0;
}

/** A value that counts as a number: a number, or a text that reads as a finite number. */
export function isNumberValue(value: ConfigurationValue | undefined): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === undefined || value.trim() === "") return false;
  return Number.isFinite(Number(value));
}

import { compareNatural } from "../../shared/natural-order";
import { type ParsedRow, UNMAPPED_VALUE_MAX, type UnmappedAttribute } from "../reference-data.schema";

/** At most this many unmapped values are answered. */
export const UNMAPPED_MAX = 1000;

/** One custom attribute value found on a component option or a product. */
export interface FoundAttribute {
  foundOnType: UnmappedAttribute["foundOnType"];
  /** The option's or product's id: with the key, it makes the answer's stable id. */
  foundOnId: string;
  foundOnName: string;
  key: string;
  value: string;
}

/**
 * The values a mapping covers (docs/decisions/data-reference-unmapped.md): the first cell of every data row
 * of any of its files, trimmed.
 */
export function coveredValues(files: readonly (readonly ParsedRow[])[]): Set<string> {
  const covered = new Set<string>();
  for (const rows of files) {
    for (const row of rows) {
      const first = row.cells[0];
      if (row._type === "data" && first !== undefined) covered.add(first.trim());
    }
  }
  return covered;
}

const byPlace = (a: FoundAttribute, b: FoundAttribute) =>
  a.foundOnType.localeCompare(b.foundOnType) ||
  compareNatural(a.foundOnName, b.foundOnName) ||
  compareNatural(a.key, b.key);

/**
 * The distinct attribute values (trimmed, blank ones aside) that `covered` lacks, each once with the first
 * option or product it was found on (options before products, then by name and key), sorted in natural
 * order of the values, at most UNMAPPED_MAX; a value is shown cut to UNMAPPED_VALUE_MAX characters.
 */
export function findUnmapped(found: readonly FoundAttribute[], covered: ReadonlySet<string>): UnmappedAttribute[] {
  const first = new Map<string, FoundAttribute>();
  for (const item of found) {
    const value = item.value.trim();
    if (value === "" || covered.has(value)) continue;
    const earlier = first.get(value);
    if (!earlier || byPlace(item, earlier) < 0) first.set(value, item);
  }
  return [...first.entries()]
    .sort(([a], [b]) => compareNatural(a, b))
    .slice(0, UNMAPPED_MAX)
    .map(([value, item]) => ({
      id: `${item.foundOnType}/${item.foundOnId}/${item.key}`,
      value: [...value].slice(0, UNMAPPED_VALUE_MAX).join(""),
      foundOnType: item.foundOnType,
      foundOnName: item.foundOnName,
      key: item.key,
    }));
}

/** The text attributes of a stored custom attribute list (other shapes and values left out), as key and value. */
export function attributeValuesOf(list: unknown): { key: string; value: string }[] {
  if (!Array.isArray(list)) return [];
  const values: { key: string; value: string }[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) continue;
    const { name, value } = item as { name?: unknown; value?: unknown };
    if (typeof name === "string" && typeof value === "string") values.push({ key: name, value });
  }
  return values;
}

import type { UnmappedAttribute } from "@atelier/domain/data/reference-data.schema";

/** The unmapped values holding every word of the text (case-insensitive) in their value, key or where they were found. */
export function filterUnmapped(items: readonly UnmappedAttribute[], text: string): readonly UnmappedAttribute[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = `${item.value}\n${item.key}\n${item.foundOnName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";

/** The lists of Data and Feeds: every item of a data type, and those the quick filter leaves. */
export type ReferenceDataLists = Record<ReferenceDataType, { all: ReferenceData[]; shown: ReferenceData[] }>;

/** Holds every word of the text (case-insensitive) in its name or mapping file code. */
function matches(item: ReferenceData, words: readonly string[]): boolean {
  const haystack = `${item.name}\n${item.type}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The company's reference data split into the three lists, filtered by name and code (the quick filter). */
export function referenceDataLists(items: readonly ReferenceData[], text: string): ReferenceDataLists {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const lists: ReferenceDataLists = {
    Integration: { all: [], shown: [] },
    Mapping: { all: [], shown: [] },
    DataGrid: { all: [], shown: [] },
  };
  for (const item of items) {
    const list = lists[item.dataType];
    list.all.push(item);
    if (matches(item, words)) list.shown.push(item);
  }
  return lists;
}

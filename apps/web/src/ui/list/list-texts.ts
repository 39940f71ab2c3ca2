/**
 * Texts of the lists and pickers (products, options, the catalogue lists); 'Pick One', 'Pick Many', 'None'
 * and 'Done' are the spec's (part 1, 2.4), the others are plain.
 */
export const LIST_TEXTS = {
  add: "Add",
  refresh: "Refresh",
  tagScope: "Tag scope",
  /** The tag-scope toggle's tooltips, naming the list's items ('products', 'items'). */
  scopeOn: (items: string) => `Showing the ${items} in the tag scope only: click to show all`,
  scopeOff: (items: string) => `Showing all ${items}: click to show the tag scope only`,
  noScope: "Choose tags in 'Scope by tags' to filter by them",
  quickFilter: "Quick filter by text",
  clearFilter: "Clear the filter",
  exportBatch: "Export as batch",
  details: "Details",
  none: "None",
  done: "Done",
  pickOne: "Pick One",
  pickMany: "Pick Many",
  selected: (count: number) => `${count} selected`,
  shownOf: (shown: number, total: number) => `${shown} of ${total}`,
  noneInScope: "Nothing to show: the tag scope leaves every item out.",
} as const;

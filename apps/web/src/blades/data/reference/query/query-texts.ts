import type { QueryOperator } from "@atelier/domain/data/reference-data.schema";

/** Texts of the data-grid query tester (spec part 3 "Value editors, data-grid query tester and reference table editor"). */
export const QUERY_TEXTS = {
  formLabel: "Data grid query",
  selectFrom: "Select from",
  selectFromPlaceholder: "Choose a data grid",
  clearFrom: "Clear Select from",
  noGrids: "No data grids yet. Admins add them in Data and Feeds.",
  filters: "Filters",
  noFilters: "No filters: every row is returned.",
  addFilter: "Add filter",
  field: "Field",
  operator: "Operator",
  value: "Value",
  removeFilter: (index: number) => `Remove filter ${index + 1}`,
  selectFields: "Select fields",
  selectFieldsHelp: "None chosen: every field.",
  sortBy: "Sort by",
  noSort: "Rows keep the order of the files.",
  addSort: "Add sort",
  direction: "Direction",
  directions: { asc: "Ascending", desc: "Descending" },
  removeSort: (index: number) => `Remove sort ${index + 1}`,
  take: "Take",
  skip: "Skip",
  run: "Run",
  results: "Results",
  notRun: "Run the query to see its rows.",
  noRows: "No row matches the query.",
  total: (total: number) => (total === 1 ? "1 row in total" : `${total} rows in total`),
  shown: (first: number, last: number, returned: number) => `Rows ${first}–${last} of the ${returned} returned`,
  pages: "Result pages",
  null: "(null)",
} as const;

/** The operators as the tester lists them (part 3 section 9: 'others labelled'). */
export const OPERATOR_LABELS: Record<QueryOperator, string> = {
  Equal: "Equals",
  NotEqual: "Does not equal",
  Contains: "Contains",
  NotContains: "Does not contain",
  BeginsWith: "Begins with",
  NotBeginsWith: "Does not begin with",
  IsEmpty: "Is empty",
  IsNotEmpty: "Is not empty",
  IsNull: "Is missing",
  IsNotNull: "Is present",
};

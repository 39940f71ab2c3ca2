import { REFERENCE_FILE_MAX_COLUMNS } from "@atelier/domain/data/reference-data.schema";

/** Texts of the reference table editor (EditReferenceDataTable, part 3 section 9). */
export const TABLE_TEXTS = {
  title: (name: string) => `Table of ${name}`,
  gridLabel: (name: string) => `Table of ${name}`,
  toolbar: "Table actions",
  save: "Save",
  saved: (name: string) => `${name} saved as CSV.`,
  addRow: "Add row",
  removeRows: (count: number) => (count === 0 ? "Remove rows" : count === 1 ? "Remove 1 row" : `Remove ${count} rows`),
  addColumn: "Add column",
  columnName: "New column name",
  columnNameRequired: "The column needs a name.",
  columnNameTaken: (name: string) => `There is already a column named ${name}.`,
  tooManyColumns: `A table holds at most ${REFERENCE_FILE_MAX_COLUMNS} columns.`,
  pasteHelp:
    "Paste a block copied from a spreadsheet into the chosen cell: it fills the cells to the right and below, adding rows as needed.",
  pasteClipped: (count: number) =>
    count === 1
      ? "1 pasted cell was past the last column and was left out."
      : `${count} pasted cells were past the last column and were left out.`,
  savesAsCsv: "Save writes the table back as a CSV file of the same name; the file history keeps the previous one.",
  counts: (rows: number, columns: number) => `${rows} rows, ${columns} columns`,
  fileMissing: "This file is no longer one of the reference data's files.",
  cellValue: (column: string) => `${column} value`,
} as const;

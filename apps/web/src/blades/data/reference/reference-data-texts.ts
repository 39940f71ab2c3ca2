import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";

/** The labels of one kind of reference data: its list on Data and Feeds and its editor (spec part 3). */
export interface ReferenceDataLabels {
  /** The list's heading on Data and Feeds. */
  list: string;
  create: string;
  empty: string;
  newTitle: string;
  name: string;
  type: string;
  description: string;
  actions: string;
}

/** Per data type: Reference data (Integration), Translations and mapping (Mapping), Data grids (DataGrid). */
export const REFERENCE_DATA_LABELS: Record<ReferenceDataType, ReferenceDataLabels> = {
  Integration: {
    list: "Reference data",
    create: "Create reference data",
    empty: "No reference data yet.",
    newTitle: "Add reference data",
    name: "Name",
    type: "Mapping file code",
    description: "Description",
    actions: "Reference data actions",
  },
  Mapping: {
    list: "Translations and mapping",
    create: "Create mapping",
    empty: "No translations or mappings yet.",
    newTitle: "Add a mapping",
    name: "Friendly name",
    type: "Mapping file code",
    description: "Description",
    actions: "Mapping actions",
  },
  DataGrid: {
    list: "Data grids",
    create: "Create data grid",
    empty: "No data grids yet.",
    newTitle: "Add a data grid",
    name: "Name",
    type: "Mapping file code",
    description: "Description",
    actions: "Data grid actions",
  },
};

/** Texts of Data and Feeds, the reference data panel, the mapping editor, the pickers and FindUnmapped. */
export const REFERENCE_DATA_TEXTS = {
  edit: "Edit",
  editOf: (name: string) => `Edit ${name}`,
  fullscreenOf: (name: string) => `Open ${name} fullscreen`,
  detailsOf: (name: string) => `Details of ${name}`,
  testQueries: "Test queries",
  noDescription: "No description.",
  filesOf: (count: number) => (count === 1 ? "1 file" : `${count} files`),
  updated: (when: string) => `Updated ${when}`,
  delete: "Delete",
  reload: "Reload (drops my changes)",
  files: "Files",
  filesHelp: "Spreadsheets in .xlsx or .csv; the first row holds the column names.",
  filesSavedAtOnce: "An upload or a removal is saved at once.",
  filesWithSave: "The files are stored with the first save.",
  noFiles: "No files yet.",
  upload: "Upload file",
  download: "Download",
  downloadOf: (name: string) => `Download ${name}`,
  removeOf: (name: string) => `Remove ${name}`,
  notUploaded: "Not uploaded",
  editTable: "Edit table",
  editTableOf: (name: string) => `Edit table of ${name}`,
  history: "File history",
  noHistory: "No file changes yet.",
  historyAction: { uploaded: "Uploaded", removed: "Removed" },
  byWhom: (who: string | null) => (who === null ? "" : ` by ${who}`),
  wrongExtension: (name: string) => `${name} is not an .xlsx or .csv file.`,
  tooBig: (name: string, limit: string) => `${name} is larger than ${limit}.`,
  findUnmapped: "Find unmapped",
  legacy: {
    title: "Legacy attribute mapping",
    help: "An upload or a clear is saved at once.",
    none: "No legacy mapping file.",
    upload: "Upload legacy mapping",
    download: "Download",
    clear: "Clear",
    history: "Legacy mapping history",
    noHistory: "No changes yet.",
    action: { uploaded: "Uploaded", cleared: "Cleared" },
  },
  picker: { label: "Reference data", empty: "No reference data yet. Admins add it in Data and Feeds." },
  unmapped: {
    label: "Unmapped attributes",
    filter: "Filter values",
    none: "Every attribute value is mapped.",
    noMatch: "No value matches the filter.",
    value: "Value",
    key: "Key",
    foundOn: "Found on",
    foundOnType: { ComponentOption: "Option", Product: "Product" },
    copy: "Copy value",
    copied: "Copied",
    countOf: (shown: number, total: number) => `${shown} of ${total}`,
  },
} as const;

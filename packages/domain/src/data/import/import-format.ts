import { CATALOGUE_EXPORT_FORMAT, CATALOGUE_EXPORT_FORMAT_VERSION } from "../../catalogue/catalogue-export.schema";
import { COMPONENT_OPTION_EXPORT_FORMAT } from "../../catalogue/component-option.schema";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from "../../product/export.schema";
import { CATALOGUE_IMPORT_KINDS, type DataImportFormat, type DataImportListKind } from "../data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";

/** The newest formatVersion of each Atelier export this import reads. */
const KNOWN_VERSIONS: Record<Exclude<DataImportFormat, "batch">, number> = {
  [CATALOGUE_EXPORT_FORMAT]: CATALOGUE_EXPORT_FORMAT_VERSION,
  [COMPONENT_OPTION_EXPORT_FORMAT]: 1,
  [EXPORT_FORMAT]: EXPORT_FORMAT_VERSION,
};

/**
 * How a file lists each kind of item: the top-level list it is read from, the field holding its code (what it
 * is matched by) and the field holding its id in the exporting workspace.
 */
export const LIST_KINDS = {
  site: { list: "sites", codeField: "code", idField: "siteId" },
  dimension: { list: "dimensions", codeField: "code", idField: "dimensionId" },
  componentOptionDefinition: {
    list: "componentOptionDefinitions",
    codeField: "name",
    idField: "componentOptionDefinitionId",
  },
  componentType: { list: "componentTypes", codeField: "name", idField: "componentTypeId" },
  componentPlacement: { list: "componentPlacements", codeField: "code", idField: "componentPlacementId" },
  componentOption: { list: "componentOptions", codeField: "code", idField: "componentOptionId" },
  product: { list: "products", codeField: "styleCode", idField: "productId" },
} as const satisfies Record<DataImportListKind, { list: string; codeField: string; idField: string }>;

/** The top-level lists an import reads. */
export type ImportListName = (typeof LIST_KINDS)[DataImportListKind]["list"];

/** The kind of item each top-level list holds. */
export const KIND_OF_LIST = Object.fromEntries(
  Object.entries(LIST_KINDS).map(([kind, { list }]) => [list, kind]),
) as Record<ImportListName, DataImportListKind>;

/** The lists a document of each format carries, and so the ones an import reads from it. */
export const FORMAT_KINDS: Record<DataImportFormat, readonly DataImportListKind[]> = {
  batch: ["componentOption", "product"],
  "atelier.catalogue": CATALOGUE_IMPORT_KINDS,
  "atelier.componentoption": ["componentOption"],
  "atelier.products": ["product"],
};

export type FormatReading = { ok: true; format: DataImportFormat } | { ok: false; problem: string };

const isKnownExport = (format: string): format is keyof typeof KNOWN_VERSIONS => Object.hasOwn(KNOWN_VERSIONS, format);

/**
 * Which document a file is, from its top-level `format` and `formatVersion`: no format is the spec's batch
 * file; `atelier.catalogue`, `atelier.componentoption` and `atelier.products` are Atelier's exports
 * (docs/exports.md), refused when their formatVersion is newer than this code reads; any other format is refused.
 */
export function readImportFormat(header: { format?: unknown; formatVersion?: unknown }): FormatReading {
  const { format, formatVersion } = header;
  if (format === undefined) return { ok: true, format: "batch" };
  if (typeof format !== "string") return { ok: false, problem: M.notValidJson };
  if (!isKnownExport(format)) return { ok: false, problem: M.unknownFormat(format) };
  if (typeof formatVersion !== "number" || !Number.isInteger(formatVersion) || formatVersion < 1) {
    return { ok: false, problem: M.notValidJson };
  }
  const known = KNOWN_VERSIONS[format];
  if (formatVersion > known) return { ok: false, problem: M.newerFormat(format, formatVersion, known) };
  return { ok: true, format };
}

/**
 * Whether a document holds the lists its format needs: a batch file lists componentOptions or products (both
 * optional, one at least), an export every list of its own (a catalogue export writes its five, empty or not).
 */
export function hasRequiredLists(format: DataImportFormat, lists: ReadonlySet<string>): boolean {
  const needed = FORMAT_KINDS[format].map((kind) => LIST_KINDS[kind].list);
  return format === "batch" ? needed.some((list) => lists.has(list)) : needed.every((list) => lists.has(list));
}

import { BATCH_MESSAGES } from "../batch-file.schema";

/** Texts of the batch import: the spec's (verbatim) and ours where the spec states only a rule. */
export const DATA_IMPORT_MESSAGES = {
  /** Spec part 3, section 5, verbatim. */
  notValidJson: BATCH_MESSAGES.notValidJson,
  newerFormat: (format: string, version: unknown, known: number) =>
    `This ${format} file has formatVersion ${String(version)}, newer than this Atelier reads (${known}): export it again from this workspace's version.`,
  unknownFormat: (format: string) =>
    `Unknown format '${format}': a batch file, or an Atelier export (atelier.catalogue, atelier.componentoption, atelier.products).`,
  formatAfterLists: "The format of an Atelier export must come before its lists, as exports write it.",
  noOption: (code: string) => `No component option with code ${code}`,
  noProduct: (code: string) => `No product with style code ${code}`,
  notAnObject: "An entry must be a JSON object.",
  noCode: "Code is required.",
  noStyleCode: "Style code is required.",
  twiceInFile: (index: number) => `This code is already in the file, in entry ${index + 1}.`,
  unknownDefinition: "Unknown definition",
  basedOnPermanent: "The definition an option is based on cannot change.",
  productNotFound: "This product was not found in the company or the file.",
  optionNotFound: "This component option was not found in the company.",
  referenceDataNotFound: "This reference data was not found in the company.",
  siteNotFound: "This site was not found in the company.",
  typeNotFound: "This component type was not found in the company or the file.",
  definitionTwice: "This option definition is already in the type.",
  typeTwice: "This component type is already in the placement.",
  targetNotInType: "A part code sequence must name one of the type's option definitions.",
  productRefused: "Its product is refused, so its versions are not imported.",
  secondActiveVersion: (index: number) =>
    `Only one version of a product can be active: version ${index + 1} of this product in the file is already.`,
  refused: (kind: string, code: string, reasons: string) => `Refused ${kind} ${code}: ${reasons}`,
  moreRefused: (count: number) => `${count} more items refused (see the difference).`,
  progress: (count: number) => `Read ${count.toLocaleString("en-US")} items.`,
  planned: (count: number) => `Dry run done: ${count.toLocaleString("en-US")} items.`,
  applied: (count: number) => `Applied ${count.toLocaleString("en-US")} items.`,
  undone: (count: number) => `Undone: ${count.toLocaleString("en-US")} items restored or removed.`,
  nothingToApply: "Nothing to apply: the dry run found nothing to add or change.",
  notPlanned: "Only a dry run that succeeded and was not applied yet can be applied.",
  notApplied: "Only an applied import can be undone.",
  applyStale: (codes: readonly string[]) =>
    `Apply refused, nothing was changed: ${namedCodes(codes)} changed since the dry run.`,
  undoStale: (codes: readonly string[]) =>
    `Undo refused, nothing was changed: ${namedCodes(codes)} changed since the import was applied.`,
  applyFailed: (detail: string) => `Apply failed, nothing was changed: ${detail}`,
  planFailed: (detail: string) => `The dry run failed: ${detail}`,
  jobStopped: "its job stopped before it finished.",
  unknownCodes: (kind: string, codes: readonly string[]) => `Unknown ${kind} codes: ${namedCodes(codes)}.`,
} as const;

/** At most this many codes are named in one message; the rest are counted. */
export const NAMED_CODES_MAX = 10;

/** 'A, B, C' or 'A, B, ... J and 5 more'. */
export function namedCodes(codes: readonly string[]): string {
  const named = codes.slice(0, NAMED_CODES_MAX).join(", ");
  const more = codes.length - NAMED_CODES_MAX;
  return more > 0 ? `${named} and ${more} more` : named;
}

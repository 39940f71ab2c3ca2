import {
  DATA_IMPORT_ITEM_KINDS,
  type DataImportCounts,
  type DataImportItem,
  type DataImportItemKind,
  type DataImportListKind,
  type DataImportLogLine,
  type DataImportSummary,
} from "../data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";

/** An info line after every this many items. */
export const PROGRESS_EVERY = 10_000;
/** At most this many warn lines name refused items; the rest are counted. */
export const NAMED_WARNINGS_MAX = 100;

const KIND_WORDS: Record<DataImportItemKind, string> = {
  site: "site",
  dimension: "dimension",
  componentOptionDefinition: "option definition",
  componentType: "component type",
  componentPlacement: "component placement",
  componentOption: "component option",
  product: "product",
  version: "version of",
};

const emptyCounts = (): DataImportCounts => ({ added: 0, changed: 0, unchanged: 0, refused: 0 });

/**
 * What a dry run found so far: the counts per kind and outcome, the log (an info line per 10,000 items, a
 * warn line per refused item up to 100 then one count), and the codes met per kind, so a code given twice
 * is refused the second time. Pure: the time of each line comes from `now`.
 */
export class ImportTally {
  readonly summary = Object.fromEntries(
    DATA_IMPORT_ITEM_KINDS.map((kind) => [kind, emptyCounts()]),
  ) as Required<DataImportSummary>;
  readonly log: DataImportLogLine[] = [];
  #items = 0;
  #refusedUnnamed = 0;
  #refusedNamed = 0;
  readonly #codes = new Map<DataImportListKind, Map<string, number>>();

  constructor(private readonly now: () => string) {}

  get items(): number {
    return this.#items;
  }

  /** Where `code` came first among the items of `kind`, or undefined (and `index` is kept as its first place). */
  firstIndexOf(kind: DataImportListKind, code: string, index: number): number | undefined {
    const codes = this.#codes.get(kind) ?? new Map<string, number>();
    this.#codes.set(kind, codes);
    const first = codes.get(code);
    if (first === undefined && code !== "") codes.set(code, index);
    return first;
  }

  line(level: DataImportLogLine["level"], text: string): void {
    this.log.push({ at: this.now(), level, text });
  }

  /** Counts a planned item, with its warn line when refused. */
  record(item: DataImportItem): void {
    this.summary[item.kind][item.outcome]++;
    this.#items++;
    if (item.outcome === "refused") {
      if (this.#refusedNamed < NAMED_WARNINGS_MAX) {
        this.#refusedNamed++;
        const reasons = item.refusals.map((r) => (r.field ? `${r.field}: ${r.reason}` : r.reason)).join("; ");
        this.line("warn", M.refused(KIND_WORDS[item.kind], item.code || `#${item.index + 1}`, reasons));
      } else this.#refusedUnnamed++;
    }
    if (this.#items % PROGRESS_EVERY === 0) this.line("info", M.progress(this.#items));
  }

  /** Closes the dry run: the counts of what was not named, and the total. */
  finish(): void {
    if (this.#refusedUnnamed > 0) this.line("warn", M.moreRefused(this.#refusedUnnamed));
    this.line("info", M.planned(this.#items));
  }
}

/** Whether a dry run found something to write. */
export function hasChanges(summary: DataImportSummary | null): boolean {
  if (!summary) return false;
  return Object.values(summary).some((counts) => counts.added + counts.changed > 0);
}

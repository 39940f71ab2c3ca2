import { randomUUID } from "node:crypto";
import {
  CATALOGUE_IMPORT_KINDS,
  type CatalogueImportKind,
  DATA_IMPORT_ITEM_KINDS,
  type DataImportFormat,
  type DataImportItemKind,
  type DataImportListKind,
} from "@atelier/domain/data/data-import.schema";
import { type ImportCandidate, readCandidate } from "@atelier/domain/data/import/import-candidate";
import {
  FORMAT_KINDS,
  hasRequiredLists,
  KIND_OF_LIST,
  LIST_KINDS,
  readImportFormat,
} from "@atelier/domain/data/import/import-format";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { type KnownReferences, referencedIds } from "@atelier/domain/data/import/import-references";
import type { ImportTally } from "@atelier/domain/data/import/import-tally";
import { type PlannedItem, planItem } from "@atelier/domain/data/import/plan-item";
import type { DataImportRow } from "../../../db/schema/data-imports";
import type { AppDeps } from "../../../deps";
import { insertItems, type NewImportItem } from "./data-import.repo";
import { CATALOGUE_KINDS } from "./data-import-catalogue-kinds";
import { currentOf, type ImportKind, OPTION_KIND, PRODUCT_KIND } from "./data-import-kinds";
import { ImportFileError, readImportStream } from "./data-import-stream";
import {
  companyOptionIds,
  companyProductIds,
  companyReferenceDataIds,
  liveSiteCodes,
} from "./data-import-targets.repo";
import { ImportTranslator } from "./data-import-translations";
import { planVersionsOf } from "./data-import-version-plan";

/** Items planned, looked up and stored a chunk at a time. */
export const IMPORT_CHUNK = 1000;
/** The share of the progress bar the reading of the file takes; the products' planning takes the rest. */
const READING_PERCENT = 80;

type PlanDeps = Pick<AppDeps, "db" | "storage" | "clock">;

export interface PlanHooks {
  progress(percent: number): Promise<void>;
  signal: AbortSignal;
}

/** A chunk's candidates (their catalogue ids translated) and their plans, in the same order. */
interface PlannedChunk {
  candidates: readonly ImportCandidate[];
  planned: readonly PlannedItem[];
}

const isCatalogueKind = (kind: DataImportItemKind): kind is CatalogueImportKind =>
  (CATALOGUE_IMPORT_KINDS as readonly string[]).includes(kind);

/** Reads a feed's file and stores its difference, chunk by chunk; answers the format it read. */
class PlanRun {
  format: DataImportFormat | undefined;
  readonly #header: { format?: unknown; formatVersion?: unknown } = {};
  /** The catalogue's items, planned once the file is read, kind by kind (each names only kinds before it). */
  readonly #catalogue = new Map<CatalogueImportKind, ImportCandidate[]>();
  readonly #options: ImportCandidate[] = [];
  readonly #products: ImportCandidate[] = [];
  /** How many versions were planned so far: the next one's place among the file's versions. */
  #versions = 0;
  #percent = -1;

  constructor(
    private readonly deps: PlanDeps,
    private readonly feed: DataImportRow,
    private readonly tally: ImportTally,
    private readonly hooks: PlanHooks,
    private readonly sites: ReadonlySet<string>,
    private readonly translator: ImportTranslator,
  ) {}

  async run(): Promise<DataImportFormat> {
    const stored = await this.deps.storage.get(this.feed.sourceKey);
    if (!stored) throw new Error("The uploaded file is missing from storage.");
    const size = Math.max(1, this.feed.size);
    const shapes = await readImportStream(stored.body, async (events, bytes) => {
      for (const event of events) {
        if (event.type === "header") this.#headerField(event.key, event.value);
        else await this.#entry(KIND_OF_LIST[event.list], event.index, event.value);
      }
      this.hooks.signal.throwIfAborted();
      await this.#progress((bytes / size) * READING_PERCENT);
    });
    const format = this.#decide();
    const arrays = new Set([...shapes].filter(([, shape]) => shape === "array").map(([list]) => list));
    const read = new Set<string>(FORMAT_KINDS[format].map((kind) => LIST_KINDS[kind].list));
    const wrong = [...shapes].some(([list, shape]) => shape === "other" && read.has(list));
    if (wrong || !hasRequiredLists(format, arrays)) throw new ImportFileError(M.notValidJson);
    await this.#planCatalogue();
    await this.#planChunk(OPTION_KIND, this.#options.splice(0), new Map(), new Map());
    await this.#planProducts();
    return format;
  }

  #headerField(key: "format" | "formatVersion", value: unknown): void {
    if (this.format !== undefined) throw new ImportFileError(M.formatAfterLists);
    this.#header[key] = value;
  }

  #decide(): DataImportFormat {
    if (this.format) return this.format;
    const reading = readImportFormat(this.#header);
    if (!reading.ok) throw new ImportFileError(reading.problem);
    this.format = reading.format;
    return reading.format;
  }

  async #entry(kind: DataImportListKind, index: number, value: unknown): Promise<void> {
    const format = this.#decide();
    if (!FORMAT_KINDS[format].includes(kind)) return;
    const reading = readCandidate(format, kind, index, value);
    if (!reading.ok) throw new ImportFileError(reading.problem);
    if (isCatalogueKind(kind)) {
      const listed = this.#catalogue.get(kind) ?? [];
      listed.push(reading.candidate);
      this.#catalogue.set(kind, listed);
      return;
    }
    if (kind === "product") {
      this.#products.push(reading.candidate);
      return;
    }
    this.#options.push(reading.candidate);
    if (this.#options.length >= IMPORT_CHUNK) {
      await this.#planChunk(OPTION_KIND, this.#options.splice(0), new Map(), new Map());
    }
  }

  /**
   * The catalogue's items are planned once the file is read, kind by kind: a type names definitions and a
   * placement types, of the company or of the same file (by their ids there, translated to their ids here).
   */
  async #planCatalogue(): Promise<void> {
    for (const kind of CATALOGUE_IMPORT_KINDS) {
      const candidates = this.#catalogue.get(kind) ?? [];
      for (let start = 0; start < candidates.length; start += IMPORT_CHUNK) {
        const chunk = candidates.slice(start, start + IMPORT_CHUNK);
        const { candidates: read, planned } = await this.#planChunk(CATALOGUE_KINDS[kind], chunk, new Map(), new Map());
        this.translator.remember(kind, read, planned);
      }
    }
  }

  /**
   * Products are planned once the file is read: a product may name another product of the same file (its
   * parent or a mixin) by its id in the exporting workspace, which becomes the id it has (or will have) here.
   * Each chunk's versions are planned after its products, and stored after every product.
   */
  async #planProducts(): Promise<void> {
    const candidates = this.#products.splice(0);
    const fileIds = new Map<string, string>();
    const newRowIds = new Map<number, string>();
    const seen = new Set<string>();
    for (let start = 0; start < candidates.length; start += IMPORT_CHUNK) {
      const chunk = candidates.slice(start, start + IMPORT_CHUNK);
      const rows = await PRODUCT_KIND.findByCodes(this.deps.db, this.feed.companyId, codesOf(chunk));
      const idByCode = new Map(rows.map((row) => [row.styleCode, row.id]));
      for (const candidate of chunk) {
        if (candidate.code === "" || seen.has(candidate.code)) continue;
        seen.add(candidate.code);
        const id = idByCode.get(candidate.code) ?? randomUUID();
        if (!idByCode.has(candidate.code)) newRowIds.set(candidate.index, id);
        if (candidate.source === "export" && candidate.fileId !== null) fileIds.set(candidate.fileId, id);
      }
    }
    for (let start = 0; start < candidates.length; start += IMPORT_CHUNK) {
      this.hooks.signal.throwIfAborted();
      const chunk = candidates.slice(start, start + IMPORT_CHUNK);
      const planned = await this.#planChunk(PRODUCT_KIND, chunk, fileIds, newRowIds);
      await this.#planVersions(planned, candidates.length);
      const done = Math.min(candidates.length, start + IMPORT_CHUNK) / candidates.length;
      await this.#progress(READING_PERCENT + done * (100 - READING_PERCENT));
    }
  }

  async #known(chunk: readonly ImportCandidate[], fileIds: ReadonlyMap<string, string>): Promise<KnownReferences> {
    const { db } = this.deps;
    const { companyId } = this.feed;
    const named = chunk.map(referencedIds);
    const all = (key: "options" | "products" | "referenceDatas") => [...new Set(named.flatMap((ids) => ids[key]))];
    const [options, products, referenceDatas] = await Promise.all([
      companyOptionIds(db, companyId, all("options")),
      companyProductIds(db, companyId, all("products")),
      companyReferenceDataIds(db, companyId, all("referenceDatas")),
    ]);
    const productTargets = new Map([...products].map((id) => [id, id]));
    for (const [fileId, id] of fileIds) productTargets.set(fileId, id);
    return {
      sites: this.sites,
      definitions: this.translator.known("definitions"),
      types: this.translator.known("types"),
      options,
      referenceDatas,
      products: productTargets,
    };
  }

  /**
   * Plans and stores a chunk of one kind, the catalogue ids it names translated first
   * (docs/decisions/data-import-references.md): answers the candidates as translated, and their plans.
   */
  async #planChunk<Row extends { id: string; etag: string }>(
    kind: ImportKind<Row>,
    read: readonly ImportCandidate[],
    fileIds: ReadonlyMap<string, string>,
    newRowIds: ReadonlyMap<number, string>,
  ): Promise<PlannedChunk> {
    if (read.length === 0) return { candidates: [], planned: [] };
    const { db } = this.deps;
    const { companyId } = this.feed;
    const chunk = await this.translator.translate(read);
    const [rows, known] = await Promise.all([
      kind.findByCodes(db, companyId, codesOf(chunk)),
      this.#known(chunk, fileIds),
    ]);
    const byCode = new Map(rows.map((row) => [kind.codeOf(row), row]));
    const planned = chunk.map((candidate) => {
      const row = byCode.get(candidate.code);
      return planItem(candidate, row && currentOf(kind, row), {
        known,
        newId: randomUUID,
        firstIndex: this.tally.firstIndexOf(kind.kind, candidate.code, candidate.index),
        newRowId: newRowIds.get(candidate.index),
      });
    });
    // Items are numbered over the whole file, kind after kind (see toDataImportItemDto).
    await this.#store(planned, itemsBefore(kind.kind, this.tally), chunk);
    return { candidates: chunk, planned };
  }

  /** The versions of a chunk of products, numbered among the file's versions and stored after every product. */
  async #planVersions({ candidates, planned }: PlannedChunk, products: number) {
    const exported = candidates.flatMap((candidate, at) => {
      const item = planned[at];
      return candidate.source === "export" && item ? [{ candidate, planned: item }] : [];
    });
    const versions = await planVersionsOf(this.deps.db, this.feed.companyId, exported, this.#versions);
    this.#versions += versions.length;
    await this.#store(versions, itemsBefore("product", this.tally) + products);
  }

  /**
   * Counts the planned items and stores them, numbered from `offset` (see toDataImportItemDto), each catalogue
   * item with its id in the file (what later imports translate: ImportTranslator).
   */
  async #store(planned: readonly PlannedItem[], offset: number, candidates: readonly ImportCandidate[] = []) {
    const { companyId, id: importId } = this.feed;
    const items: NewImportItem[] = planned.map(({ item, targetId, after }, at) => {
      this.tally.record(item);
      const candidate = candidates[at];
      return {
        importId,
        companyId,
        index: offset + item.index,
        kind: item.kind,
        code: item.code,
        outcome: item.outcome,
        targetId,
        fileId: isCatalogueKind(item.kind) && candidate?.source === "export" ? candidate.fileId : null,
        changes: item.changes,
        refusals: item.refusals,
        after,
      };
    });
    await insertItems(this.deps.db, items);
  }

  async #progress(percent: number): Promise<void> {
    const rounded = Math.floor(percent);
    if (rounded === this.#percent) return;
    this.#percent = rounded;
    await this.hooks.progress(rounded);
  }
}

/** How many items of the kinds before `kind` were planned: every one of the file's, once `kind` is planned. */
function itemsBefore(kind: DataImportItemKind, tally: ImportTally): number {
  const before = DATA_IMPORT_ITEM_KINDS.slice(0, DATA_IMPORT_ITEM_KINDS.indexOf(kind));
  return before.reduce((sum, earlier) => {
    const { added, changed, unchanged, refused } = tally.summary[earlier];
    return sum + added + changed + unchanged + refused;
  }, 0);
}

const codesOf = (chunk: readonly ImportCandidate[]) => [
  ...new Set(chunk.map((candidate) => candidate.code).filter((code) => code !== "")),
];

/**
 * The dry run of a feed (part 3 "Data feed"): its file is streamed from storage, read as a batch file or an
 * Atelier export, and each entry planned against the company's current rows; the difference is stored in
 * data_import_items and counted in `tally`. Nothing else is written. Throws ImportFileError for a file that is
 * not one the import reads.
 */
export async function planImport(
  deps: PlanDeps,
  feed: DataImportRow,
  tally: ImportTally,
  hooks: PlanHooks,
): Promise<DataImportFormat> {
  const [sites, translator] = await Promise.all([
    liveSiteCodes(deps.db, feed.companyId),
    ImportTranslator.of(deps.db, feed.companyId),
  ]);
  const run = new PlanRun(deps, feed, tally, hooks, sites, translator);
  const format = await run.run();
  tally.finish();
  return format;
}

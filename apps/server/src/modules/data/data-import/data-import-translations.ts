import type { CatalogueImportKind } from "@atelier/domain/data/data-import.schema";
import type { ImportCandidate } from "@atelier/domain/data/import/import-candidate";
import type { PlannedItem } from "@atelier/domain/data/import/plan-item";
import {
  type ImportTranslations,
  namedCatalogueIds,
  type TranslatedKind,
  translateReferences,
} from "@atelier/domain/data/import/translate-references";
import type { Db } from "../../../db/client";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentPlacements } from "../../../db/schema/component-placements";
import { componentTypes } from "../../../db/schema/component-types";
import { importedTargets } from "./data-import.repo";
import { liveCatalogueIds } from "./data-import-catalogue.repo";

/** The catalogue kind of each id an export names. */
const ITEM_KIND: Record<TranslatedKind, CatalogueImportKind> = {
  definitions: "componentOptionDefinition",
  types: "componentType",
  placements: "componentPlacement",
};
const TRANSLATED_KIND = Object.fromEntries(
  Object.entries(ITEM_KIND).map(([translated, kind]) => [kind, translated]),
) as Partial<Record<CatalogueImportKind, TranslatedKind>>;

const TRANSLATED_KINDS = Object.keys(ITEM_KIND) as TranslatedKind[];

type IdSets = Record<TranslatedKind, ReadonlySet<string>>;

/**
 * Translates the catalogue ids an export names into this company's ids before the plan reads them
 * (docs/decisions/data-import-references.md): an id of the company's own live items stays; an id of an item of
 * the same file becomes the id that item has (or will have) here; any other one the id an earlier import of a
 * catalogue file matched or added it as, when that item is still live; an id without one stays (and is refused).
 */
export class ImportTranslator {
  /** This file's catalogue items (not refused), each with its id here. */
  readonly #file: Record<TranslatedKind, Map<string, string>> = {
    definitions: new Map(),
    types: new Map(),
    placements: new Map(),
  };

  private constructor(
    private readonly db: Db,
    private readonly companyId: string,
    private readonly own: IdSets,
  ) {}

  /** A translator for the company, its live definitions, types and placements read once (they are few). */
  static async of(db: Db, companyId: string): Promise<ImportTranslator> {
    const [definitions, types, placements] = await Promise.all([
      liveCatalogueIds(db, componentOptionDefinitions, companyId),
      liveCatalogueIds(db, componentTypes, companyId),
      liveCatalogueIds(db, componentPlacements, companyId),
    ]);
    return new ImportTranslator(db, companyId, { definitions, types, placements });
  }

  /** The ids an item may name of `kind`: the company's live ones, and those of the file's items. */
  known(kind: TranslatedKind): ReadonlySet<string> {
    return new Set([...this.own[kind], ...this.#file[kind].values()]);
  }

  /** Keeps the ids here of a planned chunk of the file's catalogue items, for the items planned after them. */
  remember(kind: CatalogueImportKind, chunk: readonly ImportCandidate[], planned: readonly PlannedItem[]): void {
    const translated = TRANSLATED_KIND[kind];
    if (translated === undefined) return;
    chunk.forEach((candidate, at) => {
      const plan = planned[at];
      if (candidate.source !== "export" || candidate.fileId === null || !plan?.targetId) return;
      if (plan.item.outcome !== "refused") this.#file[translated].set(candidate.fileId, plan.targetId);
    });
  }

  /** The chunk with every catalogue id it names translated. */
  async translate(chunk: readonly ImportCandidate[]): Promise<ImportCandidate[]> {
    const named = chunk.map(namedCatalogueIds);
    const entries = await Promise.all(
      TRANSLATED_KINDS.map(async (kind) => [
        kind,
        await this.#translations(
          kind,
          named.flatMap((ids) => ids[kind]),
        ),
      ]),
    );
    const translations = Object.fromEntries(entries) as ImportTranslations;
    return chunk.map((candidate) => translateReferences(candidate, translations));
  }

  async #translations(kind: TranslatedKind, ids: readonly string[]): Promise<Map<string, string>> {
    const foreign = [...new Set(ids)].filter((id) => !this.own[kind].has(id));
    const translations = new Map<string, string>();
    const unknown: string[] = [];
    for (const id of foreign) {
      const target = this.#file[kind].get(id);
      if (target === undefined) unknown.push(id);
      else translations.set(id, target);
    }
    const recorded = await importedTargets(this.db, this.companyId, ITEM_KIND[kind], unknown);
    for (const [id, targets] of recorded) {
      const live = targets.find((target) => this.own[kind].has(target));
      if (live !== undefined) translations.set(id, live);
    }
    return translations;
  }
}

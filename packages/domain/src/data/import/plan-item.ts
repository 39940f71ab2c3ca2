import type { ZodObject, z } from "zod";
import { ComponentOptionCreateInput } from "../../catalogue/component-option.schema";
import { ComponentOptionDefinitionCreateInput } from "../../catalogue/component-option-definition.schema";
import { ComponentPlacementCreateInput } from "../../catalogue/component-placement.schema";
import { ComponentTypeCreateInput } from "../../catalogue/component-type.schema";
import { DimensionCreateInput } from "../../catalogue/dimension.schema";
import { SiteCreateInput } from "../../catalogue/site.schema";
import { ProductCreateInput } from "../../product/product.schema";
import { ProductStatus } from "../../product/product-list.schema";
import type { DataImportChange, DataImportItem, DataImportListKind, DataImportRefusal } from "../data-import.schema";
import { batchEntryFields } from "./batch-entry-fields";
import { sameJson } from "./canonical-json";
import type { ImportCandidate } from "./import-candidate";
import { LIST_KINDS } from "./import-format";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import { type KnownReferences, referenceRefusals, withTargetIds } from "./import-references";

/**
 * A product as an import writes it: the create input and the status the file gives it. The status is taken
 * only by a product the import adds; an existing product keeps its own (its workflow moves it).
 */
const ImportedProduct = ProductCreateInput.extend({ productStatus: ProductStatus.default("Development") });

/** The schema an item's fields must pass: the create input of its kind (what apply writes). */
export const IMPORT_SCHEMAS: Record<DataImportListKind, ZodObject> = {
  site: SiteCreateInput,
  dimension: DimensionCreateInput,
  componentOptionDefinition: ComponentOptionDefinitionCreateInput,
  componentType: ComponentTypeCreateInput,
  componentPlacement: ComponentPlacementCreateInput,
  componentOption: ComponentOptionCreateInput,
  product: ImportedProduct,
};

/** A value for each kind of listed item. */
function perKind<T>(of: (kind: DataImportListKind) => T): Record<DataImportListKind, T> {
  const out = {} as Record<DataImportListKind, T>;
  for (const kind of Object.keys(IMPORT_SCHEMAS) as DataImportListKind[]) out[kind] = of(kind);
  return out;
}

/** The importable fields of each kind, in schema order: every other field of an export is the server's. */
export const IMPORT_FIELDS: Record<DataImportListKind, readonly string[]> = perKind((kind) =>
  Object.keys(IMPORT_SCHEMAS[kind].shape),
);

/** The item as it is now: its id, the etag it was read with, and its importable fields as the schema outputs them. */
export interface CurrentItem {
  id: string;
  etag: string;
  fields: Readonly<Record<string, unknown>>;
}

/**
 * The plan for one item: its line of the difference, the id of the row it touches (the matched row, or the
 * new id an added row will get), and what apply writes: for an added item the create input, for a changed
 * one the update input (the fields and the etag seen now, so apply writes only over that same row).
 */
export interface PlannedItem {
  item: DataImportItem;
  targetId: string | null;
  after: Record<string, unknown> | null;
}

export interface PlanContext {
  known: KnownReferences;
  /** Ids for new rows and new custom attributes (injected, so a plan is deterministic under test). */
  newId: () => string;
  /** Where the same code came first in the file, when it did. */
  firstIndex?: number | undefined;
  /** The id an added row gets, when chosen before (other items of the file name it); else a new one. */
  newRowId?: string | undefined;
}

/** The list items of a field without the names the server puts beside their ids (never compared). */
const withoutNames = (value: unknown[]) =>
  value.map((item) => {
    if (typeof item !== "object" || item === null) return item;
    const { name: _name, ...rest } = item as Record<string, unknown>;
    return rest;
  });

/**
 * Mixins and reference data, a type's definitions and a placement's types are stored by id: the names beside
 * them are the server's and never compared.
 */
function comparable(kind: DataImportListKind, field: string, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (kind === "product" && field === "parentProducts") {
    return value.map((item) => ({ parentProductId: item?.parentProductId }));
  }
  if (kind === "product" && field === "productReferenceDatas") {
    return value.map((item) => ({ referenceDataId: item?.referenceDataId, usage: item?.usage }));
  }
  const named =
    (kind === "componentType" && field === "componentOptionDefinitions") ||
    (kind === "componentPlacement" && field === "componentTypes");
  return named ? withoutNames(value) : value;
}

/** The fields of a new item with only its required fields given: what an added item's changes leave out. */
const DEFAULTS: Record<DataImportListKind, Record<string, unknown>> = perKind((kind) =>
  IMPORT_SCHEMAS[kind].parse({ name: "-", code: "-", styleCode: "-", unit: "-" }),
);

/** Whether an added item's field is worth showing: what the item is matched by, or a field not at its default. */
const isShown = (kind: DataImportListKind, field: string, value: unknown) =>
  field === LIST_KINDS[kind].codeField || !sameJson(value, DEFAULTS[kind][field]);

function changesOf(
  kind: DataImportListKind,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Record<string, unknown>,
): DataImportChange[] {
  const changes: DataImportChange[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const next = comparable(kind, field, after[field]);
    if (before === undefined) {
      if (isShown(kind, field, next)) changes.push({ field, before: null, after: next });
      continue;
    }
    const previous = comparable(kind, field, before[field]);
    if (!sameJson(previous, next)) changes.push({ field, before: previous, after: next });
  }
  return changes;
}

/** One refusal per failing field (its first message), in the order zod found them. */
export function schemaRefusals(error: z.ZodError): DataImportRefusal[] {
  const seen = new Set<string>();
  const out: DataImportRefusal[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, reason: issue.message });
  }
  return out;
}

/** The fields an entry asks for, or why it asks for nothing this workspace can take. */
function askedFields(
  candidate: ImportCandidate,
  current: CurrentItem | undefined,
  context: PlanContext,
): Record<string, unknown> | DataImportRefusal[] {
  if (candidate.source === "batch") {
    if (current) return batchEntryFields(candidate.entry, current.fields, context.newId);
    const reason = candidate.kind === "product" ? M.noProduct(candidate.code) : M.noOption(candidate.code);
    return [{ field: "", reason }];
  }
  if (candidate.problem !== null) return [{ field: "", reason: candidate.problem }];
  return candidate.fields;
}

/**
 * Plans one candidate against the row it matches (by code, or style code), or none: refused when any field
 * fails the create input's schema or names something neither the company nor the file holds (and, for a
 * batch entry, when no row matches: a batch file never creates); else added (no row), changed (some
 * importable field differs) or unchanged.
 */
export function planItem(
  candidate: ImportCandidate,
  current: CurrentItem | undefined,
  context: PlanContext,
): PlannedItem {
  const { kind, index, code } = candidate;
  const line = { index, kind, code };
  const refused = (refusals: DataImportRefusal[]): PlannedItem => ({
    item: { ...line, outcome: "refused", changes: [], refusals },
    targetId: current?.id ?? null,
    after: null,
  });
  if (context.firstIndex !== undefined) return refused([{ field: "code", reason: M.twiceInFile(context.firstIndex) }]);

  const asked = askedFields(candidate, current, context);
  if (Array.isArray(asked)) return refused(asked);
  const parsed = IMPORT_SCHEMAS[kind].safeParse(asked);
  if (!parsed.success) return refused(schemaRefusals(parsed.error));
  const fields: Record<string, unknown> = { ...parsed.data };
  if (kind === "product" && current) fields.productStatus = current.fields.productStatus;
  const refusals = referenceRefusals(kind, fields, context.known);
  const definition = (values: Readonly<Record<string, unknown>>) => values.componentOptionDefinitionId ?? null;
  if (kind === "componentOption" && current && definition(current.fields) !== definition(fields)) {
    refusals.push({ field: "componentOptionDefinitionId", reason: M.basedOnPermanent });
  }
  if (refusals.length > 0) return refused(refusals);

  const after = withTargetIds(kind, fields, context.known) as Record<string, unknown>;
  if (!current) {
    return {
      item: { ...line, outcome: "added", changes: changesOf(kind, undefined, after), refusals: [] },
      targetId: context.newRowId ?? context.newId(),
      after,
    };
  }
  const changes = changesOf(kind, current.fields, after);
  return {
    item: { ...line, outcome: changes.length > 0 ? "changed" : "unchanged", changes, refusals: [] },
    targetId: current.id,
    after: changes.length > 0 ? { ...after, etag: current.etag } : null,
  };
}

import type { z } from "zod";
import type { ComponentOptionFields } from "../../catalogue/component-option.schema";
import type { ComponentPlacementFields } from "../../catalogue/component-placement.schema";
import type { ComponentTypeFields } from "../../catalogue/component-type.schema";
import type { ProductFields } from "../../product/product.schema";
import type { DataImportListKind, DataImportRefusal } from "../data-import.schema";
import { type ImportCandidate, isRecord } from "./import-candidate";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";

export type OptionFieldValues = z.output<typeof ComponentOptionFields>;
export type ProductFieldValues = z.output<typeof ProductFields>;
export type TypeFieldValues = z.output<typeof ComponentTypeFields>;
export type PlacementFieldValues = z.output<typeof ComponentPlacementFields>;

/**
 * What the company holds (and what the file adds) that an item's fields may name. Ids an export names are
 * translated to this workspace's before they are checked (translate-references.ts).
 */
export interface KnownReferences {
  /** Live option definitions of the company, and those the file adds or matches. */
  definitions: ReadonlySet<string>;
  /** Live component types of the company, and those the file adds or matches. */
  types: ReadonlySet<string>;
  /** Live site codes of the company. */
  sites: ReadonlySet<string>;
  /** Live component options of the company, by id. */
  options: ReadonlySet<string>;
  /** Reference data of the company, by id. */
  referenceDatas: ReadonlySet<string>;
  /**
   * Product ids an item may name, each with the id it has in this workspace: the company's products (to
   * themselves) and the products of the file (their ids in the exporting workspace, to the matched or new ids).
   */
  products: ReadonlyMap<string, string>;
}

/** The ids of rows outside the item that a candidate names, so they can be looked up a chunk at a time. */
export interface ReferencedIds {
  options: string[];
  products: string[];
  referenceDatas: string[];
}

const ids = (list: unknown, key?: string): string[] =>
  (Array.isArray(list) ? list : [])
    .map((item) => (key === undefined ? item : isRecord(item) ? item[key] : undefined))
    .filter((id): id is string => typeof id === "string");

/**
 * The option, product and reference data ids an export entry names (a batch entry names none; the catalogue's
 * items name only each other, known from the file and the company).
 */
export function referencedIds(candidate: ImportCandidate): ReferencedIds {
  const none = { options: [], products: [], referenceDatas: [] };
  if (candidate.source === "batch") return none;
  const { fields } = candidate;
  if (candidate.kind === "componentOption") {
    return {
      options: ids(fields.variables, "defaultValueId"),
      products: ids(fields.addProducts),
      referenceDatas: [],
    };
  }
  if (candidate.kind !== "product") return none;
  return {
    options: [],
    products: [...ids([fields.parentProductId]), ...ids(fields.parentProducts, "parentProductId")],
    referenceDatas: ids(fields.productReferenceDatas, "referenceDataId"),
  };
}

type Refusals = DataImportRefusal[];

function check(out: Refusals, field: string, found: boolean, reason: string): void {
  if (!found) out.push({ field, reason });
}

function siteRefusals(out: Refusals, fields: { inactivePerSite: { siteCode: string }[] }, known: KnownReferences) {
  fields.inactivePerSite.forEach((site, index) => {
    check(out, `inactivePerSite.${index}.siteCode`, known.sites.has(site.siteCode), M.siteNotFound);
  });
}

function optionRefusals(fields: OptionFieldValues, known: KnownReferences): Refusals {
  const out: Refusals = [];
  const definition = fields.componentOptionDefinitionId;
  check(
    out,
    "componentOptionDefinitionId",
    definition === null || known.definitions.has(definition),
    M.unknownDefinition,
  );
  fields.variables.forEach((variable, index) => {
    const { componentOptionDefinitionId: id, defaultValueId } = variable;
    check(
      out,
      `variables.${index}.componentOptionDefinitionId`,
      id === null || known.definitions.has(id),
      M.unknownDefinition,
    );
    check(
      out,
      `variables.${index}.defaultValueId`,
      defaultValueId === null || known.options.has(defaultValueId),
      M.optionNotFound,
    );
  });
  fields.addProducts.forEach((id, index) => {
    check(out, `addProducts.${index}`, known.products.has(id), M.productNotFound);
  });
  siteRefusals(out, fields, known);
  return out;
}

function productRefusals(fields: ProductFieldValues, known: KnownReferences): Refusals {
  const out: Refusals = [];
  const parent = fields.parentProductId;
  check(out, "parentProductId", parent === null || known.products.has(parent), M.productNotFound);
  fields.parentProducts.forEach((mixin, index) => {
    check(out, `parentProducts.${index}.parentProductId`, known.products.has(mixin.parentProductId), M.productNotFound);
  });
  fields.productReferenceDatas.forEach((item, index) => {
    check(
      out,
      `productReferenceDatas.${index}.referenceDataId`,
      known.referenceDatas.has(item.referenceDataId),
      M.referenceDataNotFound,
    );
  });
  siteRefusals(out, fields, known);
  fields.sites.forEach((code, index) => {
    check(out, `sites.${index}`, known.sites.has(code), M.siteNotFound);
  });
  return out;
}

/** Each id of a list once, and known: the checks the type and placement saves make. */
function listRefusals(
  out: Refusals,
  listed: readonly string[],
  known: ReadonlySet<string>,
  fieldOf: (index: number) => string,
  reasons: { notFound: string; twice: string },
) {
  const seen = new Set<string>();
  listed.forEach((id, index) => {
    if (!known.has(id)) out.push({ field: fieldOf(index), reason: reasons.notFound });
    else if (seen.has(id)) out.push({ field: fieldOf(index), reason: reasons.twice });
    seen.add(id);
  });
}

function typeRefusals(fields: TypeFieldValues, known: KnownReferences): Refusals {
  const out: Refusals = [];
  const own = fields.componentOptionDefinitions.map((ref) => ref.componentOptionDefinitionId);
  listRefusals(
    out,
    own,
    known.definitions,
    (index) => `componentOptionDefinitions.${index}.componentOptionDefinitionId`,
    { notFound: M.unknownDefinition, twice: M.definitionTwice },
  );
  fields.partCodeFormat.forEach((sequence, index) => {
    if ("targetId" in sequence) {
      check(out, `partCodeFormat.${index}.targetId`, own.includes(sequence.targetId), M.targetNotInType);
    }
  });
  return out;
}

function placementRefusals(fields: PlacementFieldValues, known: KnownReferences): Refusals {
  const out: Refusals = [];
  const listed = fields.componentTypes.map((type) => type.componentTypeId);
  listRefusals(out, listed, known.types, (index) => `componentTypes.${index}.componentTypeId`, {
    notFound: M.typeNotFound,
    twice: M.typeTwice,
  });
  return out;
}

/** The validated fields of an item of any kind: an option's, a product's, or a catalogue item's (its schema's output). */
export type ImportFieldValues = OptionFieldValues | ProductFieldValues | Record<string, unknown>;

/** A refusal for each reference the validated fields make that is neither in the company nor in the file. */
export function referenceRefusals(
  kind: DataImportListKind,
  fields: ImportFieldValues,
  known: KnownReferences,
): Refusals {
  switch (kind) {
    case "componentOption":
      return optionRefusals(fields as OptionFieldValues, known);
    case "product":
      return productRefusals(fields as ProductFieldValues, known);
    case "componentType":
      return typeRefusals(fields as TypeFieldValues, known);
    case "componentPlacement":
      return placementRefusals(fields as PlacementFieldValues, known);
    default:
      return [];
  }
}

/** The fields with every product id they name replaced by its id in this workspace (see KnownReferences). */
export function withTargetIds<F extends ImportFieldValues>(
  kind: DataImportListKind,
  fields: F,
  known: KnownReferences,
): F {
  const target = (id: string) => known.products.get(id) ?? id;
  if (kind === "componentOption") {
    const option = fields as OptionFieldValues;
    return { ...option, addProducts: option.addProducts.map(target) } as F;
  }
  if (kind !== "product") return fields;
  const product = fields as ProductFieldValues;
  return {
    ...product,
    parentProductId: product.parentProductId === null ? null : target(product.parentProductId),
    parentProducts: product.parentProducts.map((mixin) => ({
      ...mixin,
      parentProductId: target(mixin.parentProductId),
    })),
  } as F;
}

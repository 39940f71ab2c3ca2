import { CATALOGUE_IMPORT_KINDS, type DataImportListKind } from "@atelier/domain/data/data-import.schema";
import type { OptionFieldValues, ProductFieldValues } from "@atelier/domain/data/import/import-references";
import type { CurrentItem } from "@atelier/domain/data/import/plan-item";
import { IMPORT_FIELDS } from "@atelier/domain/data/import/plan-item";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import type { Db } from "../../../db/client";
import type { ComponentOptionRow } from "../../../db/schema/component-options";
import { componentOptions } from "../../../db/schema/component-options";
import type { ProductRow } from "../../../db/schema/products";
import { products } from "../../../db/schema/products";
import { toOptionDto, toOptionWriteValues } from "../../catalogue/component-option/component-option.dto";
import { toProductDto } from "../../product/product/product.dto";
import { toProductWriteValues } from "../../product/product/product-settings";
import { CATALOGUE_KINDS } from "./data-import-catalogue-kinds";
import {
  findOptionsByCodes,
  findOptionsByIds,
  findProductsByIds,
  findProductsByStyleCodes,
  type TargetTable,
} from "./data-import-targets.repo";

/** Who wrote and when, on every row an import writes. */
export interface WriteStamp {
  updatedAt: Date;
  updatedBy: string | null;
}

/**
 * A list an item keeps in a table of its own (a type's definitions, a placement's types): a field of its fields
 * and of its before-image, written after the rows.
 */
export interface ImportLinks {
  field: string;
  /** Makes each row's list the one given, in that order. */
  replace(tx: Db, companyId: string, lists: readonly { id: string; list: unknown }[]): Promise<void>;
}

/** What the import does with the rows of one kind: how it finds, reads, writes and removes them. */
export interface ImportKind<Row extends { id: string; etag: string }> {
  kind: DataImportListKind;
  table: TargetTable;
  findByCodes(db: Db, companyId: string, codes: readonly string[]): Promise<Row[]>;
  /** The rows, locked for the rest of the transaction. */
  findByIds(db: Db, companyId: string, ids: readonly string[]): Promise<Row[]>;
  codeOf(row: Row): string;
  /** The row's importable fields as the domain schema outputs them (what a plan compares). */
  fieldsOf(row: Row): Record<string, unknown>;
  /** The columns an import writes, from validated fields. */
  contentOf(fields: Record<string, unknown>): Record<string, unknown>;
  /** The same columns as the row holds them now: its before-image, restored by undo. */
  snapshotOf(row: Row): Record<string, unknown>;
  /** The columns of a new row besides its content. */
  created(stamp: WriteStamp): Record<string, unknown>;
  /** The columns that say who wrote the row and when (the catalogue's rows keep only when). */
  stampOf(stamp: WriteStamp): Record<string, unknown>;
  /** What undo writes to a row the import added: the app's delete (archive). */
  removed: Record<string, unknown>;
  links?: ImportLinks;
}

const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

const OPTION_CONTENT = [
  "componentOptionDefinitionId",
  "code",
  "codeSortKey",
  "name",
  "description",
  "tags",
  "explicitOrder",
  "orderListEnd",
  "inactive",
  "settings",
] as const;

export const OPTION_KIND: ImportKind<ComponentOptionRow> = {
  kind: "componentOption",
  table: componentOptions,
  findByCodes: findOptionsByCodes,
  findByIds: findOptionsByIds,
  codeOf: (row) => row.code,
  fieldsOf: (row) => pick(toOptionDto(row), IMPORT_FIELDS.componentOption),
  contentOf: (fields) => {
    const values = toOptionWriteValues(fields as OptionFieldValues);
    return { ...values, codeSortKey: naturalSortKey(values.code) };
  },
  snapshotOf: (row) => pick(row, OPTION_CONTENT),
  created: (stamp) => ({ archived: false, createdAt: stamp.updatedAt, ...stamp }),
  stampOf: (stamp) => ({ ...stamp }),
  removed: { archived: true },
};

const PRODUCT_CONTENT = [
  "name",
  "styleCode",
  "description",
  "mixinOnly",
  "tags",
  "productType",
  "parentProductId",
  "settings",
] as const;

export const PRODUCT_KIND: ImportKind<ProductRow> = {
  kind: "product",
  table: products,
  findByCodes: findProductsByStyleCodes,
  findByIds: findProductsByIds,
  codeOf: (row) => row.styleCode,
  // Names beside ids are the server's, and never compared: no need to read them.
  fieldsOf: (row) => pick(toProductDto(row, new Map()), IMPORT_FIELDS.product),
  // The status is the file's for an added product, the product's own for a matched one (planItem).
  contentOf: (fields) => ({
    ...toProductWriteValues(fields as ProductFieldValues),
    productStatus: fields.productStatus,
  }),
  snapshotOf: (row) => pick(row, PRODUCT_CONTENT),
  created: (stamp) => ({ createdAt: stamp.updatedAt, ...stamp }),
  stampOf: (stamp) => ({ ...stamp }),
  removed: { productStatus: "Archived" },
};

/** The item's row as a plan compares it. */
export function currentOf<Row extends { id: string; etag: string }>(kind: ImportKind<Row>, row: Row): CurrentItem {
  return { id: row.id, etag: row.etag, fields: kind.fieldsOf(row) };
}

/** Every kind a file lists, in the order a feed numbers, plans and writes them (each names only kinds before it). */
export const LISTED_KINDS: readonly ImportKind<{ id: string; etag: string }>[] = [
  ...CATALOGUE_IMPORT_KINDS.map((kind) => CATALOGUE_KINDS[kind]),
  OPTION_KIND,
  PRODUCT_KIND,
];

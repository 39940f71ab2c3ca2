import type { CatalogueImportKind } from "@atelier/domain/data/data-import.schema";
import { LIST_KINDS } from "@atelier/domain/data/import/import-format";
import { IMPORT_FIELDS } from "@atelier/domain/data/import/plan-item";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentPlacements } from "../../../db/schema/component-placements";
import { componentTypes } from "../../../db/schema/component-types";
import { dimensions } from "../../../db/schema/dimensions";
import { sites } from "../../../db/schema/sites";
import {
  type CatalogueTargetTable,
  findLiveRows,
  type PlacementTypeItem,
  placementTypeLists,
  replacePlacementTypeLists,
  replaceTypeDefinitionLists,
  type TypeDefinitionItem,
  typeDefinitionLists,
} from "./data-import-catalogue.repo";
import type { ImportKind, ImportLinks } from "./data-import-kinds";

/** A catalogue row as the import reads it: its columns, and the list it keeps in a table of its own (else empty). */
export type CatalogueImportRow = Record<string, unknown> & { id: string; etag: string; list: readonly unknown[] };

/** A list of a catalogue item, read and written with the item's rows. */
interface CatalogueLinks<Item> {
  field: string;
  read(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, Item[]>>;
  replace(tx: Db, companyId: string, lists: readonly { id: string; list: readonly Item[] }[]): Promise<void>;
}

interface CatalogueKindSpec<Item> {
  kind: CatalogueImportKind;
  table: CatalogueTargetTable;
  /** The column the item is matched by (its code or name: LIST_KINDS), unique among the company's live rows. */
  key: AnyPgColumn;
  links?: CatalogueLinks<Item>;
}

const pick = (source: Readonly<Record<string, unknown>>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/**
 * What the import does with one kind of catalogue item (docs/decisions/data-import-references.md): matched by
 * its code or name among live rows; its fields are its columns (the same names) and its list; undo archives an
 * added one, as the app's delete does.
 */
function catalogueKind<Item>(spec: CatalogueKindSpec<Item>): ImportKind<CatalogueImportRow> {
  const { table, links } = spec;
  const columns = IMPORT_FIELDS[spec.kind].filter((field) => field !== links?.field);
  const withLists = async (db: Db, companyId: string, found: readonly Record<string, unknown>[]) => {
    const rows = found as (Record<string, unknown> & { id: string; etag: string })[];
    const lists = links
      ? await links.read(
          db,
          companyId,
          rows.map((row) => row.id),
        )
      : new Map<string, Item[]>();
    return rows.map((row) => ({ ...row, list: lists.get(row.id) ?? [] }));
  };
  const listed = (row: CatalogueImportRow) => (links ? { [links.field]: row.list } : {});
  const importLinks: ImportLinks | undefined = links && {
    field: links.field,
    replace: (tx, companyId, lists) =>
      links.replace(
        tx,
        companyId,
        lists.map(({ id, list }) => ({ id, list: Array.isArray(list) ? (list as Item[]) : [] })),
      ),
  };
  return {
    kind: spec.kind,
    table,
    findByCodes: async (db, companyId, codes) =>
      withLists(db, companyId, await findLiveRows(db, table, spec.key, companyId, codes)),
    findByIds: async (db, companyId, ids) =>
      withLists(db, companyId, await findLiveRows(db, table, table.id, companyId, ids, true)),
    codeOf: (row) => String(row[LIST_KINDS[spec.kind].codeField]),
    fieldsOf: (row) => ({ ...pick(row, columns), ...listed(row) }),
    contentOf: (fields) => pick(fields, columns),
    snapshotOf: (row) => ({ ...pick(row, columns), ...listed(row) }),
    created: (stamp) => ({ archived: false, createdAt: stamp.updatedAt, updatedAt: stamp.updatedAt }),
    stampOf: (stamp) => ({ updatedAt: stamp.updatedAt }),
    removed: { archived: true },
    ...(importLinks && { links: importLinks }),
  };
}

/** The catalogue's kinds, in the order they are planned and written: each names only kinds before it. */
export const CATALOGUE_KINDS: Record<CatalogueImportKind, ImportKind<CatalogueImportRow>> = {
  site: catalogueKind({ kind: "site", table: sites, key: sites.code }),
  dimension: catalogueKind({ kind: "dimension", table: dimensions, key: dimensions.code }),
  componentOptionDefinition: catalogueKind({
    kind: "componentOptionDefinition",
    table: componentOptionDefinitions,
    key: componentOptionDefinitions.name,
  }),
  componentType: catalogueKind<TypeDefinitionItem>({
    kind: "componentType",
    table: componentTypes,
    key: componentTypes.name,
    links: { field: "componentOptionDefinitions", read: typeDefinitionLists, replace: replaceTypeDefinitionLists },
  }),
  componentPlacement: catalogueKind<PlacementTypeItem>({
    kind: "componentPlacement",
    table: componentPlacements,
    key: componentPlacements.code,
    links: { field: "componentTypes", read: placementTypeLists, replace: replacePlacementTypeLists },
  }),
};

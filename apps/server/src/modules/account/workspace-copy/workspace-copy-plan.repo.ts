import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { componentGenerators } from "../../../db/schema/component-generators";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentOptions } from "../../../db/schema/component-options";
import { componentPackages } from "../../../db/schema/component-packages";
import { componentPlacements, componentPlacementTypes } from "../../../db/schema/component-placements";
import { componentTypeDefinitions, componentTypes } from "../../../db/schema/component-types";
import { components } from "../../../db/schema/components";
import { dimensions } from "../../../db/schema/dimensions";
import { productVersions } from "../../../db/schema/product-versions";
import { products } from "../../../db/schema/products";
import { sites } from "../../../db/schema/sites";
import { type IdMap, remapJoinedIds } from "./id-remap";

/** A row as the database gives it as JSON: values by column name. */
export type CopiedRow = Record<string, unknown>;

/** One table of a workspace copy. */
export interface CopyStep {
  table: PgTable;
  /** How log lines and messages name its rows. */
  label: { one: string; many: string };
  /** A column naming another row of the same table: set once all the table's rows are in. */
  selfReference?: AnyPgColumn;
  /** Rewrites values that hold ids in a form the generic remapping does not see (after it ran). */
  rewrite?: (row: CopiedRow, ids: IdMap) => CopiedRow;
}

const optionKey = components.optionKey.name;

/**
 * The company-owned tables of the catalogue and products areas, parents before children: a copy removes
 * the target's rows in the reverse order and inserts the source's in this one. What is left out, and why,
 * is in docs/decisions/server-workspace-copy.md.
 */
export const COPY_PLAN: readonly CopyStep[] = [
  { table: sites, label: { one: "site", many: "sites" } },
  { table: dimensions, label: { one: "dimension", many: "dimensions" } },
  { table: componentOptionDefinitions, label: { one: "option definition", many: "option definitions" } },
  { table: componentOptions, label: { one: "option", many: "options" } },
  { table: componentTypes, label: { one: "component type", many: "component types" } },
  {
    table: componentTypeDefinitions,
    label: { one: "definition of a component type", many: "definitions of component types" },
  },
  { table: componentPlacements, label: { one: "placement", many: "placements" } },
  { table: componentPlacementTypes, label: { one: "type of a placement", many: "types of placements" } },
  { table: products, label: { one: "product", many: "products" }, selfReference: products.parentProductId },
  {
    table: productVersions,
    label: { one: "version", many: "versions" },
    selfReference: productVersions.parentVersionId,
  },
  { table: componentPackages, label: { one: "package", many: "packages" } },
  { table: componentGenerators, label: { one: "component rule", many: "component rules" } },
  {
    table: components,
    label: { one: "component", many: "components" },
    rewrite: (row, ids) => ({ ...row, [optionKey]: remapJoinedIds(String(row[optionKey]), ids) }),
  },
];

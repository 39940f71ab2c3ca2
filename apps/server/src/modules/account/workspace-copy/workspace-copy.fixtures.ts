import type { ComponentPlacementList } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { Version, VersionList } from "@atelier/domain/product/version.schema";
import { getTableConfig } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import {
  createComponentOption,
  createDimension,
  createOptionDefinition,
  createPackageRow,
  createSite,
} from "../../../../test/catalogue-factories";
import {
  addMember,
  createApiKey,
  createCompanyWithEveryRole,
  createProduct,
  createVersion,
} from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import { createPlacementRow } from "../../product/component/component.fixtures";
import { ruleScene, savedOf } from "../../product/component-rule/component-rule.fixtures";
import { readRows } from "./workspace-copy.repo";
import { COPY_PLAN, type CopiedRow } from "./workspace-copy-plan.repo";

/**
 * The source: the rule scene (ruleScene) with its rule's components generated, a site, a dimension, an
 * option whose settings name other rows, an archived option, a product whose parent and mixin is the
 * scene's product, v2 with groups and views on the placement, and v3 branched from v2. The target: a
 * company with its own product, version, package, site, definition, option and placement. The scene's
 * administrator is an administrator of both; `source` and `target` are Administrator API keys' clients.
 */
export async function copyScene(t: Pick<TestApp, "app" | "db">) {
  const scene = await ruleScene(t);
  const { company, client, product, v2, placement, definitions, options } = scene;
  savedOf(await client.post(scene.path, scene.input({ font: [options.serif.id] })), 201);
  const site = await createSite(t.db, company, { code: "web" });
  await createDimension(t.db, company, { code: "WEIGHT" });
  await createComponentOption(t.db, company, {
    code: "MONOGRAM",
    componentOptionDefinitionId: definitions.font.id,
    settings: {
      variables: [
        {
          code: "colour",
          name: "Colour",
          order: 0,
          componentOptionDefinitionId: definitions.color.id,
          defaultValueId: options.red.id,
        },
      ],
      addProducts: [scene.sibling.id],
      inactivePerSite: [{ siteCode: site.code, inactive: true, activeFrom: null, inventory: null }],
    },
  });
  await createComponentOption(t.db, company, { code: "RETIRED", archived: true });
  await createProduct(t.db, company, {
    name: "Kid Sneaker",
    styleCode: "SNK-KID",
    parentProductId: product.id,
    settings: { parentProducts: [{ parentProductId: product.id }] },
  });
  const versionPath = `product/${product.id}/version/${v2.id}`;
  const placed = { componentPlacementId: placement.componentPlacementId };
  const saved = await client.put(versionPath, {
    etag: v2.etag,
    name: "Spring",
    componentGroups: [{ temporaryId: "g1", name: "Upper", componentPlacements: [placed] }],
    imageViews: [{ temporaryId: "v1", name: "Front", code: "front", componentPlacements: [placed] }],
    componentStatusesJson: { "U-LEA-0f00!": { available: false } },
  });
  expect(saved.status).toBe(200);
  expect((await client.post(`product/${product.id}/version`, { parentVersionId: v2.id })).status).toBe(201);

  const target = await createCompanyWithEveryRole(t.db);
  const targetProduct = await createProduct(t.db, target.company, { name: "Old Boot", styleCode: "BOOT-1" });
  const targetVersion = await createVersion(t.db, targetProduct, 1, { active: true });
  await createPackageRow(t.db, target.company, targetVersion.id, "Old laces");
  await createSite(t.db, target.company, { code: "web" });
  const targetDefinition = await createOptionDefinition(t.db, target.company, { name: "Color" });
  await createComponentOption(t.db, target.company, {
    code: "RED",
    componentOptionDefinitionId: targetDefinition.id,
  });
  await createPlacementRow(t.db, target.company.id, "UP");
  await addMember(t.db, target.company, scene.admin.id, ["Administrator"]);

  const keyOf = async (of: typeof company) =>
    apiClient(t.app, { authorization: (await createApiKey(t.db, of, ["Administrator"])).authorization });
  return { ...scene, target, targetProduct, source: await keyOf(company), targetClient: await keyOf(target.company) };
}

/** The company's rows of every table of the copy, as JSON, by table name. */
export async function companyRows(db: Db, companyId: string): Promise<Record<string, CopiedRow[]>> {
  const all: Record<string, CopiedRow[]> = {};
  for (const step of COPY_PLAN) {
    all[getTableConfig(step.table).name] = await readRows(db, step.table, companyId);
  }
  return all;
}

/** The ids of rows (the `id` column) in `rows`. */
export function idsIn(rows: Record<string, CopiedRow[]>): string[] {
  return Object.values(rows).flatMap((table) => table.flatMap((row) => (typeof row.id === "string" ? [row.id] : [])));
}

/** `value` with each string (or comma-joined list of strings) found in `map` replaced, and lists re-sorted. */
function translate(value: unknown, map: (text: string) => string | undefined): unknown {
  const text = (item: string) => {
    const parts = item.split(",");
    if (parts.length > 1 && parts.every((part) => map(part) !== undefined)) {
      return parts
        .map((part) => map(part))
        .sort()
        .join(",");
    }
    return map(item) ?? item;
  };
  if (typeof value === "string") return text(value);
  if (Array.isArray(value)) return value.map((item) => translate(item, map));
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== "etag" && key !== "company_id") copy[text(key)] = translate(item, map);
  }
  return copy;
}

/**
 * Which source row each target row is a copy of: rows are paired by their content with every known id
 * replaced by one placeholder (contents are unique in the scene; a tie fails the test).
 */
export function pairCopies(source: Record<string, CopiedRow[]>, target: Record<string, CopiedRow[]>) {
  const known = new Set([...idsIn(source), ...idsIn(target)]);
  const blind = (row: CopiedRow) => JSON.stringify(translate(row, (text) => (known.has(text) ? "<id>" : undefined)));
  const sourceIdOf = new Map<string, string>();
  for (const [table, rows] of Object.entries(source)) {
    const byContent = new Map<string, string>();
    for (const row of rows) {
      if (typeof row.id !== "string") continue;
      expect(byContent.has(blind(row)), `two ${table} rows alike`).toBe(false);
      byContent.set(blind(row), row.id);
    }
    for (const row of target[table] ?? []) {
      const original = byContent.get(blind(row));
      if (typeof row.id === "string" && original) sourceIdOf.set(row.id, original);
    }
  }
  /** A target value with its ids turned into the source's (etags and company ids left out). */
  const asSource = (value: unknown) => translate(value, (text) => sourceIdOf.get(text));
  const withoutStamps = (value: unknown) => translate(value, () => undefined);
  return { sourceIdOf, asSource, withoutStamps };
}

/** Rows sorted by their JSON, so that two tables compare whatever their order. */
export function sortedRows(rows: readonly unknown[]): unknown[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function bodyOf<T>(client: ApiClient, path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

/** The workspace as its API shows it: catalogue lists, products, versions (expanded), packages, rules, components. */
export async function readWorkspace(client: ApiClient) {
  const placements = await bodyOf<ComponentPlacementList>(client, "componentplacement");
  const products = await bodyOf<ProductList>(client, "product?take=1000");
  const versions: unknown[] = [];
  for (const { productId } of products.products) {
    for (const { versionId } of (await bodyOf<VersionList>(client, `product/${productId}/version`)).versions) {
      const path = `product/${productId}/version/${versionId}`;
      const packages = await bodyOf<ComponentPackageList>(client, `${path}/package`);
      versions.push({
        version: await bodyOf<Version>(client, `${path}?expand=componentgroups`),
        packages,
        rules: await Promise.all(
          packages.componentPackages.map((pack) =>
            bodyOf(client, `${path}/package/${pack.componentPackageId}/generator`),
          ),
        ),
        components: await bodyOf(client, `${path}/component?take=1000`),
      });
    }
  }
  return {
    sites: await bodyOf(client, "site"),
    dimensions: await bodyOf(client, "dimension"),
    definitions: await bodyOf(client, "componentoptiondefinition"),
    options: await bodyOf(client, "componentoption?take=1000"),
    types: await bodyOf(client, "componenttype"),
    placements,
    placementOptions: await Promise.all(
      placements.componentPlacements.map((item) =>
        bodyOf(client, `componentplacement/${item.componentPlacementId}/options`),
      ),
    ),
    products,
    versions,
  };
}

import { randomUUID } from "node:crypto";
import type { PlacementUsage } from "@atelier/domain/catalogue/component-placement.schema";
import {
  createComponentOption,
  createDefinitionForOptions,
  createPackageRow,
  createRuleWithComponents,
} from "../../../../test/catalogue-factories";
import type { Db } from "../../../db/client";
import { componentPlacements } from "../../../db/schema/component-placements";
import { versionScene } from "../version/version.fixtures";

/** A placement of the company, written straight to the database. */
export async function createPlacementRow(db: Db, companyId: string, code: string, usage: PlacementUsage = "Standard") {
  const [row] = await db
    .insert(componentPlacements)
    .values({ companyId, name: `${code} placement`, code, usage })
    .returning();
  if (!row) throw new Error("placement insert returned no row");
  return row;
}

/**
 * The version scene (versionScene) with components: in v2 of the product, a package whose rule made
 * components of the 'UPPER' placement from a Color and a Material option, and another package's rule
 * with one component; in the other company, a component of its own.
 */
export async function componentScene(db: Db) {
  const scene = await versionScene(db);
  const { company, product, v2 } = scene;
  const upper = await createPlacementRow(db, company.id, "UPPER");
  const color = await createDefinitionForOptions(db, company);
  const red = await createComponentOption(db, company, {
    code: `RED-${randomUUID().slice(0, 6)}`,
    name: "Red",
    componentOptionDefinitionId: color.id,
    settings: { assetsJson: [{ id: "a1", frame: null, asset: "red-swatch", type: "Asset" }] },
  });
  const leather = await createComponentOption(db, company, {
    code: `LEATHER-${randomUUID().slice(0, 6)}`,
    name: "Leather",
  });
  const pack = await createPackageRow(db, company, v2.id, "Colours");
  const ids = { productId: product.id, versionId: v2.id, packageId: pack.id, placementId: upper.id };
  const made = await createRuleWithComponents(db, company, ids, [
    { code: "UP-red-leather", optionIds: [leather.id, red.id] },
    { code: "UP-Blue_50%", optionIds: ["x1"] },
    { code: "UP-blue-suede", optionIds: ["x2"], unavailable: true },
    { code: "up-RED-suede", optionIds: ["x3"] },
  ]);
  const extraPack = await createPackageRow(db, company, v2.id, "Extras");
  const extra = await createRuleWithComponents(db, company, { ...ids, packageId: extraPack.id }, [
    { code: "UP-extra", optionIds: ["x4"] },
  ]);

  const otherPlacement = await createPlacementRow(db, scene.otherProduct.companyId, "UPPER");
  const otherPack = await createPackageRow(db, { id: scene.otherProduct.companyId }, scene.otherVersion.id);
  const other = await createRuleWithComponents(
    db,
    { id: scene.otherProduct.companyId },
    {
      productId: scene.otherProduct.id,
      versionId: scene.otherVersion.id,
      packageId: otherPack.id,
      placementId: otherPlacement.id,
    },
    [{ code: "UP-red-other" }],
  );
  const byCode = (code: string) => {
    const row = [...made.components, ...extra.components].find((item) => item.code === code);
    if (!row) throw new Error(`no component ${code}`);
    return row;
  };
  return {
    ...scene,
    upper,
    color,
    red,
    leather,
    pack,
    extraPack,
    rule: made.rule,
    byCode,
    otherComponent: other.components[0],
    base: `product/${product.id}/version/${v2.id}/component`,
  };
}

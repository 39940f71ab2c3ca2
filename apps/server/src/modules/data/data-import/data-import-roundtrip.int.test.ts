import type { ComponentOptionExportDocument } from "@atelier/domain/catalogue/component-option.schema";
import type { DataImport } from "@atelier/domain/data/data-import.schema";
import type { ProductExportDocument } from "@atelier/domain/product/export.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import { describe, expect, it } from "vitest";
import { createSite, optionDefinitionInput, optionInput } from "../../../../test/catalogue-factories";
import { productInput } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { applyFeed, dryRun, type ImportScene, importScene } from "./data-import.fixtures";

const t = useTestApp();

const optionCodes = ["RT-RED", "RT-BLUE", "RT-GREEN"];

/** Options with many fields set, none naming anything outside themselves (so they import into any company). */
async function addPortableOptions(scene: ImportScene): Promise<void> {
  for (const [index, code] of optionCodes.entries()) {
    const res = await scene.admin.post(
      "componentoption",
      optionInput({
        code,
        name: `Colour ${index}`,
        description: "A colour",
        otherCodes: [`${code}-OLD`],
        sku: `SKU-${index}`,
        tags: ["colour", `c${index}`],
        topTags: ["top"],
        explicitOrder: index === 1 ? 5 : null,
        quantityMultiplier: 2,
        customAttributesJson: [{ id: `attr-${index}`, name: "shade", value: index }],
        notes: "Kept",
      }),
    );
    expect(res.status).toBe(201);
  }
}

const exportOptions = async (scene: ImportScene) =>
  (await scene.admin.post("componentoption/export", { codes: optionCodes })).body as ComponentOptionExportDocument;

/** The document without what the target workspace sets itself: ids, etags, times (docs/decisions/data-import-round-trip.md). */
function portable(document: ComponentOptionExportDocument) {
  return document.componentOptions.map(
    ({ componentOptionId: _id, etag: _etag, created: _created, lastUpdated: _updated, ...fields }) => fields,
  );
}

describe("an export imports back", () => {
  it("into the same company: every option and product is unchanged", async () => {
    const scene = await importScene(t);
    await createSite(t.db, scene.company, { code: "EU" });
    const definition = await scene.admin.post("componentoptiondefinition", optionDefinitionInput());
    const definitionId = (definition.body as { componentOptionDefinitionId: string }).componentOptionDefinitionId;
    await addPortableOptions(scene);
    await scene.admin.post(
      "componentoption",
      optionInput({
        code: "RT-BASED",
        componentOptionDefinitionId: definitionId,
        inactivePerSite: [{ siteCode: "EU", inactive: true }],
      }),
    );
    const parent = (await scene.admin.post("product", productInput({ styleCode: "RT-PARENT" }))).body as Product;
    const child = (
      await scene.admin.post(
        "product",
        productInput({
          styleCode: "RT-CHILD",
          parentProductId: parent.productId,
          parentProducts: [{ parentProductId: parent.productId }],
          tags: ["kids"],
          sites: ["EU"],
        }),
      )
    ).body as Product;
    const options = (await scene.admin.post("componentoption/export", { codes: [...optionCodes, "RT-BASED"] }))
      .body as ComponentOptionExportDocument;
    const products = (
      await scene.admin.post("product/export/full", {
        ids: [child.productId, parent.productId],
        dependenciesType: "Packages",
      })
    ).body as ProductExportDocument;

    const optionFeed = await dryRun(scene, JSON.stringify(options, null, 4));
    expect(optionFeed.summary?.componentOption).toEqual({ added: 0, changed: 0, unchanged: 4, refused: 0 });
    const productFeed = await dryRun(scene, JSON.stringify(products, null, 4));
    expect(productFeed).toMatchObject({ status: "Success", format: "atelier.products", canApply: false });
    expect(productFeed.summary?.product).toEqual({ added: 0, changed: 0, unchanged: 2, refused: 0 });
  });

  it("into an empty company: all added, and exporting again answers the same document but for ids, etags and times", async () => {
    const source = await importScene(t);
    await addPortableOptions(source);
    const exported = await exportOptions(source);
    const target = await importScene(t);
    const feed = await dryRun(target, JSON.stringify(exported, null, 4));
    expect(feed.summary?.componentOption).toEqual({ added: 3, changed: 0, unchanged: 0, refused: 0 });
    const applied: DataImport = await applyFeed(target, feed);
    expect(applied.stage).toBe("Applied");
    const again = await exportOptions(target);
    expect(portable(again)).toEqual(portable(exported));
    expect(again.componentOptions.map((option) => option.componentOptionId)).not.toEqual(
      exported.componentOptions.map((option) => option.componentOptionId),
    );
  });
});

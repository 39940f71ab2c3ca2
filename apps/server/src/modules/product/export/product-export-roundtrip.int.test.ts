import { ProductExportDocument } from "@atelier/domain/product/export.schema";
import { EXPORT_JSON_INDENT } from "@atelier/domain/product/export-file-names";
import { ComponentPackageInput } from "@atelier/domain/product/package.schema";
import { type Product, ProductCreateInput, ProductFields } from "@atelier/domain/product/product.schema";
import { type Version, type VersionFields, VersionUpdateInput } from "@atelier/domain/product/version.schema";
import { describe, expect, it } from "vitest";
import { createSite } from "../../../../test/catalogue-factories";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { addReferenceData } from "../../data/reference-data/reference-data.fixtures";
import { createPlacementFor, fullVersionInput, newPackagesInput } from "../version/version.fixtures";

const t = useTestApp();

/** A product with every field set (links to two products made first). */
function fullProductInput(parentId: string, mixinId: string, referenceDataId: string): ProductCreateInput {
  return {
    name: "Court Sneaker",
    styleCode: "SNK-RT-1",
    description: "Low-top leather sneaker.",
    assistantDescription: "A classic court shoe; suggest pastel uppers in spring.",
    notes: "Check the gum sole supplier before the summer drop.",
    mixinOnly: false,
    navigable: false,
    tags: ["footwear", "leather"],
    productType: "ThreeD",
    collectAnalytics: true,
    collectStandardAnalytics: true,
    collectDeviceBasicAnalytics: true,
    collectDeviceMoreAnalytics: true,
    collectDeviceDimensionsAnalytics: true,
    collectDataLayer: "sneaker_configured",
    imageProvider: "cdn",
    imageRootUrl: "https://images.example.test/",
    imageCacheId: "cache-7",
    imageHighlightedSuffix: "-hl",
    imageSelectedSuffix: "-sel",
    imageNameFormat: [
      { type: "static", text: "snk" },
      { type: "view" },
      { type: "code" },
      { type: "placementless-code" },
      { type: "frame", width: 4 },
      { type: "template", text: "{view}-{code}" },
    ],
    inactive: true,
    activeFrom: "2026-03-01T09:00:00.000Z",
    inventory: 120,
    inactivePerSite: [{ siteCode: "eu", inactive: true, activeFrom: "2026-04-01T00:00:00.000Z", inventory: 5 }],
    sites: ["eu", "us"],
    parentProductId: parentId,
    parentProducts: [{ parentProductId: mixinId }],
    productReferenceDatas: [{ referenceDataId, usage: "Frontend" }],
    customAttributesJson: [{ id: "a1", name: "badge", value: "new" }],
  };
}

/** What an import reads back from the document as product fields (names shown beside ids are not input). */
function productFieldsOf(product: Product) {
  const picked = Object.fromEntries(
    Object.keys(ProductFields.shape).map((key) => [key, product[key as keyof Product]]),
  );
  const fields = ProductCreateInput.parse(picked);
  return {
    ...fields,
    parentProducts: fields.parentProducts.map(({ parentProductId }) => ({ parentProductId, parentProductName: "" })),
    productReferenceDatas: fields.productReferenceDatas.map((item) => ({ ...item, referenceDataName: null })),
  };
}

/** Version content without the ids a save gives to new groups and views. */
function withoutItemIds(content: ReturnType<typeof VersionFields.parse>) {
  return {
    ...content,
    componentGroups: content.componentGroups.map(({ componentGroupId, temporaryId, ...group }) => group),
    imageViews: content.imageViews.map(({ imageViewId, temporaryId, ...view }) => view),
  };
}

describe("export round trip", () => {
  it("holds every field needed to recreate the product, its version and its packages", async () => {
    const { admin, company } = await createCompanyWithEveryRole(t.db);
    for (const code of ["eu", "us"]) await createSite(t.db, company, { code });
    const client = await signedIn(t.app, admin);
    const make = async (body: ProductCreateInput) => ((await client.post("product", body)).body as Product).productId;
    const parentId = await make({ name: "Sneaker base", styleCode: "SNK-BASE" });
    const mixinId = await make({ name: "Laces", styleCode: "MIX-LACES", mixinOnly: true });
    const translations = await addReferenceData(client, "Mapping", { name: "Translations" });
    const productInput = fullProductInput(parentId, mixinId, translations.referenceDataId);
    const created = await client.post("product", productInput);
    expect(created.status).toBe(201);
    const productId = (created.body as Product).productId;
    const added = (await client.post(`product/${productId}/version`, {})).body as Version;
    const versionPath = `product/${productId}/version/${added.versionId}`;
    const versionInput = fullVersionInput(added.etag, await createPlacementFor(t.db, company));
    expect((await client.put(versionPath, { ...versionInput, active: true })).status).toBe(200);
    expect((await client.put(`${versionPath}/package`, newPackagesInput())).status).toBe(200);

    const res = await client.get(`product/${productId}/export?versionId=${added.versionId}&kind=ProductWithPackages`);
    expect(res.status).toBe(200);
    // As the web app writes the file and an import reads it back.
    const file = JSON.stringify(res.body, null, EXPORT_JSON_INDENT);
    const document = ProductExportDocument.parse(JSON.parse(file));
    const [exported] = document.products;
    if (!exported) throw new Error("no product exported");

    expect(productFieldsOf(exported.product)).toEqual(ProductCreateInput.parse(productInput));
    expect(exported.product.parentProductName).toBe("Sneaker base");
    expect(exported.product.productReferenceDatas[0]?.referenceDataName).toBe("Translations");
    expect(exported.product.productStatus).toBe("Development");

    const [entry] = exported.versions;
    if (!entry) throw new Error("no version exported");
    const { etag, active, ...sent } = VersionUpdateInput.parse(versionInput);
    const rebuilt = VersionUpdateInput.parse({ ...entry.version, etag: "from-file" });
    const { etag: _etag, active: _active, ...read } = rebuilt;
    expect(withoutItemIds(read)).toEqual(withoutItemIds(sent));
    expect(entry.version).toMatchObject({ code: 1, active: true, parentVersionId: null });

    const asInput = (item: ComponentPackageInput, index: number) =>
      ComponentPackageInput.parse({
        ...item,
        componentPackageId: undefined,
        etag: undefined,
        temporaryId: `t${index}`,
      });
    expect((entry.componentPackages ?? []).map(asInput)).toEqual(newPackagesInput().componentPackages.map(asInput));
  });
});

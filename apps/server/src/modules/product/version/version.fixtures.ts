import type { ComponentPackagesUpdateInput } from "@atelier/domain/product/package.schema";
import type { VersionUpdateInput } from "@atelier/domain/product/version.schema";
import { createPlacement } from "../../../../test/catalogue-factories";
import { createCompanyWithEveryRole, createProduct, createVersion } from "../../../../test/factories";
import type { Db } from "../../../db/client";
import type { CompanyRow } from "../../../db/schema/companies";

/** A small image mapping file as the version editor uploads it. */
export const MAPPING_CSV = "view,component,image\nfront,red-upper,front-red.png\n";
export const MAPPING_BASE64 = Buffer.from(MAPPING_CSV).toString("base64");

/**
 * A version save with every field filled in; new groups and views carry temporary ids, and name the
 * placement `placementId` (one of the company's: see `createPlacementFor`).
 */
export function fullVersionInput(etag: string, placementId: string): VersionUpdateInput {
  return {
    etag,
    name: "Summer drop",
    description: "Mesh panels and bright laces.",
    imageRootUrl: "https://images.example.test/sneaker",
    imageCacheId: "cache-42",
    customAttributesJson: [
      { id: "a1", name: "theme", value: "summer" },
      { id: "a2", name: "weight", value: 12 },
      { id: "a3", name: "note.hidden", value: null },
    ],
    priceJson: [
      { id: "p1", currencyCode: "USD", value: 89.99, breakpoint: null },
      { id: "p2", currencyCode: "EUR", value: 84.5, breakpoint: 10 },
    ],
    componentGroups: [
      {
        temporaryId: "tmp-group-1",
        name: "Upper",
        code: "upper",
        explicitOrder: 1,
        customAttributesJson: [{ id: "g1", name: "icon", value: "shoe" }],
        componentPlacements: [
          {
            componentPlacementId: placementId,
            hidden: false,
            locked: true,
            synchronizationKey: "colour",
            quantityMultiplier: 2,
            customAttributesJson: [],
          },
        ],
      },
      { temporaryId: "tmp-group-2", name: "Laces", code: "laces", explicitOrder: null },
    ],
    imageViews: [
      { temporaryId: "tmp-view-1", name: "Front", code: "front", viewType: "Single", frameLow: 0 },
      {
        temporaryId: "tmp-view-2",
        name: "Spin",
        code: "spin",
        viewType: "Range",
        frameLow: 0,
        frameHigh: 35,
        bakedFrame: 12,
        bakeInRecipe: true,
        variants: [{ id: "v1", code: "night", suffix: "-night" }],
        componentPlacements: [{ componentPlacementId: placementId, hidden: true, customAttributesJson: [] }],
      },
      { temporaryId: "tmp-view-3", name: "Studio camera", code: "cam", viewType: "Camera", frameLow: 3 },
    ],
    noSiblingRules: true,
    combineOnlyWhen: true,
    rulesJson: [
      { id: "r1", type: "AlwaysOn", description: "Laces always on", target: ["laces"] },
      { id: "r2", type: "BlockedIfAny", source: ["mesh"], target: ["leather"], except: ["premium"] },
      { id: "r3", type: "Coded", description: "Gum sole with pastel", code: "IF TAGGED(pastel) THEN ALLOW(gum) END" },
    ],
    initialConfigurationsJson: [{ placement: "upper", component: "red-upper" }],
    componentStatusesJson: { "red-upper": { available: true } },
    imageMappingSource: MAPPING_BASE64,
    imageMappingFile: "mapping.csv",
    imageMappingFileMimeType: "text/csv",
  };
}

/** Two packages as the Packages screen sends new ones. */
export function newPackagesInput(): ComponentPackagesUpdateInput {
  return {
    componentPackages: [
      {
        temporaryId: "tmp-pack-1",
        name: "Premium laces",
        description: "Waxed laces in three colours.",
        basePriceJson: [{ id: "b1", currencyCode: "USD", value: 5, breakpoint: null }],
        packagePriceJson: [{ id: "k1", currencyCode: "USD", value: 12.5, breakpoint: null }],
        customAttributesJson: [{ id: "c1", name: "badge", value: "new" }],
      },
      { temporaryId: "tmp-pack-2", name: "Gift box" },
    ],
  };
}

/** A placement of `company`, written straight to the database: the id a version's groups and views name. */
export async function createPlacementFor(db: Db, company: Pick<CompanyRow, "id">): Promise<string> {
  return (await createPlacement(db, company)).id;
}

/**
 * A company with every role, a product and versions 1 (active) and 2, a placement of the company, and a
 * second company's product and version.
 */
export async function versionScene(db: Db) {
  const roles = await createCompanyWithEveryRole(db);
  const product = await createProduct(db, roles.company, { name: "Court Sneaker", styleCode: "SNK-1" });
  const v1 = await createVersion(db, product, 1, { name: "Launch", active: true });
  const v2 = await createVersion(db, product, 2, { name: "Spring" });
  const otherRoles = await createCompanyWithEveryRole(db);
  const otherProduct = await createProduct(db, otherRoles.company);
  const otherVersion = await createVersion(db, otherProduct, 1);
  const sibling = await createProduct(db, roles.company);
  const siblingVersion = await createVersion(db, sibling, 1);
  const placementId = await createPlacementFor(db, roles.company);
  return { ...roles, product, v1, v2, placementId, otherProduct, otherVersion, sibling, siblingVersion };
}

import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { idText, storable } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { PriceList } from "../shared/price.schema";

export const NO_PACKAGES_YET = "There are no packages defined for this version yet.";
export const SAVE_PACKAGES_FIRST = "Save packages to add component rules...";

/** A component package of a version (spec part 1 section 3, "Component package"). */
export const ComponentPackage = z.object({
  componentPackageId: z.string(),
  etag: z.string(),
  name: z.string(),
  description: z.string(),
  basePriceJson: PriceList,
  packagePriceJson: PriceList,
  customAttributesJson: CustomAttributeList,
  archived: z.boolean(),
  /** How many component rules the package holds. */
  componentGeneratorsCount: z.number().int(),
});
export type ComponentPackage = z.infer<typeof ComponentPackage>;

/**
 * One package as the Packages screen sends it: a saved one by its id and etag, a new one by a
 * temporary id. `archived: true` removes it from the screen (it stays stored, archived).
 */
export const ComponentPackageInput = z
  .object({
    componentPackageId: idText("Package").min(1).optional(),
    temporaryId: idText().min(1).optional(),
    etag: idText("Etag").optional(),
    name: storable("Package name").trim().min(1, { error: "Package name is required." }).max(200),
    description: storable("Description").trim().max(TEXT_MAX.description).default(""),
    basePriceJson: PriceList.default([]),
    packagePriceJson: PriceList.default([]),
    customAttributesJson: CustomAttributeList.default([]),
    archived: z.boolean().default(false),
  })
  .refine((input) => (input.componentPackageId === undefined) !== (input.temporaryId === undefined), {
    error: "A package has either its id or a temporary id.",
  })
  .refine((input) => input.componentPackageId === undefined || input.etag !== undefined, {
    error: "A saved package needs its etag.",
    path: ["etag"],
  });
export type ComponentPackageInput = z.input<typeof ComponentPackageInput>;

/** `PUT product/{id}/version/{versionId}/package`: every package shown, plus the archived ones. */
export const ComponentPackagesUpdateInput = z.object({
  componentPackages: z.array(ComponentPackageInput).max(500),
});
export type ComponentPackagesUpdateInput = z.input<typeof ComponentPackagesUpdateInput>;

/** The non-archived packages of a version; after a save, each temporary id with the id it got. */
export const ComponentPackageList = z.object({
  componentPackages: z.array(ComponentPackage),
  savedIds: z.array(z.object({ temporaryId: z.string(), componentPackageId: z.string() })).optional(),
});
export type ComponentPackageList = z.infer<typeof ComponentPackageList>;

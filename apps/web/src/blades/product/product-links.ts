import type { PackageIds } from "../../api/product/component-rule";
import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";
import { idsCodec, idsWithTailCodec } from "../../app/workspace/item-id";

/** The item id of a version's blades (the editor, its rules, views, groups, packages): `productId~versionId`. */
export const versionIds = idsCodec("productId", "versionId");
export type VersionIds = NonNullable<ReturnType<typeof versionIds.decode>>;

/** A package's rule table and a new rule of it: `productId~versionId~componentPackageId`. */
export const packageIds = idsCodec("productId", "versionId", "componentPackageId");

/** The rule editor in mode edit: the package's ids, then the rule's id. */
export const ruleIds = idsCodec("productId", "versionId", "componentPackageId", "componentGeneratorId");

/** The Components blade: the version's ids, then the search text when there is one (it may hold `~`). */
export const componentSearch = idsWithTailCodec(["productId", "versionId"], "filter");
export type ComponentSearchParams = NonNullable<ReturnType<typeof componentSearch.decode>>;

/** The component editors (image and 3D): `productId~versionId~componentId`. */
export const componentIds = idsCodec("productId", "versionId", "componentId");
export type ComponentIds = NonNullable<ReturnType<typeof componentIds.decode>>;

interface ProductId {
  productId: string;
}

/** The typed links of the product area's blades. */
export const productLinks = {
  products: (): BladeLink => bladeLink("Products", "list"),
  newProduct: (): BladeLink => bladeLink("EditProduct", "new"),
  editProduct: ({ productId }: ProductId): BladeLink => bladeLink("EditProduct", "edit", productId),
  versions: ({ productId }: ProductId): BladeLink => bladeLink("Versions", "list", productId),
  gallery: ({ productId }: ProductId): BladeLink => bladeLink("EditGallery", "edit", productId),
  editVersion: (ids: VersionIds): BladeLink => bladeLink("EditVersion", "edit", versionIds.encode(ids)),
  editVersionRules: (ids: VersionIds): BladeLink => bladeLink("EditVersionRules", "edit", versionIds.encode(ids)),
  editVersionViews: (ids: VersionIds): BladeLink => bladeLink("EditVersionViews", "edit", versionIds.encode(ids)),
  editVersionGroups: (ids: VersionIds): BladeLink => bladeLink("EditVersionGroups", "edit", versionIds.encode(ids)),
  editPackages: (ids: VersionIds): BladeLink => bladeLink("EditPackages", "edit", versionIds.encode(ids)),
  componentRules: (ids: PackageIds): BladeLink => bladeLink("EditComponents", "edit", packageIds.encode(ids)),
  newComponentRule: (ids: PackageIds): BladeLink => bladeLink("EditComponentGenerator", "new", packageIds.encode(ids)),
  editComponentRule: (ids: PackageIds & { componentGeneratorId: string }): BladeLink =>
    bladeLink("EditComponentGenerator", "edit", ruleIds.encode(ids)),
  components: (search: ComponentSearchParams): BladeLink =>
    bladeLink("Components", "list", componentSearch.encode(search)),
  editComponent: (ids: ComponentIds): BladeLink => bladeLink("EditComponent", "edit", componentIds.encode(ids)),
  editThreeComponent: (ids: ComponentIds): BladeLink =>
    bladeLink("EditThreeComponent", "edit", componentIds.encode(ids)),
  pickReferenceDatas: (): BladeLink => bladeLink("PickReferenceDatas", "pick"),
};

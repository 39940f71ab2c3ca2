import { bladeKind } from "../../app/workspace/blade-kind";

/** The product area's blade kinds (spec part 1, 2.2): products, versions and their parts, components. */
export const PRODUCT_BLADES = {
  Products: bladeKind("Products", { size: "large", singleton: true }),
  EditProduct: bladeKind("Product", { size: "large" }),
  Versions: bladeKind("Versions", { size: "medium" }),
  EditVersion: bladeKind("Version", { size: "xxlarge", outline: true }),
  EditVersionRules: bladeKind("Version Rules", { size: "xxxlarge", outline: true }),
  EditVersionViews: bladeKind("Version Views", { size: "xxlarge", outline: true }),
  EditVersionGroups: bladeKind("Version Groups", { size: "xxlarge", outline: true }),
  EditPackages: bladeKind("Packages", { size: "xlarge" }),
  Components: bladeKind("Components", { size: "large" }),
  EditComponents: bladeKind("Component Rules", { size: "xxlarge" }),
  EditComponentGenerator: bladeKind("Component Rule", { size: "xlarge" }),
  EditComponent: bladeKind("Component", { size: "xlarge" }),
  EditThreeComponent: bladeKind("3D Component", { size: "xxlarge" }),
};

export type ProductBladeKind = keyof typeof PRODUCT_BLADES;

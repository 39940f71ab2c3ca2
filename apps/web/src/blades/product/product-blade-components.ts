import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { ProductBladeKind } from "./product-blades";

/** The components of the product area's blade kinds (product-blades.ts), each loaded on its first open. */
export const PRODUCT_BLADE_COMPONENTS = {
  Products: lazyBlade(() => import("./products/products.blade").then((m) => m.ProductsBlade)),
  EditProduct: lazyBlade(() => import("./product-editor/edit-product.blade").then((m) => m.EditProductBlade)),
  Versions: lazyBlade(() => import("./versions/versions.blade").then((m) => m.VersionsBlade)),
  EditVersion: lazyBlade(() => import("./versions/edit-version.blade").then((m) => m.EditVersionBlade)),
  EditVersionRules: lazyBlade(() =>
    import("./version-rules/edit-version-rules.blade").then((m) => m.EditVersionRulesBlade),
  ),
  EditVersionViews: lazyBlade(() =>
    import("./version-parts/edit-version-views.blade").then((m) => m.EditVersionViewsBlade),
  ),
  EditVersionGroups: lazyBlade(() =>
    import("./version-parts/edit-version-groups.blade").then((m) => m.EditVersionGroupsBlade),
  ),
  EditPackages: lazyBlade(() => import("./version-parts/edit-packages.blade").then((m) => m.EditPackagesBlade)),
  Components: lazyBlade(() => import("./components/components.blade").then((m) => m.ComponentsBlade)),
  EditComponents: lazyBlade(() => import("./component-rules/edit-components.blade").then((m) => m.EditComponentsBlade)),
  EditComponentGenerator: lazyBlade(() =>
    import("./component-rules/edit-component-generator.blade").then((m) => m.EditComponentRuleBlade),
  ),
  EditComponent: lazyBlade(() => import("./components/edit-component.blade").then((m) => m.EditComponentBlade)),
  EditThreeComponent: lazyBlade(() =>
    import("./three-component/edit-three-component.blade").then((m) => m.EditThreeComponentBlade),
  ),
} satisfies Record<ProductBladeKind, BladeComponent>;

import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type BladeKind, type BladeKindInfo, bladeKindInfo } from "./blade-kinds";
import type { BladeProps } from "./blade-types";

type BladeComponent = LazyExoticComponent<ComponentType<BladeProps>>;

interface BladeDefinition extends BladeKindInfo {
  component: BladeComponent;
}

/** Every kind whose area is not built yet shares this one blade, which says so plainly. */
const NotBuiltBlade = lazy(() =>
  import("../../blades/workspace/not-built/not-built.blade").then((module) => ({ default: module.NotBuiltBlade })),
);

/** Blades with their own component; each loads on first open, never with the shell. */
const BUILT_BLADES: Partial<Record<BladeKind, BladeComponent>> = {
  WhatsNew: lazy(() =>
    import("../../blades/workspace/whats-new/whats-new.blade").then((module) => ({ default: module.WhatsNewBlade })),
  ),
  Products: lazy(() =>
    import("../../blades/product/products/products.blade").then((module) => ({ default: module.ProductsBlade })),
  ),
  EditProduct: lazy(() =>
    import("../../blades/product/product-editor/edit-product.blade").then((module) => ({
      default: module.EditProductBlade,
    })),
  ),
  Versions: lazy(() =>
    import("../../blades/product/versions/versions.blade").then((module) => ({ default: module.VersionsBlade })),
  ),
  EditVersion: lazy(() =>
    import("../../blades/product/versions/edit-version.blade").then((module) => ({ default: module.EditVersionBlade })),
  ),
  EditVersionGroups: lazy(() =>
    import("../../blades/product/version-parts/edit-version-groups.blade").then((module) => ({
      default: module.EditVersionGroupsBlade,
    })),
  ),
  EditVersionViews: lazy(() =>
    import("../../blades/product/version-parts/edit-version-views.blade").then((module) => ({
      default: module.EditVersionViewsBlade,
    })),
  ),
  EditVersionRules: lazy(() =>
    import("../../blades/product/version-rules/edit-version-rules.blade").then((module) => ({
      default: module.EditVersionRulesBlade,
    })),
  ),
  EditPackages: lazy(() =>
    import("../../blades/product/version-parts/edit-packages.blade").then((module) => ({
      default: module.EditPackagesBlade,
    })),
  ),
  EditComponents: lazy(() =>
    import("../../blades/product/component-rules/edit-components.blade").then((module) => ({
      default: module.EditComponentsBlade,
    })),
  ),
  EditComponentGenerator: lazy(() =>
    import("../../blades/product/component-rules/edit-component-generator.blade").then((module) => ({
      default: module.EditComponentGeneratorBlade,
    })),
  ),
  ComponentOptionDefinitions: lazy(() =>
    import("../../blades/catalogue/option-definitions/option-definitions.blade").then((module) => ({
      default: module.OptionDefinitionsBlade,
    })),
  ),
  ComponentOptions: lazy(() =>
    import("../../blades/catalogue/component-options/component-options.blade").then((module) => ({
      default: module.ComponentOptionsBlade,
    })),
  ),
  EditComponentOptionDefinition: lazy(() =>
    import("../../blades/catalogue/option-definitions/edit-option-definition.blade").then((module) => ({
      default: module.EditOptionDefinitionBlade,
    })),
  ),
  EditComponentOption: lazy(() =>
    import("../../blades/catalogue/component-options/edit-component-option.blade").then((module) => ({
      default: module.EditComponentOptionBlade,
    })),
  ),
  ComponentTypes: lazy(() =>
    import("../../blades/catalogue/component-types/component-types.blade").then((module) => ({
      default: module.ComponentTypesBlade,
    })),
  ),
  EditComponentType: lazy(() =>
    import("../../blades/catalogue/component-types/edit-component-type.blade").then((module) => ({
      default: module.EditComponentTypeBlade,
    })),
  ),
  ComponentPlacements: lazy(() =>
    import("../../blades/catalogue/component-placements/component-placements.blade").then((module) => ({
      default: module.ComponentPlacementsBlade,
    })),
  ),
  EditComponentPlacement: lazy(() =>
    import("../../blades/catalogue/component-placements/edit-component-placement.blade").then((module) => ({
      default: module.EditComponentPlacementBlade,
    })),
  ),
  ComponentPlacementAnalytics: lazy(() =>
    import("../../blades/catalogue/component-placements/placement-analytics.blade").then((module) => ({
      default: module.PlacementAnalyticsBlade,
    })),
  ),
  MetadataGuide: lazy(() =>
    import("../../blades/catalogue/metadata-guide/metadata-guide.blade").then((module) => ({
      default: module.MetadataGuideBlade,
    })),
  ),
  Components: lazy(() =>
    import("../../blades/product/components/components.blade").then((module) => ({ default: module.ComponentsBlade })),
  ),
  EditComponent: lazy(() =>
    import("../../blades/product/components/edit-component.blade").then((module) => ({
      default: module.EditComponentBlade,
    })),
  ),
  EditThreeComponent: lazy(() =>
    import("../../blades/product/three-component/edit-three-component.blade").then((module) => ({
      default: module.EditThreeComponentBlade,
    })),
  ),
  Sites: lazy(() =>
    import("../../blades/catalogue/sites/sites.blade").then((module) => ({ default: module.SitesBlade })),
  ),
  EditSite: lazy(() =>
    import("../../blades/catalogue/sites/edit-site.blade").then((module) => ({ default: module.EditSiteBlade })),
  ),
  Locales: lazy(() =>
    import("../../blades/catalogue/locales/locales.blade").then((module) => ({ default: module.LocalesBlade })),
  ),
  Timezones: lazy(() =>
    import("../../blades/catalogue/timezones/timezones.blade").then((module) => ({ default: module.TimezonesBlade })),
  ),
  Dimensions: lazy(() =>
    import("../../blades/catalogue/dimensions/dimensions.blade").then((module) => ({
      default: module.DimensionsBlade,
    })),
  ),
  EditDimension: lazy(() =>
    import("../../blades/catalogue/dimensions/edit-dimension.blade").then((module) => ({
      default: module.EditDimensionBlade,
    })),
  ),
  Account: lazy(() =>
    import("../../blades/account/panel/account.blade").then((module) => ({ default: module.AccountBlade })),
  ),
  EditAccountUser: lazy(() =>
    import("../../blades/account/users/edit-account-user.blade").then((module) => ({
      default: module.EditAccountUserBlade,
    })),
  ),
  EditAccountInvite: lazy(() =>
    import("../../blades/account/users/edit-account-invite.blade").then((module) => ({
      default: module.EditAccountInviteBlade,
    })),
  ),
  EditAccountKey: lazy(() =>
    import("../../blades/account/api-keys/edit-account-key.blade").then((module) => ({
      default: module.EditAccountKeyBlade,
    })),
  ),
};

export function bladeDefinition(kind: BladeKind): BladeDefinition {
  return { ...bladeKindInfo(kind), component: BUILT_BLADES[kind] ?? NotBuiltBlade };
}

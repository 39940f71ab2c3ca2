import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type BladeKind, type BladeKindInfo, bladeKindInfo } from "./blade-kinds";
import type { BladeProps } from "./blade-types";

type BladeComponent = LazyExoticComponent<ComponentType<BladeProps>>;

interface BladeDefinition extends BladeKindInfo {
  component: BladeComponent;
}

/** Every kind whose area is not built yet shares this one blade, which says so plainly. */
const NotBuiltBlade = lazy(() =>
  import("../../blades/not-built/not-built.blade").then((module) => ({ default: module.NotBuiltBlade })),
);

/** Blades with their own component; each loads on first open, never with the shell. */
const BUILT_BLADES: Partial<Record<BladeKind, BladeComponent>> = {
  WhatsNew: lazy(() =>
    import("../../blades/whats-new/whats-new.blade").then((module) => ({ default: module.WhatsNewBlade })),
  ),
  Products: lazy(() =>
    import("../../blades/products/products.blade").then((module) => ({ default: module.ProductsBlade })),
  ),
  EditProduct: lazy(() =>
    import("../../blades/product-editor/edit-product.blade").then((module) => ({ default: module.EditProductBlade })),
  ),
  Versions: lazy(() =>
    import("../../blades/versions/versions.blade").then((module) => ({ default: module.VersionsBlade })),
  ),
  EditVersion: lazy(() =>
    import("../../blades/versions/edit-version.blade").then((module) => ({ default: module.EditVersionBlade })),
  ),
  EditVersionGroups: lazy(() =>
    import("../../blades/version-parts/edit-version-groups.blade").then((module) => ({
      default: module.EditVersionGroupsBlade,
    })),
  ),
  EditVersionViews: lazy(() =>
    import("../../blades/version-parts/edit-version-views.blade").then((module) => ({
      default: module.EditVersionViewsBlade,
    })),
  ),
  EditVersionRules: lazy(() =>
    import("../../blades/version-rules/edit-version-rules.blade").then((module) => ({
      default: module.EditVersionRulesBlade,
    })),
  ),
  EditPackages: lazy(() =>
    import("../../blades/version-parts/edit-packages.blade").then((module) => ({ default: module.EditPackagesBlade })),
  ),
  EditComponents: lazy(() =>
    import("../../blades/component-rules/edit-components.blade").then((module) => ({
      default: module.EditComponentsBlade,
    })),
  ),
  EditComponentGenerator: lazy(() =>
    import("../../blades/component-rules/edit-component-generator.blade").then((module) => ({
      default: module.EditComponentGeneratorBlade,
    })),
  ),
  ComponentOptionDefinitions: lazy(() =>
    import("../../blades/option-definitions/option-definitions.blade").then((module) => ({
      default: module.OptionDefinitionsBlade,
    })),
  ),
  ComponentOptions: lazy(() =>
    import("../../blades/component-options/component-options.blade").then((module) => ({
      default: module.ComponentOptionsBlade,
    })),
  ),
  EditComponentOptionDefinition: lazy(() =>
    import("../../blades/option-definitions/edit-option-definition.blade").then((module) => ({
      default: module.EditOptionDefinitionBlade,
    })),
  ),
  EditComponentOption: lazy(() =>
    import("../../blades/component-options/edit-component-option.blade").then((module) => ({
      default: module.EditComponentOptionBlade,
    })),
  ),
  ComponentTypes: lazy(() =>
    import("../../blades/component-types/component-types.blade").then((module) => ({
      default: module.ComponentTypesBlade,
    })),
  ),
  EditComponentType: lazy(() =>
    import("../../blades/component-types/edit-component-type.blade").then((module) => ({
      default: module.EditComponentTypeBlade,
    })),
  ),
  ComponentPlacements: lazy(() =>
    import("../../blades/component-placements/component-placements.blade").then((module) => ({
      default: module.ComponentPlacementsBlade,
    })),
  ),
  EditComponentPlacement: lazy(() =>
    import("../../blades/component-placements/edit-component-placement.blade").then((module) => ({
      default: module.EditComponentPlacementBlade,
    })),
  ),
  ComponentPlacementAnalytics: lazy(() =>
    import("../../blades/component-placements/placement-analytics.blade").then((module) => ({
      default: module.PlacementAnalyticsBlade,
    })),
  ),
  MetadataGuide: lazy(() =>
    import("../../blades/metadata-guide/metadata-guide.blade").then((module) => ({
      default: module.MetadataGuideBlade,
    })),
  ),
  Components: lazy(() =>
    import("../../blades/components/components.blade").then((module) => ({ default: module.ComponentsBlade })),
  ),
  EditComponent: lazy(() =>
    import("../../blades/components/edit-component.blade").then((module) => ({ default: module.EditComponentBlade })),
  ),
  EditThreeComponent: lazy(() =>
    import("../../blades/three-component/edit-three-component.blade").then((module) => ({
      default: module.EditThreeComponentBlade,
    })),
  ),
  Sites: lazy(() => import("../../blades/sites/sites.blade").then((module) => ({ default: module.SitesBlade }))),
  EditSite: lazy(() =>
    import("../../blades/sites/edit-site.blade").then((module) => ({ default: module.EditSiteBlade })),
  ),
  Locales: lazy(() =>
    import("../../blades/locales/locales.blade").then((module) => ({ default: module.LocalesBlade })),
  ),
  Timezones: lazy(() =>
    import("../../blades/timezones/timezones.blade").then((module) => ({ default: module.TimezonesBlade })),
  ),
  Dimensions: lazy(() =>
    import("../../blades/dimensions/dimensions.blade").then((module) => ({ default: module.DimensionsBlade })),
  ),
  EditDimension: lazy(() =>
    import("../../blades/dimensions/edit-dimension.blade").then((module) => ({ default: module.EditDimensionBlade })),
  ),
  Account: lazy(() =>
    import("../../blades/account/account.blade").then((module) => ({ default: module.AccountBlade })),
  ),
  EditAccountUser: lazy(() =>
    import("../../blades/account-users/edit-account-user.blade").then((module) => ({
      default: module.EditAccountUserBlade,
    })),
  ),
  EditAccountInvite: lazy(() =>
    import("../../blades/account-users/edit-account-invite.blade").then((module) => ({
      default: module.EditAccountInviteBlade,
    })),
  ),
  EditAccountKey: lazy(() =>
    import("../../blades/account-keys/edit-account-key.blade").then((module) => ({
      default: module.EditAccountKeyBlade,
    })),
  ),
};

export function bladeDefinition(kind: BladeKind): BladeDefinition {
  return { ...bladeKindInfo(kind), component: BUILT_BLADES[kind] ?? NotBuiltBlade };
}

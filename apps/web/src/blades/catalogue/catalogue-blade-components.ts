import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { CatalogueBladeKind } from "./catalogue-blades";

/** The components of the catalogue area's blade kinds (catalogue-blades.ts), each loaded on its first open. */
export const CATALOGUE_BLADE_COMPONENTS = {
  MetadataGuide: lazyBlade(() => import("./metadata-guide/metadata-guide.blade").then((m) => m.MetadataGuideBlade)),
  Sites: lazyBlade(() => import("./sites/sites.blade").then((m) => m.SitesBlade)),
  EditSite: lazyBlade(() => import("./sites/edit-site.blade").then((m) => m.EditSiteBlade)),
  Locales: lazyBlade(() => import("./locales/locales.blade").then((m) => m.LocalesBlade)),
  Timezones: lazyBlade(() => import("./timezones/timezones.blade").then((m) => m.TimezonesBlade)),
  Dimensions: lazyBlade(() => import("./dimensions/dimensions.blade").then((m) => m.DimensionsBlade)),
  EditDimension: lazyBlade(() => import("./dimensions/edit-dimension.blade").then((m) => m.EditDimensionBlade)),
  ComponentOptionDefinitions: lazyBlade(() =>
    import("./option-definitions/option-definitions.blade").then((m) => m.OptionDefinitionsBlade),
  ),
  EditComponentOptionDefinition: lazyBlade(() =>
    import("./option-definitions/edit-option-definition.blade").then((m) => m.EditOptionDefinitionBlade),
  ),
  ComponentOptions: lazyBlade(() =>
    import("./component-options/component-options.blade").then((m) => m.ComponentOptionsBlade),
  ),
  EditComponentOption: lazyBlade(() =>
    import("./component-options/edit-component-option.blade").then((m) => m.EditComponentOptionBlade),
  ),
  ComponentTypes: lazyBlade(() => import("./component-types/component-types.blade").then((m) => m.ComponentTypesBlade)),
  EditComponentType: lazyBlade(() =>
    import("./component-types/edit-component-type.blade").then((m) => m.EditComponentTypeBlade),
  ),
  ComponentPlacements: lazyBlade(() =>
    import("./component-placements/component-placements.blade").then((m) => m.ComponentPlacementsBlade),
  ),
  EditComponentPlacement: lazyBlade(() =>
    import("./component-placements/edit-component-placement.blade").then((m) => m.EditComponentPlacementBlade),
  ),
  ComponentPlacementAnalytics: lazyBlade(() =>
    import("./component-placements/placement-analytics.blade").then((m) => m.PlacementAnalyticsBlade),
  ),
} satisfies Record<CatalogueBladeKind, BladeComponent>;

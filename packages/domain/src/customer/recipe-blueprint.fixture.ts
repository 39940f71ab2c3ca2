import type { Blueprint, BlueprintComponent, BlueprintPlacement, BlueprintView } from "./blueprint.schema";

/** A component for tests: the code given, its placement-independent code and name following it. */
export function fixtureComponent(code: string, values: Partial<BlueprintComponent> = {}): BlueprintComponent {
  return {
    componentId: `id-${code}`,
    code,
    placementIndependentCode: code.split("-").at(-1) ?? code,
    name: code.toUpperCase(),
    packageId: "package-1",
    tags: [],
    options: [],
    unavailable: null,
    images: {},
    model: null,
    ...values,
  };
}

/** A placement for tests offering these components. */
export function fixturePlacement(
  code: string,
  components: BlueprintComponent[],
  values: Partial<BlueprintPlacement> = {},
): BlueprintPlacement {
  return {
    componentPlacementId: `id-${code}`,
    code,
    name: code.charAt(0).toUpperCase() + code.slice(1),
    usage: "Standard",
    hidden: false,
    locked: false,
    optional: true,
    synchronizationKey: "",
    quantityMultiplier: null,
    customAttributes: [],
    fields: [],
    components,
    ...values,
  };
}

/** A Single view for tests. */
export function fixtureView(code: string, values: Partial<BlueprintView> = {}): BlueprintView {
  return {
    imageViewId: `id-${code}`,
    name: code.charAt(0).toUpperCase() + code.slice(1),
    code,
    viewType: "Single",
    frameLow: 0,
    frameHigh: 0,
    bakedFrame: 0,
    backgroundComponent: "",
    staticImageUrl: "",
    productionReady: true,
    bakeInRecipe: true,
    onlySelectedPlacements: false,
    placementCodes: [],
    customAttributes: [],
    ...values,
  };
}

/**
 * A sneaker blueprint for tests: placements body (body-red, body-blue) and laces (laces-white), views
 * front and side, images named '{view}/{code}.svg' under /demo-media/test/.
 */
export function fixtureBlueprint(values: Partial<Blueprint> = {}): Blueprint {
  return {
    product: {
      productId: "product-1",
      name: "Runner",
      styleCode: "RUN-1",
      productType: "Standard",
      productStatus: "Production",
      customAttributes: [],
      unavailable: null,
    },
    version: { versionId: "version-1", code: 1, name: "First", active: true, customAttributes: [] },
    production: true,
    site: "",
    locale: "",
    date: "2026-01-01T00:00:00.000Z",
    compiled: "2026-01-01T00:00:00.000Z",
    assetsRevision: 0,
    images: {
      imageRootUrl: "/demo-media/test/",
      imageCacheId: "",
      imageNameFormat: [
        { type: "view" },
        { type: "static", text: "/" },
        { type: "code" },
        { type: "static", text: ".svg" },
      ],
      imageHighlightedSuffix: "",
      imageSelectedSuffix: "",
      imageMapping: [],
    },
    priceJson: [{ id: "p1", currencyCode: "USD", value: 100, breakpoint: null }],
    packages: [],
    groups: [
      {
        componentGroupId: "group-1",
        name: "Shoe",
        code: "shoe",
        customAttributes: [],
        placements: [
          fixturePlacement("body", [fixtureComponent("body-red"), fixtureComponent("body-blue")]),
          fixturePlacement("laces", [fixtureComponent("laces-white")]),
        ],
      },
    ],
    views: [fixtureView("front"), fixtureView("side", { productionReady: false })],
    rules: [],
    settings: { noSiblingRules: false, combineOnlyWhen: false },
    initialConfigurations: [],
    ...values,
  };
}

import type { PriceList } from "../shared/price.schema";
import type { Blueprint, BlueprintComponent, BlueprintOption, BlueprintPlacement } from "./blueprint.schema";

/** Small blueprints for tests of what reads them (prices, the Preview Blueprint page's tree). */

export const usd = (value: number, breakpoint: number | null = null): PriceList[number] => ({
  id: `p${value}-${breakpoint}`,
  currencyCode: "USD",
  value,
  breakpoint,
});
export const eur = (value: number): PriceList[number] => ({
  id: `e${value}`,
  currencyCode: "EUR",
  value,
  breakpoint: null,
});

export function option(code: string, fields: Partial<BlueprintOption> = {}): BlueprintOption {
  return {
    componentOptionId: code,
    definitionName: "",
    code,
    name: code,
    description: "",
    tags: [],
    customAttributes: [],
    priceJson: [],
    setupPriceJson: [],
    priceOnce: "",
    quantityMultiplier: null,
    assets: [],
    ...fields,
  };
}

export function component(code: string, options: BlueprintOption[], packageId = "pk1"): BlueprintComponent {
  return {
    componentId: code,
    code,
    placementIndependentCode: code,
    name: options.map((item) => item.name).join(" "),
    packageId,
    tags: [],
    options,
    unavailable: null,
    images: {},
    model: null,
  };
}

export function placement(code: string, components: BlueprintComponent[], quantityMultiplier: number | null = null) {
  const result: BlueprintPlacement = {
    componentPlacementId: code,
    code,
    name: code === "UP" ? "Upper" : code === "SO" ? "Sole" : code,
    usage: "Standard",
    hidden: false,
    locked: false,
    optional: false,
    synchronizationKey: "",
    quantityMultiplier,
    customAttributes: [],
    fields: [],
    components,
  };
  return result;
}

export function blueprintOf(placements: BlueprintPlacement[], fields: Partial<Blueprint> = {}): Blueprint {
  return {
    product: {
      productId: "p",
      name: "Sneaker",
      styleCode: "SNK",
      productType: "Standard",
      productStatus: "Development",
      customAttributes: [],
      unavailable: null,
    },
    version: { versionId: "v", code: 1, name: "", active: true, customAttributes: [] },
    production: false,
    site: "",
    locale: "",
    date: "2026-01-01T00:00:00.000Z",
    compiled: "2026-01-01T00:00:00.000Z",
    assetsRevision: 0,
    images: {
      imageRootUrl: "",
      imageCacheId: "",
      imageNameFormat: [],
      imageHighlightedSuffix: "",
      imageSelectedSuffix: "",
      imageMapping: [],
    },
    priceJson: [usd(100), eur(90)],
    packages: [
      { componentPackageId: "pk1", name: "Uppers", basePriceJson: [usd(5)], packagePriceJson: [usd(1)] },
      { componentPackageId: "pk2", name: "Unused", basePriceJson: [usd(50)], packagePriceJson: [] },
    ],
    groups: [{ componentGroupId: "g", name: "Body", code: "BODY", customAttributes: [], placements }],
    views: [],
    rules: [],
    settings: { noSiblingRules: false, combineOnlyWhen: false },
    initialConfigurations: [],
    ...fields,
  };
}

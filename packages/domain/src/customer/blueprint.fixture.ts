import type { RuleType } from "../product/rule.schema";
import type { PriceList } from "../shared/price.schema";
import type {
  Blueprint,
  BlueprintComponent,
  BlueprintGroup,
  BlueprintOption,
  BlueprintPlacement,
  BlueprintRule,
  BlueprintView,
} from "./blueprint.schema";

/**
 * Small blueprints for tests of what reads them (the rule engine, prices, recipes, views, the Studio, the
 * Preview Blueprint page): a builder per part, each with plain defaults and overrides, and the scenes the
 * tests share. Also loaded by scripts/bench/rule-evaluation.mjs.
 */

/** The style code of the default product, and of rules unless told otherwise. */
export const STYLE_CODE = "SNEAKER";

const capitalized = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

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

/** An option named by its code, without prices. */
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

/**
 * A component: 'RED-BODY' has the placement-independent code RED (the code's first part); its name is its
 * options' names joined, or its code when it has no options; package pk1.
 */
export function component(code: string, fields: Partial<BlueprintComponent> = {}): BlueprintComponent {
  const options = fields.options ?? [];
  return {
    componentId: `c-${code}`,
    code,
    placementIndependentCode: code.split("-")[0] ?? code,
    name: options.length > 0 ? options.map((item) => item.name).join(" ") : code,
    packageId: "pk1",
    tags: [],
    unavailable: null,
    images: {},
    model: null,
    ...fields,
    options,
  };
}

/** A Standard, required placement offering these components, named by its code capitalized. */
export function placement(
  code: string,
  components: BlueprintComponent[],
  fields: Partial<BlueprintPlacement> = {},
): BlueprintPlacement {
  return {
    componentPlacementId: `p-${code}`,
    code,
    name: capitalized(code),
    usage: "Standard",
    hidden: false,
    locked: false,
    optional: false,
    synchronizationKey: "",
    quantityMultiplier: null,
    customAttributes: [],
    fields: [],
    components,
    ...fields,
  };
}

/** A group holding these placements, named by its code capitalized. */
export function group(
  code: string,
  placements: BlueprintPlacement[],
  fields: Partial<BlueprintGroup> = {},
): BlueprintGroup {
  return { componentGroupId: `g-${code}`, name: capitalized(code), code, customAttributes: [], placements, ...fields };
}

/** A Single view, production ready and baked in recipes, named by its code capitalized. */
export function view(code: string, fields: Partial<BlueprintView> = {}): BlueprintView {
  return {
    imageViewId: `id-${code}`,
    name: capitalized(code),
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
    ...fields,
  };
}

let ruleNumber = 0;

/** A rule of the default product; its id and description default to 'r{n}' and 'rule {n}'. */
export function rule(type: RuleType, parts: Partial<Omit<BlueprintRule, "type">> = {}): BlueprintRule {
  ruleNumber += 1;
  return {
    id: parts.id ?? `r${ruleNumber}`,
    type,
    description: parts.description ?? `rule ${ruleNumber}`,
    source: parts.source ?? [],
    target: parts.target ?? [],
    except: parts.except ?? [],
    fromStyleCode: parts.fromStyleCode ?? STYLE_CODE,
    ...(parts.code === undefined ? {} : { code: parts.code }),
  };
}

/** What a blueprint may be given: any field, and part of its product, version, images or settings. */
export type BlueprintFields = Partial<Omit<Blueprint, "product" | "version" | "images" | "settings">> & {
  product?: Partial<Blueprint["product"]>;
  version?: Partial<Blueprint["version"]>;
  images?: Partial<Blueprint["images"]>;
  settings?: Partial<Blueprint["settings"]>;
};

/** The active version 1 of the Sneaker (STYLE_CODE), in Production, empty unless given parts. */
export function blueprint(fields: BlueprintFields = {}): Blueprint {
  const { product, version, images, settings, ...rest } = fields;
  return {
    product: {
      productId: "product",
      name: "Sneaker",
      styleCode: STYLE_CODE,
      productType: "Standard",
      productStatus: "Production",
      customAttributes: [],
      unavailable: null,
      ...product,
    },
    version: { versionId: "version", code: 1, name: "One", active: true, customAttributes: [], ...version },
    production: true,
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
      ...images,
    },
    priceJson: [],
    packages: [],
    groups: [],
    views: [],
    rules: [],
    settings: { noSiblingRules: false, combineOnlyWhen: false, ...settings },
    initialConfigurations: [],
    ...rest,
  };
}

/** A blueprint whose one group, ALL, holds these placements. */
export function blueprintOf(placements: BlueprintPlacement[], fields: BlueprintFields = {}): Blueprint {
  return blueprint({ groups: [group("ALL", placements)], ...fields });
}

/**
 * The priced sneaker (SNK, in Development): base price 100 USD and 90 EUR, packages pk1 'Uppers' (base 5,
 * 1 per component) and pk2 'Unused', and the placements given in group g 'Body'.
 */
export function pricedBlueprint(placements: BlueprintPlacement[], fields: BlueprintFields = {}): Blueprint {
  return blueprint({
    product: { productId: "p", styleCode: "SNK", productStatus: "Development" },
    version: { versionId: "v", name: "" },
    production: false,
    priceJson: [usd(100), eur(90)],
    packages: [
      { componentPackageId: "pk1", name: "Uppers", basePriceJson: [usd(5)], packagePriceJson: [usd(1)] },
      { componentPackageId: "pk2", name: "Unused", basePriceJson: [usd(50)], packagePriceJson: [] },
    ],
    groups: [group("BODY", placements, { componentGroupId: "g", name: "Body" })],
    ...fields,
  });
}

/**
 * A component of the Runner: 'body-red' has the placement-independent code red (the code's last part) and the
 * name BODY-RED.
 */
export function runnerComponent(code: string, fields: Partial<BlueprintComponent> = {}): BlueprintComponent {
  return component(code, {
    placementIndependentCode: code.split("-").at(-1) ?? code,
    name: code.toUpperCase(),
    ...fields,
  });
}

/**
 * The Runner (RUN-1), for recipes and pictures: optional placements body (body-red, body-blue) and laces
 * (laces-white) in the group shoe, views front and side (not production ready), images named
 * '{view}/{code}.svg' under /demo-media/test/, a base price of 100 USD.
 */
export function runnerBlueprint(fields: BlueprintFields = {}): Blueprint {
  return blueprint({
    product: { productId: "product-1", name: "Runner", styleCode: "RUN-1" },
    version: { versionId: "version-1", name: "First" },
    images: {
      imageRootUrl: "/demo-media/test/",
      imageNameFormat: [
        { type: "view" },
        { type: "static", text: "/" },
        { type: "code" },
        { type: "static", text: ".svg" },
      ],
    },
    priceJson: [{ id: "p1", currencyCode: "USD", value: 100, breakpoint: null }],
    groups: [
      group(
        "shoe",
        [
          placement("body", [runnerComponent("body-red"), runnerComponent("body-blue")], { optional: true }),
          placement("laces", [runnerComponent("laces-white")], { optional: true }),
        ],
        { componentGroupId: "group-1" },
      ),
    ],
    views: [view("front"), view("side", { productionReady: false })],
    ...fields,
  });
}

import { describe, expect, it } from "vitest";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow } from "../../../db/schema/products";
import { DEFAULT_PRODUCT_SETTINGS } from "../../product/product/product-settings";
import { applyAvailability, dateBucket } from "./blueprint-availability";
import { type CompileSource, compileBlueprint } from "./blueprint-compile";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const LATER = "2026-07-01T00:00:00.000Z";

const product: ProductRow = {
  id: "prod",
  companyId: "co",
  name: "Runner",
  styleCode: "RUN",
  description: "",
  mixinOnly: false,
  tags: [],
  productType: "ThreeD",
  productStatus: "Production",
  parentProductId: null,
  settings: {},
  etag: "e",
  createdAt: NOW,
  updatedAt: NOW,
  updatedBy: null,
};

const version: ProductVersionRow = {
  id: "ver",
  companyId: "co",
  productId: "prod",
  code: 3,
  name: "Summer",
  description: "",
  active: true,
  parentVersionId: null,
  imageRootUrl: "",
  imageCacheId: "",
  customAttributesJson: [],
  priceJson: [],
  componentGroups: [
    {
      componentGroupId: "g1",
      name: "Body",
      code: "BODY",
      explicitOrder: null,
      customAttributesJson: [],
      componentPlacements: [
        {
          componentPlacementId: "pl-model",
          componentPlacement: null,
          hidden: false,
          locked: false,
          synchronizationKey: "",
          quantityMultiplier: null,
          customAttributesJson: [],
        },
        {
          componentPlacementId: "pl-gone",
          componentPlacement: null,
          hidden: false,
          locked: false,
          synchronizationKey: "",
          quantityMultiplier: null,
          customAttributesJson: [],
        },
      ],
    },
  ],
  imageViews: [
    {
      name: "Front",
      code: "front",
      explicitOrder: null,
      viewType: "Single",
      frameLow: 2,
      frameHigh: 2,
      bakedFrame: 0,
      backgroundComponent: "",
      staticImageUrl: "",
      hidden: false,
      mixin: false,
      productionReady: true,
      bakeInRecipe: false,
      onlySelectedPlacements: false,
      variants: [],
      customAttributesJson: [],
      componentPlacements: [],
    },
    {
      name: "Secret",
      code: "secret",
      explicitOrder: null,
      viewType: "Single",
      frameLow: 0,
      frameHigh: 0,
      bakedFrame: 0,
      backgroundComponent: "",
      staticImageUrl: "",
      hidden: true,
      mixin: false,
      productionReady: false,
      bakeInRecipe: false,
      onlySelectedPlacements: false,
      variants: [],
      customAttributesJson: [],
      componentPlacements: [],
    },
  ],
  noSiblingRules: false,
  combineOnlyWhen: false,
  rulesJson: [
    { id: "r1", type: "AlwaysOn", description: "On", inactive: false, source: [], target: ["M-A"], except: [] },
    { id: "r2", type: "AlwaysOn", description: "Off", inactive: true, source: [], target: [], except: [] },
  ],
  initialConfigurationsJson: [],
  componentStatusesJson: {},
  imageMappingSource: null,
  imageMappingFile: null,
  imageMappingFileMimeType: null,
  etag: "e",
  createdAt: NOW,
  updatedAt: NOW,
};

const optionRow = (id: string, settings: object = {}, inactive = false) => ({
  id,
  code: id.toUpperCase(),
  name: `Name ${id}`,
  description: "",
  tags: [id],
  inactive,
  settings,
  definitionName: "Colour",
});

function source(overrides: Partial<CompileSource> = {}): CompileSource {
  return {
    product,
    settings: {
      ...DEFAULT_PRODUCT_SETTINGS,
      imageNameFormat: [{ type: "view" }, { type: "static", text: "/" }, { type: "code" }],
    },
    version,
    mixinRules: [
      {
        styleCode: "BASE",
        rules: [{ id: "m1", type: "AlwaysOn", description: "", inactive: false, source: [], target: [], except: [] }],
      },
    ],
    packages: [],
    components: [
      {
        id: "c2",
        packageId: "pk",
        placementId: "pl-model",
        optionIds: ["b"],
        code: "M-B",
        placementIndependentCode: "B",
        unavailable: false,
      },
      {
        id: "c1",
        packageId: "pk",
        placementId: "pl-model",
        optionIds: ["a"],
        code: "M-A",
        placementIndependentCode: "A",
        unavailable: false,
      },
      {
        id: "c3",
        packageId: "pk",
        placementId: "pl-model",
        optionIds: ["c"],
        code: "M-C",
        placementIndependentCode: "C",
        unavailable: true,
      },
    ],
    options: [
      optionRow("a", { assetsJson: [{ id: "x", frame: null, asset: "/models/a.glb", type: "Asset" }] }),
      optionRow("b", {
        activeFrom: LATER,
        inactivePerSite: [{ siteCode: "EU", inactive: false, activeFrom: null, inventory: 0 }],
      }),
      optionRow("c"),
    ],
    placements: [
      {
        id: "pl-model",
        code: "MODEL",
        name: "Model",
        usage: "Model",
        componentTags: ["shoe"],
        customAttributesJson: [{ id: "t", name: "personalization-text", value: "Hi" }],
        optional: true,
      },
    ],
    assetsRevision: 4,
    imageMapping: [{ from: "front/M-A", to: "front-a.png", x: null, y: null, sx: null, sy: null }],
    compiledAt: NOW,
    ...overrides,
  };
}

const componentsOf = (blueprint: ReturnType<typeof applyAvailability>) =>
  blueprint.groups.flatMap((group) => group.placements.flatMap((placement) => placement.components));

describe("compileBlueprint", () => {
  const compiled = compileBlueprint(source());
  const { blueprint } = compiled;

  it("keeps the group's placements that exist, with their components in the order read", () => {
    expect(blueprint.groups[0]?.placements.map((placement) => placement.code)).toEqual(["MODEL"]);
    expect(componentsOf(blueprint).map((component) => component.code)).toEqual(["M-B", "M-A", "M-C"]);
    expect(compiled.componentCount).toBe(3);
  });

  it("names each component's image per visible view, after the image mapping", () => {
    expect(blueprint.views.map((view) => view.code)).toEqual(["front"]);
    const [b, a] = componentsOf(blueprint);
    expect(a?.images).toEqual({ front: "front-a.png" });
    expect(b?.images).toEqual({ front: "front/M-B" });
  });

  it("gives Model placements of ThreeD products their option's model, and tags from options and placement", () => {
    const [, a] = componentsOf(blueprint);
    expect(a?.model).toBe("/models/a.glb");
    expect(a?.tags).toEqual(["a", "shoe"]);
    expect(a?.name).toBe("Name a");
  });

  it("asks for the personal fields its attributes name", () => {
    expect(blueprint.groups[0]?.placements[0]?.fields).toEqual([
      expect.objectContaining({
        attribute: "personalization-text",
        kind: "string",
        defaultValue: "Hi",
        label: "Model",
      }),
    ]);
  });

  it("keeps the active rules, the mixins' marked with their style code", () => {
    expect(blueprint.rules.map((rule) => [rule.id, rule.fromStyleCode])).toEqual([
      ["r1", "RUN"],
      ["m1", "BASE"],
    ]);
    expect(blueprint.production).toBe(true);
  });
});

describe("applyAvailability", () => {
  const compiled = compileBlueprint(source());

  it("marks components by their options' activity on the site and date", () => {
    const now = applyAvailability(compiled, "", "en", NOW);
    expect(componentsOf(now).map((component) => component.unavailable)).toEqual(["notYetActive", null, "unavailable"]);
    const later = applyAvailability(compiled, "US", "en", new Date(LATER));
    expect(componentsOf(later).map((component) => component.unavailable)).toEqual([null, null, "unavailable"]);
    const eu = applyAvailability(compiled, "EU", "en", new Date(LATER));
    expect(componentsOf(eu)[0]?.unavailable).toBe("outOfStock");
    expect(eu).toMatchObject({ site: "EU", locale: "en", date: LATER });
  });

  it("marks the product itself when it is inactive or not sold on the site", () => {
    const inactive = compileBlueprint(source({ settings: { ...DEFAULT_PRODUCT_SETTINGS, inactive: true } }));
    expect(applyAvailability(inactive, "", "", NOW).product.unavailable).toBe("inactive");
    const usOnly = compileBlueprint(source({ settings: { ...DEFAULT_PRODUCT_SETTINGS, sites: ["US"] } }));
    expect(applyAvailability(usOnly, "EU", "", NOW).product.unavailable).toBe("inactive");
    expect(applyAvailability(usOnly, "US", "", NOW).product.unavailable).toBeNull();
  });

  it("puts dates in the same bucket until an activeFrom passes", () => {
    expect(dateBucket(compiled, NOW.getTime())).toBe(dateBucket(compiled, NOW.getTime() + 1000));
    expect(dateBucket(compiled, Date.parse(LATER))).toBe(dateBucket(compiled, NOW.getTime()) + 1);
  });
});

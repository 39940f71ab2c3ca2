import { describe, expect, it } from "vitest";
import type { DataImportFormat, DataImportListKind } from "../data-import.schema";
import { type ImportCandidate, readCandidate } from "./import-candidate";
import { type ImportTranslations, namedCatalogueIds, translateReferences } from "./translate-references";

function entry(format: DataImportFormat, kind: DataImportListKind, raw: unknown): ImportCandidate {
  const reading = readCandidate(format, kind, 0, raw);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.candidate;
}

const translations: ImportTranslations = {
  definitions: new Map([["their-color", "our-color"]]),
  types: new Map([["their-upper", "our-upper"]]),
  placements: new Map([["their-toe", "our-toe"]]),
};

const option = () =>
  entry("atelier.componentoption", "componentOption", {
    code: "RED",
    componentOptionDefinitionId: "their-color",
    variables: [
      { code: "V", componentOptionDefinitionId: "their-color", defaultValueId: "their-option" },
      { code: "W", componentOptionDefinitionId: null },
    ],
  });

const product = () =>
  entry("atelier.products", "product", {
    product: { styleCode: "SNK", productId: "their-product" },
    versions: [
      {
        version: {
          componentGroups: [{ componentPlacements: [{ componentPlacementId: "their-toe" }, "not an object"] }],
          imageViews: [{ componentPlacements: [{ componentPlacementId: "our-own" }] }],
        },
      },
      "not an object",
    ],
  });

describe("namedCatalogueIds", () => {
  it("names an option's definitions, a type's definitions and targets, a placement's types, a version's placements", () => {
    expect(namedCatalogueIds(option())).toEqual({
      definitions: ["their-color", "their-color"],
      types: [],
      placements: [],
    });
    const type = entry("atelier.catalogue", "componentType", {
      name: "Upper",
      componentOptionDefinitions: [{ componentOptionDefinitionId: "their-color" }],
      partCodeFormat: [
        { id: "s", type: "static", text: "-" },
        { id: "c", type: "code", targetId: "their-color" },
      ],
    });
    expect(namedCatalogueIds(type).definitions).toEqual(["their-color", "their-color"]);
    const placement = entry("atelier.catalogue", "componentPlacement", {
      code: "TOE",
      componentTypes: [{ componentTypeId: "their-upper" }],
    });
    expect(namedCatalogueIds(placement).types).toEqual(["their-upper"]);
    expect(namedCatalogueIds(product()).placements).toEqual(["their-toe", "our-own"]);
  });

  it("finds none in a batch entry or an item that names nothing", () => {
    expect(namedCatalogueIds(entry("batch", "componentOption", { code: "RED" }))).toEqual({
      definitions: [],
      types: [],
      placements: [],
    });
    expect(namedCatalogueIds(entry("atelier.catalogue", "site", { code: "eu" })).definitions).toEqual([]);
  });
});

describe("translateReferences", () => {
  it("puts this workspace's ids where the file names the exporting workspace's, leaving the rest as it is", () => {
    const translated = translateReferences(option(), translations);
    expect(translated).toMatchObject({
      fields: {
        componentOptionDefinitionId: "our-color",
        variables: [
          { componentOptionDefinitionId: "our-color", defaultValueId: "their-option" },
          { componentOptionDefinitionId: null },
        ],
      },
    });
  });

  it("translates the placements of a product's versions, keeping ids without a translation and odd entries", () => {
    const translated = translateReferences(product(), translations);
    if (translated.source !== "export") throw new Error("an export entry");
    expect(translated.versions).toEqual([
      {
        version: {
          componentGroups: [{ componentPlacements: [{ componentPlacementId: "our-toe" }, "not an object"] }],
          imageViews: [{ componentPlacements: [{ componentPlacementId: "our-own" }] }],
        },
      },
      "not an object",
    ]);
    expect(translated.fields).toEqual({ styleCode: "SNK", productId: "their-product" });
  });

  it("leaves the candidate it was given as it was", () => {
    const read = option();
    translateReferences(read, translations);
    expect(read).toEqual(option());
  });
});

import {
  fixtureBlueprint,
  fixtureComponent,
  fixturePlacement,
  fixtureView,
} from "@atelier/domain/customer/recipe-blueprint.fixture";
import { describe, expect, it } from "vitest";
import { choicePictures } from "./choice-picture";

const swatchOption = (hex: string) => ({
  componentOptionId: "o1",
  definitionName: "Color",
  code: "RED",
  name: "Red",
  description: "",
  tags: [],
  customAttributes: [{ id: "a1", name: "swatch-hex", value: hex }],
  priceJson: [],
  setupPriceJson: [],
  priceOnce: "",
  quantityMultiplier: null,
  assets: [],
});

describe("choicePictures", () => {
  const placement = fixturePlacement("body", [
    fixtureComponent("body-red", { options: [swatchOption("c92a2a")] }),
    fixtureComponent("body-blue"),
  ]);

  it("draws a swatch from an option's swatch-hex, else the component's image in the first view drawing the placement", () => {
    const blueprint = fixtureBlueprint({
      views: [fixtureView("back", { placementCodes: ["laces"] }), fixtureView("front", { placementCodes: ["body"] })],
    });
    const pictures = choicePictures(blueprint, placement);
    expect(pictures.get("body-red")).toEqual({ kind: "swatch", color: "#c92a2a" });
    expect(pictures.get("body-blue")).toEqual({
      kind: "image",
      url: "/demo-media/test/front/body-blue.svg?fmt=png-alpha",
    });
  });

  it("has no picture when no view draws the placement, and ignores a swatch that is not a colour", () => {
    const blueprint = fixtureBlueprint({
      views: [fixtureView("box", { viewType: "Static", staticImageUrl: "/box.svg" })],
    });
    const odd = fixturePlacement("body", [fixtureComponent("body-red", { options: [swatchOption("red; x")] })]);
    expect(choicePictures(blueprint, odd).get("body-red")).toBeNull();
  });
});

import { placement, runnerBlueprint, runnerComponent, view } from "@atelier/domain/customer/blueprint.fixture";
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
  const body = placement(
    "body",
    [runnerComponent("body-red", { options: [swatchOption("c92a2a")] }), runnerComponent("body-blue")],
    { optional: true },
  );

  it("draws a swatch from an option's swatch-hex, else the component's image in the first view drawing the placement", () => {
    const blueprint = runnerBlueprint({
      views: [view("back", { placementCodes: ["laces"] }), view("front", { placementCodes: ["body"] })],
    });
    const pictures = choicePictures(blueprint, body);
    expect(pictures.get("body-red")).toEqual({ kind: "swatch", color: "#c92a2a" });
    expect(pictures.get("body-blue")).toEqual({
      kind: "image",
      url: "/demo-media/test/front/body-blue.svg?fmt=png-alpha",
    });
  });

  it("has no picture when no view draws the placement, and ignores a swatch that is not a colour", () => {
    const blueprint = runnerBlueprint({
      views: [view("box", { viewType: "Static", staticImageUrl: "/box.svg" })],
    });
    const odd = placement("body", [runnerComponent("body-red", { options: [swatchOption("red; x")] })], {
      optional: true,
    });
    expect(choicePictures(blueprint, odd).get("body-red")).toBeNull();
  });
});

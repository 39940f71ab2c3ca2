import { describe, expect, it } from "vitest";
import type { Component } from "./component.schema";
import type { ImageNameFormatItem } from "./product.schema";
import {
  componentImage,
  type ImageSource,
  imageSource,
  stepFrame,
  type ViewerView,
  viewDisplay,
  viewImages,
} from "./view-images";

const FORMAT: ImageNameFormatItem[] = [
  { type: "view" },
  { type: "static", text: "/" },
  { type: "code" },
  { type: "static", text: "_" },
  { type: "frame", width: 3 },
  { type: "static", text: ".svg" },
];
const SOURCE: ImageSource = { rootUrl: "/media/", format: FORMAT, mapping: [] };
const PARTS = { view: "front", code: "upper-red", placementlessCode: "red", frame: 2 };

function view(fields: Partial<ViewerView>): ViewerView {
  return {
    name: "Front",
    code: "front",
    viewType: "Single",
    frameLow: 0,
    frameHigh: 0,
    backgroundComponent: "",
    ...fields,
  };
}

describe("viewDisplay", () => {
  it.each([
    [view({ viewType: "Single", frameLow: 4, frameHigh: 9 }), { kind: "single", frame: 4 }],
    [view({ viewType: "Camera", frameLow: 2 }), { kind: "single", frame: 2 }],
    [view({ viewType: "Range", frameLow: 1, frameHigh: 3 }), { kind: "range", low: 1, high: 3 }],
    [view({ viewType: "Range", frameLow: 5, frameHigh: 5 }), { kind: "single", frame: 5 }],
    [view({ viewType: "Static", staticImageUrl: "/a.png" }), { kind: "static", url: "/a.png" }],
    [view({ viewType: "Static" }), { kind: "static", url: "" }],
  ])("shows %j as %j", (shown, display) => {
    expect(viewDisplay(shown)).toEqual(display);
  });
});

describe("stepFrame", () => {
  it.each([
    [0, 1, 1],
    [1, 1, 2],
    [2, 1, 0],
    [2, -1, 1],
    [1, -1, 0],
    [0, -1, 2],
  ] as const)("from %i by %i gives %i in 0-2", (frame, step, next) => {
    expect(stepFrame(frame, 0, 2, step)).toBe(next);
  });

  it("comes back to the start after a full turn either way", () => {
    let frame = 3;
    for (let i = 0; i < 5; i++) frame = stepFrame(frame, 3, 7, 1);
    expect(frame).toBe(3);
    for (let i = 0; i < 5; i++) frame = stepFrame(frame, 3, 7, -1);
    expect(frame).toBe(3);
  });
});

describe("componentImage", () => {
  it("builds the name from the format and adds the image query", () => {
    expect(componentImage(SOURCE, PARTS)).toEqual({
      name: "front/upper-red_002.svg",
      url: "/media/front/upper-red_002.svg?fmt=png-alpha",
    });
  });

  it("puts one slash between a root without one and the name", () => {
    expect(componentImage({ ...SOURCE, rootUrl: "https://cdn.test/img" }, PARTS).url).toBe(
      "https://cdn.test/img/front/upper-red_002.svg?fmt=png-alpha",
    );
    expect(componentImage({ ...SOURCE, rootUrl: "" }, PARTS).url).toBe("front/upper-red_002.svg?fmt=png-alpha");
  });

  it("replaces a name the image mapping lists", () => {
    const mapping = [
      { from: "front/upper-blue_002.svg", to: "nothing.svg", x: null, y: null, sx: null, sy: null },
      { from: "front/upper-red_002.svg", to: "shared/red.svg?v=2", x: 1, y: 2, sx: null, sy: null },
    ];
    expect(componentImage({ ...SOURCE, mapping }, PARTS)).toEqual({
      name: "shared/red.svg?v=2",
      url: "/media/shared/red.svg?v=2&fmt=png-alpha",
    });
  });

  it("gives no image without a name format", () => {
    expect(componentImage({ ...SOURCE, format: [] }, PARTS)).toEqual({ name: "", url: "" });
  });
});

describe("imageSource", () => {
  const base = {
    imageViews: [],
    imageMapping: [],
    versionId: "v",
    code: "1",
    product: { productId: "p", name: "P", styleCode: "S" },
  };
  const component = (versionRoot: string): Pick<Component, "version" | "products"> => ({
    version: { ...base, imageRootUrl: versionRoot },
    products: { imageRootUrl: "/product/", imageNameFormat: FORMAT },
  });

  it("takes the version's root, else the product's", () => {
    expect(imageSource(component("/version/"))?.rootUrl).toBe("/version/");
    expect(imageSource(component(""))?.rootUrl).toBe("/product/");
  });

  it("is null without the expansions", () => {
    expect(imageSource({})).toBeNull();
  });
});

describe("viewImages", () => {
  const component = { code: "upper-red", placementIndependentCode: "red" };

  it("gives the component's image and no background when the view names none", () => {
    expect(viewImages(SOURCE, component, view({}), 2)).toEqual({
      image: { name: "front/upper-red_002.svg", url: "/media/front/upper-red_002.svg?fmt=png-alpha" },
      background: null,
    });
  });

  it("gives the background component's image of the same view and frame", () => {
    expect(viewImages(SOURCE, component, view({ backgroundComponent: "floor" }), 7).background).toEqual({
      name: "front/floor_007.svg",
      url: "/media/front/floor_007.svg?fmt=png-alpha",
    });
  });

  it("uses a Static view's URL as it is", () => {
    const shown = view({ viewType: "Static", staticImageUrl: "https://cdn.test/box.png" });
    expect(viewImages(SOURCE, component, shown, 0).image).toEqual({
      name: "https://cdn.test/box.png",
      url: "https://cdn.test/box.png",
    });
  });

  it("uses the placement-independent code where the format asks for it", () => {
    const format: ImageNameFormatItem[] = [{ type: "placementless-code" }, { type: "static", text: ".png" }];
    expect(viewImages({ ...SOURCE, format }, component, view({}), 0).image.name).toBe("red.png");
  });
});

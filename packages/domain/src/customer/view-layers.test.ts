import { describe, expect, it } from "vitest";
import { view as fixtureView, runnerBlueprint } from "./blueprint.fixture";
import { defaultFrame, viewLayers, viewPlacements } from "./view-layers";

const blueprint = runnerBlueprint();
const SELECTIONS = { body: "body-red", laces: "laces-white" };
const urls = (layers: { url: string }[]) => layers.map((layer) => layer.url);

describe("viewLayers", () => {
  it("draws each placement with a selection, in group order, with the name format", () => {
    expect(viewLayers(blueprint, fixtureView("front"), SELECTIONS, 0)).toEqual([
      { name: "front/body-red.svg", url: "/demo-media/test/front/body-red.svg?fmt=png-alpha" },
      { name: "front/laces-white.svg", url: "/demo-media/test/front/laces-white.svg?fmt=png-alpha" },
    ]);
  });

  it("carries the assets revision once the Caching box has raised it", () => {
    const flushed = { ...blueprint, assetsRevision: 3 };
    expect(urls(viewLayers(flushed, fixtureView("front"), SELECTIONS, 0))).toEqual([
      "/demo-media/test/front/body-red.svg?fmt=png-alpha&rev=3",
      "/demo-media/test/front/laces-white.svg?fmt=png-alpha&rev=3",
    ]);
  });

  it("puts the background component first and skips placements without a selection", () => {
    const view = fixtureView("front", { backgroundComponent: "floor" });
    expect(urls(viewLayers(blueprint, view, { body: "body-blue" }, 0))).toEqual([
      "/demo-media/test/front/floor.svg?fmt=png-alpha",
      "/demo-media/test/front/body-blue.svg?fmt=png-alpha",
    ]);
  });

  it("skips a selection the placement does not offer", () => {
    expect(viewLayers(blueprint, fixtureView("front"), { body: "body-green" }, 0)).toEqual([]);
  });

  it("follows the view's own placement order and leaves out placements it does not list", () => {
    const view = fixtureView("front", { placementCodes: ["laces", "missing"] });
    expect(urls(viewLayers(blueprint, view, SELECTIONS, 0))).toEqual([
      "/demo-media/test/front/laces-white.svg?fmt=png-alpha",
    ]);
    const reversed = fixtureView("front", { placementCodes: ["laces", "body"] });
    expect(viewPlacements(blueprint, reversed).map((placement) => placement.code)).toEqual(["laces", "body"]);
  });

  it("draws no placement of a view that lists none and draws only selected placements", () => {
    const view = fixtureView("front", { onlySelectedPlacements: true, backgroundComponent: "floor" });
    expect(urls(viewLayers(blueprint, view, SELECTIONS, 0))).toEqual([
      "/demo-media/test/front/floor.svg?fmt=png-alpha",
    ]);
  });

  it("builds the frame into the name and applies the image mapping", () => {
    const framed = runnerBlueprint({
      images: {
        ...blueprint.images,
        imageNameFormat: [{ type: "code" }, { type: "static", text: "_" }, { type: "frame", width: 2 }],
        imageMapping: [{ from: "body-red_03", to: "shared/red.png", x: null, y: null, sx: null, sy: null }],
      },
    });
    const view = fixtureView("spin", { viewType: "Range", frameLow: 1, frameHigh: 8 });
    expect(viewLayers(framed, view, SELECTIONS, 3)).toEqual([
      { name: "shared/red.png", url: "/demo-media/test/shared/red.png?fmt=png-alpha" },
      { name: "laces-white_03", url: "/demo-media/test/laces-white_03?fmt=png-alpha" },
    ]);
  });

  it("gives a Static view its one URL, and nothing without one", () => {
    const view = fixtureView("box", { viewType: "Static", staticImageUrl: "https://cdn.example.test/box.png" });
    expect(viewLayers(blueprint, view, SELECTIONS, 0)).toEqual([
      { name: "https://cdn.example.test/box.png", url: "https://cdn.example.test/box.png" },
    ]);
    expect(viewLayers(blueprint, fixtureView("box", { viewType: "Static" }), SELECTIONS, 0)).toEqual([]);
  });

  it("gives nothing when the name format builds no name", () => {
    const nameless = runnerBlueprint({ images: { ...blueprint.images, imageNameFormat: [] } });
    expect(viewLayers(nameless, fixtureView("front"), SELECTIONS, 0)).toEqual([]);
  });
});

describe("defaultFrame", () => {
  it("is the baked frame of a Range, kept inside it, and the first frame otherwise", () => {
    expect(defaultFrame(fixtureView("spin", { viewType: "Range", frameLow: 1, frameHigh: 8, bakedFrame: 4 }))).toBe(4);
    expect(defaultFrame(fixtureView("spin", { viewType: "Range", frameLow: 1, frameHigh: 8, bakedFrame: 12 }))).toBe(8);
    expect(defaultFrame(fixtureView("front", { frameLow: 2, bakedFrame: 5 }))).toBe(2);
  });
});

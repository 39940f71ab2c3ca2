import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImageView, VIEW_TYPES } from "./version.schema";
import { VIEW_ANGLE_MESSAGES, type ViewAngles, viewAngleIssues, viewFieldsShown } from "./view-angles";

const view = (patch: Partial<ViewAngles>): ViewAngles => ({
  viewType: "Range",
  frameLow: 0,
  frameHigh: 10,
  bakedFrame: 5,
  bakeInRecipe: true,
  ...patch,
});

describe("viewAngleIssues", () => {
  it.each<[string, Partial<ViewAngles>, { path: string[]; message: string }[]]>([
    ["a valid range", {}, []],
    ["a one-angle range", { frameLow: 4, frameHigh: 4, bakedFrame: 4 }, []],
    [
      "an end before the start",
      { frameLow: 6, frameHigh: 5 },
      [{ path: ["frameHigh"], message: VIEW_ANGLE_MESSAGES.endBeforeStart }],
    ],
    [
      "a bake angle past the end",
      { bakedFrame: 11 },
      [{ path: ["bakedFrame"], message: VIEW_ANGLE_MESSAGES.bakeOutsideRange }],
    ],
    [
      "a bake angle before the start",
      { frameLow: 2, bakedFrame: 1 },
      [{ path: ["bakedFrame"], message: VIEW_ANGLE_MESSAGES.bakeOutsideRange }],
    ],
    ["a bake angle outside when not baked", { bakeInRecipe: false, bakedFrame: 99 }, []],
    ["a negative start", { frameLow: -1 }, [{ path: ["frameLow"], message: "Start angle must be at least 0." }]],
    ["a fractional end", { frameHigh: 2.5 }, [{ path: ["frameHigh"], message: "End angle must be a whole number." }]],
    [
      "a missing bake angle",
      { bakedFrame: Number.NaN },
      [{ path: ["bakedFrame"], message: "Bake angle must be a number." }],
    ],
    ["a single view's one angle", { viewType: "Single", frameLow: 3, frameHigh: 0, bakedFrame: 50 }, []],
    [
      "a single view's negative angle",
      { viewType: "Single", frameLow: -2 },
      [{ path: ["frameLow"], message: "Angle must be at least 0." }],
    ],
    ["a camera view's end angle", { viewType: "Camera", frameHigh: -5 }, []],
  ])("%s", (_, patch, issues) => {
    expect(viewAngleIssues(view(patch))).toEqual(issues);
  });

  it("accepts a default new view", () => {
    expect(viewAngleIssues(ImageView.parse({}))).toEqual([]);
  });

  it("accepts any range whose bake angle lies inside it", () => {
    fc.assert(
      fc.property(fc.nat(720), fc.nat(720), fc.nat(720), (a, b, c) => {
        const [low, bake, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        expect(viewAngleIssues(view({ frameLow: low, frameHigh: high, bakedFrame: bake }))).toEqual([]);
      }),
    );
  });
});

describe("static views", () => {
  it("have no angle to check", () => {
    expect(
      viewAngleIssues({ viewType: "Static", bakeInRecipe: false, frameLow: -1, frameHigh: 0, bakedFrame: 0 }),
    ).toEqual([]);
  });
});

describe("viewFieldsShown", () => {
  it.each(
    VIEW_TYPES.flatMap((viewType) =>
      [false, true].flatMap((bakeInRecipe) =>
        [false, true].map((productionReady) => ({ viewType, bakeInRecipe, productionReady })),
      ),
    ),
  )("%o", (flags) => {
    expect(viewFieldsShown(flags)).toEqual({
      angle: flags.viewType !== "Static",
      staticImageUrl: flags.viewType === "Static",
      endAngle: flags.viewType === "Range",
      bakeAngle: flags.viewType === "Range" && flags.bakeInRecipe,
      variants: flags.bakeInRecipe && !flags.productionReady,
    });
  });
});

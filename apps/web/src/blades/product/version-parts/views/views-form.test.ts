import { NEW_VIEW_NAME } from "@atelier/domain/product/version.schema";
import { VIEW_ANGLE_MESSAGES } from "@atelier/domain/product/view-angles";
import { describe, expect, it } from "vitest";
import { duplicateView, newView, ViewsForm } from "./views-form";

describe("newView", () => {
  it("is an unsaved Single view named 'New view', flags false, lists empty", () => {
    const view = newView();
    expect(view).toMatchObject({ name: NEW_VIEW_NAME, viewType: "Single", hidden: false, bakeInRecipe: false });
    expect(view.imageViewId).toBeUndefined();
    expect(view.temporaryId).toMatch(/^tmp-/);
    expect([view.variants, view.customAttributesJson, view.componentPlacements]).toEqual([[], [], []]);
  });
});

describe("duplicateView", () => {
  it("copies the view as a new unsaved one, variants with new ids", () => {
    const original = {
      ...newView(),
      imageViewId: "v1",
      name: "Front",
      variants: [{ id: "a", code: "x", suffix: "-x" }],
    };
    const copy = duplicateView(original);
    expect(copy.imageViewId).toBeUndefined();
    expect(copy.temporaryId).not.toBe(original.temporaryId);
    expect(copy.name).toBe("Front (copy)");
    expect(copy.variants?.[0]).toMatchObject({ code: "x", suffix: "-x" });
    expect(copy.variants?.[0]?.id).not.toBe("a");
    expect(original.variants[0]?.id).toBe("a");
  });
});

describe("ViewsForm", () => {
  it("refuses a range whose end is below its start, on the end angle", () => {
    const view = { ...newView(), viewType: "Range" as const, frameLow: 10, frameHigh: 5 };
    const result = ViewsForm.safeParse({ etag: "e", imageViews: [newView(), view] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["imageViews", 1, "frameHigh"], message: VIEW_ANGLE_MESSAGES.endBeforeStart }),
    ]);
  });

  it("accepts a range baked at an angle inside it", () => {
    const view = {
      ...newView(),
      viewType: "Range" as const,
      bakeInRecipe: true,
      frameLow: 0,
      frameHigh: 35,
      bakedFrame: 35,
    };
    expect(ViewsForm.safeParse({ etag: "e", imageViews: [view] }).success).toBe(true);
  });
});

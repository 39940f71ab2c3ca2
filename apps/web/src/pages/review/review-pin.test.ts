import { describe, expect, it } from "vitest";
import { pinChoices, pinFields } from "./review-pin";

describe("the revision's pin", () => {
  it("reads a view, a placement or the whole order from the choice", () => {
    expect(pinFields("view:FRONT")).toEqual({ view: "FRONT", placement: "" });
    expect(pinFields("placement:MONO:GRAM")).toEqual({ view: "", placement: "MONO:GRAM" });
    expect(pinFields("")).toEqual({ view: "", placement: "" });
  });

  it("lists the views and placements, leaving out an empty group", () => {
    const choices = pinChoices({
      views: [{ code: "FRONT", name: "Front", image: "", replacement: null }],
      selections: [],
    });
    expect(choices).toEqual([
      { value: "", label: "The whole order" },
      { group: "Views", items: [{ value: "view:FRONT", label: "Front" }] },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIEW_TOGGLES,
  debugViewOf,
  setViewToggle,
  toneMappingOf,
  VIEW_TOGGLES,
  type ViewToggle,
  type ViewToggles,
} from "./view-toggles";

const on = (...toggles: ViewToggle[]): ViewToggles =>
  toggles.reduce((state, toggle) => setViewToggle(state, toggle, true), DEFAULT_VIEW_TOGGLES);

describe("setViewToggle", () => {
  it("starts with the maps on, no debug view and standard tone mapping", () => {
    expect(toneMappingOf(DEFAULT_VIEW_TOGGLES)).toBe("Standard");
    expect(debugViewOf(DEFAULT_VIEW_TOGGLES)).toBeNull();
    expect(VIEW_TOGGLES.filter((toggle) => DEFAULT_VIEW_TOGGLES[toggle])).toEqual(["AO", "Bump", "Diffuse"]);
  });

  it.each([
    ["ACES", "Neutral"],
    ["Neutral", "ACES"],
    ["UVs", "Orientation"],
    ["Orientation", "UVs"],
  ] as const)("turning %s on clears %s", (toggle, other) => {
    const state = on(other, toggle);
    expect(state[toggle]).toBe(true);
    expect(state[other]).toBe(false);
  });

  it("turning one off leaves its pair alone", () => {
    const state = setViewToggle(on("ACES"), "Neutral", false);
    expect(state.ACES).toBe(true);
    expect(setViewToggle(on("UVs"), "UVs", false).Orientation).toBe(false);
  });

  it("leaves the other toggles as they are", () => {
    const state = on("Wireframe", "UVs", "ACES", "Neutral", "Orientation");
    expect(state).toEqual({ ...DEFAULT_VIEW_TOGGLES, Wireframe: true, Neutral: true, Orientation: true });
    expect(setViewToggle(state, "Diffuse", false)).toEqual({ ...state, Diffuse: false });
  });

  it("never holds both of a pair, whatever the order of changes", () => {
    for (const first of VIEW_TOGGLES) {
      for (const second of VIEW_TOGGLES) {
        const state = on(first, second);
        expect(state.ACES && state.Neutral).toBe(false);
        expect(state.UVs && state.Orientation).toBe(false);
      }
    }
  });
});

describe("what the toggles draw", () => {
  it("maps the tone mapping toggles", () => {
    expect(toneMappingOf(on("ACES"))).toBe("ACES");
    expect(toneMappingOf(on("Neutral"))).toBe("Neutral");
    expect(toneMappingOf(setViewToggle(on("ACES"), "ACES", false))).toBe("Standard");
  });

  it("maps the debug views", () => {
    expect(debugViewOf(on("UVs"))).toBe("UVs");
    expect(debugViewOf(on("Orientation"))).toBe("Orientation");
  });
});

import { describe, expect, it } from "vitest";
import { ANCHOR_YIELD, BLADE_GAP, layoutBlades, NARROW_MIN_WIDTH, STRIP_WIDTH } from "./blade-layout";

const strip = { state: "collapsed", width: STRIP_WIDTH };
/** The width the blades take side by side, gaps included. */
const used = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0) + (widths.length - 1) * BLADE_GAP;

describe("layoutBlades", () => {
  it("lays out nothing for an empty stack", () => {
    expect(layoutBlades([], 1000, 0)).toEqual([]);
  });

  it("keeps every blade at its width when the stack fits", () => {
    expect(layoutBlades([640, 480], 1200, 1)).toEqual([
      { state: "full", width: 640 },
      { state: "full", width: 480 },
    ]);
  });

  it("narrows the parent next to the anchor to the room left, when that is readable", () => {
    const fits = layoutBlades([640, 480], 1000, 1);
    expect(fits).toEqual([
      { state: "narrowed", width: 1000 - 480 - BLADE_GAP },
      { state: "full", width: 480 },
    ]);
    expect(used(fits.map((fit) => fit.width))).toBe(1000);
  });

  it("narrows the anchor a little rather than collapse its parent", () => {
    // Versions and the version editor at 1440 px wide with the sidebar open.
    const fits = layoutBlades([480, 960], 1116, 1);
    expect(fits).toEqual([
      { state: "narrowed", width: NARROW_MIN_WIDTH },
      { state: "full", width: 1116 - NARROW_MIN_WIDTH - BLADE_GAP },
    ]);
    expect(fits[1]?.width).toBeGreaterThanOrEqual(960 * (1 - ANCHOR_YIELD));
  });

  it("collapses a parent to a strip when the anchor would have to yield more than its share", () => {
    expect(layoutBlades([640, 800], 900, 1)).toEqual([strip, { state: "full", width: 800 }]);
  });

  it("gives the anchor all the room there is when it is wider than the screen, the parents as strips", () => {
    // Products > product > versions > version > rules at 1024 px wide with the sidebar open.
    const available = 700;
    const fits = layoutBlades([640, 640, 480, 960, 1120], available, 4);
    expect(fits.slice(0, 4)).toEqual([strip, strip, strip, strip]);
    expect(fits[4]).toEqual({ state: "full", width: available - 4 * (STRIP_WIDTH + BLADE_GAP) });
    expect(used(fits.map((fit) => fit.width))).toBe(available);
  });

  it("gives room to the blades nearest the anchor first, the leftmost collapse", () => {
    const fits = layoutBlades([380, 380, 380, 380], 1200, 3);
    expect(fits.map((fit) => fit.state)).toEqual(["collapsed", "narrowed", "full", "full"]);
    expect(used(fits.map((fit) => fit.width))).toBeLessThanOrEqual(1200);
  });

  it("keeps the last blade in full after an anchor brought back from a strip, before its other neighbours", () => {
    const fits = layoutBlades([640, 480, 480, 380], 1200, 0);
    expect(fits[0]).toEqual({ state: "full", width: 640 });
    expect(fits[3]).toEqual({ state: "full", width: 380 });
    expect(fits[1]?.state).toBe("collapsed");
    expect(used(fits.map((fit) => fit.width))).toBeLessThanOrEqual(1200);
  });

  it("lets a fullscreen anchor fill what the strips leave", () => {
    const available = 1100;
    const fits = layoutBlades([640, available], available, 1);
    expect(fits).toEqual([strip, { state: "full", width: available - STRIP_WIDTH - BLADE_GAP }]);
  });

  it("never squeezes the anchor under the readable minimum: the stack scrolls instead", () => {
    const fits = layoutBlades(
      Array.from({ length: 12 }, () => 480),
      600,
      11,
    );
    expect(fits[11]).toEqual({ state: "full", width: NARROW_MIN_WIDTH });
  });

  it("never hands out more room than there is, whatever the widths and the anchor", () => {
    const sizes = [380, 480, 640, 800, 960, 1120];
    for (const available of [700, 944, 1116, 1400]) {
      for (let count = 1; count <= 6; count++) {
        const widths = Array.from({ length: count }, (_, index) => sizes[(index * 7 + count) % sizes.length] ?? 380);
        for (let anchor = 0; anchor < count; anchor++) {
          const fits = layoutBlades(widths, available, anchor);
          expect(used(fits.map((fit) => fit.width))).toBeLessThanOrEqual(available);
          expect(fits[anchor]?.state).toBe("full");
          expect(fits[anchor]?.width).toBeGreaterThanOrEqual(
            Math.min(
              Math.ceil((widths[anchor] ?? 0) * (1 - ANCHOR_YIELD)),
              available - (count - 1) * (STRIP_WIDTH + BLADE_GAP),
            ),
          );
          fits.forEach((fit, index) => {
            if (fit.state === "narrowed") expect(fit.width).toBeGreaterThanOrEqual(NARROW_MIN_WIDTH);
            if (fit.state === "full" && index !== anchor) expect(fit.width).toBe(widths[index]);
          });
        }
      }
    }
  });
});

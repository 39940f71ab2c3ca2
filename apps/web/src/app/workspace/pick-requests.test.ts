import { describe, expect, it } from "vitest";
import type { Blade } from "./blade-types";
import { reconcilePicks } from "./pick-requests";

const picker: Blade = { id: "Products.pick", kind: "Products", mode: "pick" };
const list: Blade = { id: "Products", kind: "Products", mode: "list" };

describe("reconcilePicks", () => {
  it("leaves a pick alone until its picker shows, then marks it seen", () => {
    const pending = new Map([["Products.pick", { seen: false }]]);
    expect(reconcilePicks(pending, [list])).toBeNull();
    const result = reconcilePicks(pending, [list, picker]);
    expect(result?.next.get("Products.pick")).toEqual({ seen: true });
    expect(result?.closed).toEqual([]);
  });

  it("ends a seen pick whose picker closed or stopped picking", () => {
    const entry = { seen: true };
    const pending = new Map([["Products.pick", entry]]);
    expect(reconcilePicks(pending, [list, picker])).toBeNull();
    for (const stack of [[list], [list, { ...picker, mode: "list" as const }]]) {
      const result = reconcilePicks(pending, stack);
      expect(result?.next.size).toBe(0);
      expect(result?.closed).toEqual([entry]);
    }
  });
});

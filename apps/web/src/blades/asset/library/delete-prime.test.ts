import { describe, expect, it } from "vitest";
import { deletePrime } from "./delete-prime";

describe("deleting an asset with two clicks", () => {
  it("primes on the first click and confirms on a second click on the same asset", () => {
    const first = deletePrime(null, { type: "delete", name: "a.png" });
    expect(first).toEqual({ primed: "a.png", confirmed: false });
    expect(deletePrime(first.primed, { type: "delete", name: "a.png" })).toEqual({ primed: null, confirmed: true });
  });

  it("a click on another asset cancels, a click elsewhere on the same asset keeps it primed", () => {
    expect(deletePrime("a.png", { type: "card", name: "b.png" })).toEqual({ primed: null, confirmed: false });
    expect(deletePrime("a.png", { type: "card", name: "a.png" })).toEqual({ primed: "a.png", confirmed: false });
  });

  it("Delete on another asset primes that one instead", () => {
    expect(deletePrime("a.png", { type: "delete", name: "b.png" })).toEqual({ primed: "b.png", confirmed: false });
  });
});

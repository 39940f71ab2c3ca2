import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("repeats the same stream for a seed, another for another seed, always in [0, 1)", () => {
    const take = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 1000 }, () => random());
    };
    expect(take(14)).toEqual(take(14));
    expect(take(15)).not.toEqual(take(14));
    for (const value of take(14)) expect(value >= 0 && value < 1).toBe(true);
    expect(new Set(take(14).map((value) => Math.floor(value * 10))).size).toBe(10);
  });
});

import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";

describe("createLimiter", () => {
  it("runs at most the limit at once, in order, and passes results and failures through", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) =>
      limit(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (index === 3) throw new Error("three");
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual([
      0,
      1,
      2,
      "failed",
      4,
    ]);
  });
});

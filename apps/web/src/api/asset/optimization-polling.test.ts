import { OPTIMIZATION_POLL_MS, OPTIMIZATION_STATUSES } from "@atelier/domain/asset/optimization.schema";
import { describe, expect, it } from "vitest";
import { isOptimizationRunning, optimizationPollInterval } from "./optimization-polling";

describe("optimisation polling", () => {
  it.each(OPTIMIZATION_STATUSES.map((status) => [status, status === "Ready" || status === "Processing"] as const))(
    "%s runs: %s",
    (status, running) => {
      expect(isOptimizationRunning(status)).toBe(running);
    },
  );

  it("polls while any item is queued or running, and stops when none is", () => {
    expect(optimizationPollInterval([])).toBe(false);
    expect(optimizationPollInterval([{ status: "Created" }, { status: "Success" }, { status: "Exception" }])).toBe(
      false,
    );
    expect(optimizationPollInterval([{ status: "Success" }, { status: "Ready" }])).toBe(OPTIMIZATION_POLL_MS);
    expect(optimizationPollInterval([{ status: "Processing" }])).toBe(OPTIMIZATION_POLL_MS);
  });
});

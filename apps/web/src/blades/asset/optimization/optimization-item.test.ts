import { describe, expect, it } from "vitest";
import { type OptimizationItem, profileOptions } from "./optimization-item";

const item = (optimizationMethod: string | null): OptimizationItem => ({
  dataOptimizationId: "o1",
  name: "sneaker.glb",
  status: "Created",
  created: "2025-01-01T00:00:00.000Z",
  createdBy: "Alex Morgan",
  optimizationMethod,
  availableOptimizationMethods: [
    { id: "p1", name: "Web (meshopt + webp)" },
    { id: "p2", name: "Draco" },
  ],
  message: "",
  resultUrl: null,
  previewUrl: "/api/v1/dataoptimization/o1/source",
  before: null,
  after: null,
  etag: "e1",
});

describe("profileOptions", () => {
  it("offers the company's profiles by name", () => {
    expect(profileOptions(item(null))).toEqual([
      { value: "p1", label: "Web (meshopt + webp)" },
      { value: "p2", label: "Draco" },
    ]);
  });

  it("keeps a chosen profile that is no longer offered, so the select still shows the choice", () => {
    expect(profileOptions(item("gone")).at(-1)).toEqual({ value: "gone", label: "gone" });
    expect(profileOptions(item("p2"))).toHaveLength(2);
  });
});

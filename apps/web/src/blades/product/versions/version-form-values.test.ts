import { Version } from "@atelier/domain/product/version.schema";
import { describe, expect, it } from "vitest";
import { versionUpdateInput, versionValues } from "./version-form-values";

const read = Version.parse({
  versionId: "v-1",
  productId: "p-1",
  etag: "etag-1",
  code: 1,
  name: "Launch",
  description: "",
  active: false,
  parentVersionId: null,
  created: "2026-01-01T00:00:00.000Z",
  lastUpdated: "2026-01-02T00:00:00.000Z",
  product: { name: "Tote", styleCode: "TOTE-1", productStatus: "Development" },
  componentGroups: [{ name: "Straps" }],
  rulesJson: [{ id: "r-1", type: "AlwaysOn" }],
  noSiblingRules: true,
});

describe("the version editor's values", () => {
  it("hold the fields the editor edits", () => {
    expect(versionValues(read)).toMatchObject({ name: "Launch", priceJson: [], imageMappingSource: null });
    expect(versionValues(read)).not.toHaveProperty("componentGroups");
  });

  it("are saved over the version as read, with its etag; the other blades' parts go back unchanged", () => {
    const input = versionUpdateInput(read, { ...versionValues(read), name: "Holiday" }, false);
    expect(input).toMatchObject({
      name: "Holiday",
      etag: "etag-1",
      componentGroups: read.componentGroups,
      rulesJson: read.rulesJson,
      noSiblingRules: true,
    });
    expect(input).not.toHaveProperty("active");
    expect(input).not.toHaveProperty("product");
  });

  it("set active only for Save & Activate", () => {
    expect(versionUpdateInput(read, versionValues(read), true).active).toBe(true);
  });
});

import { VersionFields } from "@atelier/domain/product/version.schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64DecodedBytes, toStoredContent } from "./version-content";

describe("base64DecodedBytes", () => {
  it("equals the length of the decoded content", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64DecodedBytes(Buffer.from(bytes).toString("base64"))).toBe(bytes.length);
      }),
    );
  });
});

describe("toStoredContent", () => {
  it("keeps saved ids, replaces temporary ones, and gives a repeated id a new one", () => {
    const content = VersionFields.parse({
      componentGroups: [
        { componentGroupId: "g1", name: "A" },
        { temporaryId: "t1", name: "B" },
        { componentGroupId: "g1", temporaryId: "t2", name: "A copy" },
      ],
      imageViews: [
        {
          imageViewId: "v1",
          componentPlacements: [{ componentPlacementId: "p", componentPlacement: { name: "N", code: "c" } }],
        },
      ],
    });
    const stored = toStoredContent(content);
    const [first, second, third] = stored.componentGroups;
    expect(first).toEqual({ ...content.componentGroups[0], componentGroupId: "g1" });
    expect(second?.componentGroupId).toMatch(/^[0-9a-f-]{36}$/);
    expect(third?.componentGroupId).not.toBe("g1");
    for (const group of stored.componentGroups) expect(group).not.toHaveProperty("temporaryId");
    expect(stored.imageViews[0]?.imageViewId).toBe("v1");
    expect(stored.imageViews[0]?.componentPlacements[0]?.componentPlacement).toBeNull();
  });

  it("clears the file name and type with the mapping", () => {
    const content = VersionFields.parse({ imageMappingFile: "m.csv", imageMappingFileMimeType: "text/csv" });
    expect(toStoredContent(content)).toMatchObject({
      imageMappingSource: null,
      imageMappingFile: null,
      imageMappingFileMimeType: null,
    });
  });
});

import { describe, expect, it } from "vitest";
import { blueprintUrl, STUDIO_FUTURE_PREVIEW_DATE, studioUrl } from "./version-links";

const version = { styleCode: "SNK-CC-100", code: 3 };

describe("studioUrl", () => {
  it("opens the product's style code at the version's code", () => {
    expect(studioUrl(version)).toBe("/studio.html?product=SNK-CC-100&version=3");
  });

  it("adds the far-future preview date when asked", () => {
    const url = new URL(studioUrl(version, { futureDate: true }), "http://atelier.test");
    expect(url.pathname).toBe("/studio.html");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product: "SNK-CC-100",
      version: "3",
      previewDate: STUDIO_FUTURE_PREVIEW_DATE,
    });
  });

  it("encodes style codes that are not plain words", () => {
    const url = new URL(studioUrl({ styleCode: "A&B 1", code: 1 }), "http://atelier.test");
    expect(url.searchParams.get("product")).toBe("A&B 1");
  });
});

describe("blueprintUrl", () => {
  it("is the base address plus /{styleCode}/{versionCode}/_/", () => {
    expect(blueprintUrl(version)).toBe("/blueprint/SNK-CC-100/3/_/");
    expect(blueprintUrl({ styleCode: "A/B", code: 12 })).toBe("/blueprint/A%2FB/12/_/");
  });
});

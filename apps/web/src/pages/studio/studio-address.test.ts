import { describe, expect, it } from "vitest";
import { readStudioAddress, writeStudioAddress } from "./studio-address";

describe("studio address", () => {
  it("reads the target as the version editor's links write it", () => {
    const address = readStudioAddress("?product=SNK-CC-100&version=2&previewDate=2099-12-31T00%3A00%3A00Z");
    expect(address.target).toEqual({
      product: "SNK-CC-100",
      version: "2",
      previewDate: "2099-12-31T00:00:00Z",
      site: "",
      locale: "",
      key: undefined,
      recipe: undefined,
    });
    expect(address.choices).toBeNull();
  });

  it("has no target without a product, and the active version without a version", () => {
    expect(readStudioAddress("?version=2").target).toBeNull();
    expect(readStudioAddress("?product=A").target?.version).toBe("_");
  });

  it("keeps choices, view and frame through a round trip", () => {
    const written = writeStudioAddress({
      target: { product: "A B", version: "1", site: "eu", locale: "fr", key: "pk_1", recipe: "abcdefabcdef" },
      choices: {
        selections: { BODY: "RED", "LACES & TIPS": "X=Y" },
        values: { "personalization-text OF BODY": "Jo & Al", empty: "" },
      },
      view: "side",
      frame: 3,
    });
    const read = readStudioAddress(written);
    expect(read.target).toMatchObject({
      product: "A B",
      site: "eu",
      locale: "fr",
      key: "pk_1",
      recipe: "abcdefabcdef",
    });
    expect(read.choices).toEqual({
      selections: { BODY: "RED", "LACES & TIPS": "X=Y" },
      values: { "personalization-text OF BODY": "Jo & Al" },
    });
    expect(read.view).toBe("side");
    expect(read.frame).toBe(3);
  });

  it("ignores a frame that is not a whole number", () => {
    expect(readStudioAddress("?product=A&frame=1.5").frame).toBeUndefined();
    expect(readStudioAddress("?product=A&frame=x").frame).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { ServedBlueprintIndex } from "./served-blueprint-index";

const address = { styleCode: "TEE", versionCode: "_", site: "US", locale: "en-US" };
const served = (revision: number, name = "a") => ({ revision, name });

describe("ServedBlueprintIndex", () => {
  it("finds an answer at its revision within its date bucket", () => {
    const index = new ServedBlueprintIndex<{ revision: number; name: string }>(10, 1000);
    const value = served(3);
    index.remember("c1", address, value, 100, 200, 10);
    expect(index.find("c1", address, 3, 100)).toBe(value);
    expect(index.find("c1", address, 3, 199)).toBe(value);
  });

  it("misses at another revision, outside the bucket, and for any other part of the address", () => {
    const index = new ServedBlueprintIndex<{ revision: number; name: string }>(10, 1000);
    index.remember("c1", address, served(3), 100, 200, 10);
    expect(index.find("c1", address, 4, 150)).toBeUndefined();
    expect(index.find("c1", address, 3, 99)).toBeUndefined();
    expect(index.find("c1", address, 3, 200)).toBeUndefined();
    expect(index.find("c2", address, 3, 150)).toBeUndefined();
    expect(index.find("c1", { ...address, styleCode: "CAP" }, 3, 150)).toBeUndefined();
    expect(index.find("c1", { ...address, versionCode: "2" }, 3, 150)).toBeUndefined();
    expect(index.find("c1", { ...address, site: "EU" }, 3, 150)).toBeUndefined();
    expect(index.find("c1", { ...address, locale: "fr-FR" }, 3, 150)).toBeUndefined();
  });

  it("replaces the answer of the same address", () => {
    const index = new ServedBlueprintIndex<{ revision: number; name: string }>(10, 1000);
    index.remember("c1", address, served(3, "old"), 0, 10, 10);
    const newer = served(4, "new");
    index.remember("c1", address, newer, 0, 10, 10);
    expect(index.find("c1", address, 4, 5)).toBe(newer);
  });

  it("empties itself once full, by count or by bytes", () => {
    const byCount = new ServedBlueprintIndex<{ revision: number; name: string }>(1, 1000);
    byCount.remember("c1", address, served(1), 0, 10, 1);
    byCount.remember("c1", { ...address, site: "EU" }, served(1), 0, 10, 1);
    expect(byCount.find("c1", address, 1, 5)).toBeUndefined();
    expect(byCount.find("c1", { ...address, site: "EU" }, 1, 5)).toBeDefined();

    const byBytes = new ServedBlueprintIndex<{ revision: number; name: string }>(10, 100);
    byBytes.remember("c1", address, served(1), 0, 10, 60);
    byBytes.remember("c1", { ...address, site: "EU" }, served(1), 0, 10, 60);
    expect(byBytes.find("c1", address, 1, 5)).toBeUndefined();
  });
});

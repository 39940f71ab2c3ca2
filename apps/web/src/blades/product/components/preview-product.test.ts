import { describe, expect, it } from "vitest";
import { readPreviewProduct, writePreviewProduct } from "./preview-product";

/** The part of Storage the store uses, kept in a map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("preview product", () => {
  it("is kept per company and can be forgotten", () => {
    const storage = memoryStorage();
    expect(readPreviewProduct("c1", storage)).toBeNull();
    writePreviewProduct("c1", "p1", storage);
    writePreviewProduct("c2", "p2", storage);
    expect(readPreviewProduct("c1", storage)).toBe("p1");
    expect(readPreviewProduct("c2", storage)).toBe("p2");
    writePreviewProduct("c1", null, storage);
    expect(readPreviewProduct("c1", storage)).toBeNull();
    expect(readPreviewProduct("c2", storage)).toBe("p2");
  });

  it("treats storage that fails as empty", () => {
    const broken: Storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => writePreviewProduct("c1", "p1", broken)).not.toThrow();
    expect(readPreviewProduct("c1", broken)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { etagOf, type SerialisedList, SerialisedListCache } from "./serialised-list-cache";

const list = (revision: number, text: string): SerialisedList => {
  const body = Buffer.from(text);
  return { revision, etag: etagOf(body), body };
};

describe("SerialisedListCache", () => {
  it("answers an entry only for the revision it was read at", () => {
    const cache = new SerialisedListCache(1000);
    cache.set("a", list(3, "three"));
    expect(cache.get("a", 3)?.body.toString()).toBe("three");
    expect(cache.get("a", 4)).toBeUndefined();
    expect(cache.get("b", 3)).toBeUndefined();
  });

  it("never replaces an entry with one of an earlier revision", () => {
    const cache = new SerialisedListCache(1000);
    cache.set("a", list(5, "five"));
    cache.set("a", list(4, "four"));
    expect(cache.get("a", 5)?.body.toString()).toBe("five");
    cache.set("a", list(6, "six"));
    expect(cache.get("a", 6)?.body.toString()).toBe("six");
  });

  it("drops the least recently used entries once past its bytes, and never keeps one larger than them", () => {
    const cache = new SerialisedListCache(10);
    cache.set("a", list(1, "aaaa"));
    cache.set("b", list(1, "bbbb"));
    cache.get("a", 1);
    cache.set("c", list(1, "cccc"));
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
    cache.set("d", list(1, "d".repeat(11)));
    expect(cache.get("d", 1)).toBeUndefined();
  });

  it("builds once for concurrent misses of one key and revision", async () => {
    const cache = new SerialisedListCache(1000);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((done) => setTimeout(done, 5));
      return list(1, "one");
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrBuild("a", 1, build)));
    expect(builds).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.getOrBuild("a", 1, build)).toBe(answers[0]);
    expect(builds).toBe(1);
  });

  it("gives equal bytes equal ETags and different bytes different ones", () => {
    expect(etagOf(Buffer.from("x"))).toBe(etagOf(Buffer.from("x")));
    expect(etagOf(Buffer.from("x"))).not.toBe(etagOf(Buffer.from("y")));
  });
});

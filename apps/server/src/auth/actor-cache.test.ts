import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { ActorCache, type ActorSlot } from "./actor-cache";

const TTL = 5_000;
const at = new Date("2030-01-01T00:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);

function user(userId: string, sessionId = `s-${userId}`): Actor {
  return { kind: "user", userId, name: "User", sessionId, companyId: "c1", roles: ["Administrator"] };
}
const key = (apiKeyId: string): Actor => ({ kind: "apiKey", apiKeyId, name: "Key", companyId: "c1", roles: ["None"] });
const storefront = (storefrontKeyId: string): Actor => ({
  kind: "storefront",
  storefrontKeyId,
  name: "Shop",
  companyId: "c1",
  roles: [],
  allowedOrigins: [],
});

/** A cache on a clock the test moves. */
function cacheAt(maxEntries = 100) {
  let now = 1_000;
  const cache = new ActorCache(() => now, TTL, maxEntries);
  const file = (slot: ActorSlot, actor: Actor, readAt = now, expiresAt: Date | null = later(60_000)) =>
    cache.set(slot, { actor, tokenHash: slot.split(":")[1] ?? "", expiresAt }, readAt);
  return {
    cache,
    file,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

describe("ActorCache", () => {
  it("answers an entry until its time to live is over", () => {
    const { cache, file, advance } = cacheAt();
    file("session:a", user("u1"));
    advance(TTL - 1);
    expect(cache.get("session:a", at)).toMatchObject({ userId: "u1" });
    advance(1);
    expect(cache.get("session:a", at)).toBeUndefined();
  });

  it("never answers a session past its expiry", () => {
    const { cache, file } = cacheAt();
    file("session:a", user("u1"), undefined, later(10));
    expect(cache.get("session:a", later(9))).toBeDefined();
    expect(cache.get("session:a", later(10))).toBeUndefined();
  });

  it("keeps sessions and API keys in separate slots", () => {
    const { cache, file } = cacheAt();
    file("key:h", key("k1"), undefined, null);
    expect(cache.get("session:h", at)).toBeUndefined();
    expect(cache.get("key:h", at)).toMatchObject({ apiKeyId: "k1" });
  });

  it.each([
    [{ userId: "u1" }, ["session:b", "key:k", "key:p"]],
    [{ sessionId: "s-u1" }, ["session:b", "key:k", "key:p"]],
    [{ tokenHash: "a" }, ["session:b", "key:k", "key:p"]],
    [{ apiKeyId: "k1" }, ["session:a", "session:b", "key:p"]],
    [{ storefrontKeyId: "p1" }, ["session:a", "session:b", "key:k"]],
    [{ apiKeyId: "p1" }, ["session:a", "session:b", "key:k", "key:p"]],
  ])("forgets exactly what %o concerns", (change, left) => {
    const { cache, file } = cacheAt();
    file("session:a", user("u1"));
    file("session:b", user("u2"));
    file("key:k", key("k1"), undefined, null);
    file("key:p", storefront("p1"), undefined, null);
    cache.forget(change);
    const slots = ["session:a", "session:b", "key:k", "key:p"] as const;
    expect(slots.filter((slot) => cache.get(slot, at))).toEqual(left);
  });

  it("does not file what was read before a change concerning it, nor within the time to live after it", () => {
    const { cache, file, advance, now } = cacheAt();
    const readBefore = now();
    advance(10);
    cache.forget({ userId: "u1" });
    file("session:a", user("u1"), readBefore);
    expect(cache.get("session:a", at)).toBeUndefined();
    advance(TTL - 1);
    file("session:a", user("u1"));
    expect(cache.get("session:a", at)).toBeUndefined();
    file("session:b", user("u2"));
    expect(cache.get("session:b", at)).toBeDefined();
    advance(1);
    file("session:a", user("u1"));
    expect(cache.get("session:a", at)).toBeDefined();
  });

  it("keeps at most its bound, dropping the oldest first", () => {
    const { cache, file } = cacheAt(2);
    file("session:a", user("u1"));
    file("session:b", user("u2"));
    file("session:c", user("u3"));
    expect(["session:a", "session:b", "session:c"].map((slot) => Boolean(cache.get(slot as ActorSlot, at)))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

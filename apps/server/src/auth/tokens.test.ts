import { describe, expect, it } from "vitest";
import { isCrossOrigin } from "./auth-hooks";
import { newApiKey, newStorefrontKey, normalizeEmail, randomToken, sha256Hex } from "./tokens";

describe("tokens", () => {
  it("hashes with hex SHA-256", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("makes distinct URL-safe tokens and atk_ keys", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newApiKey()).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
  });

  it("makes distinct pk_ storefront keys of 32 base62 characters, using every character", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newStorefrontKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^pk_[0-9A-Za-z]{32}$/);
    const seen = new Set([...keys].flatMap((key) => [...key.slice(3)]));
    expect(seen.size).toBe(62);
  });

  it("normalises e-mail addresses", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });
});

describe("isCrossOrigin", () => {
  it.each([
    [undefined, "atelier.test", false],
    ["http://atelier.test", "atelier.test", false],
    ["http://localhost:80", "localhost:80", false],
    ["https://atelier.test:443", "atelier.test", false],
    ["http://localhost:5173", "localhost:5173", false],
    ["https://evil.example", "atelier.test", true],
    ["http://atelier.test:8080", "atelier.test", true],
    ["null", "atelier.test", true],
  ])("origin %s with host %s -> %s", (origin, host, expected) => {
    expect(isCrossOrigin(origin, host)).toBe(expected);
  });
});

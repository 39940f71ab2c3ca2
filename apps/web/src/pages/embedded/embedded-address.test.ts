import { describe, expect, it } from "vitest";
import { BUSTED_IFRAME_KEY, continueAddress, mustBustFrame, remotePagePath } from "./embedded-address";

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("remotePagePath", () => {
  it("names the client id and passes the host on, both encoded", () => {
    expect(remotePagePath("test-client", "abc")).toBe("/api/v2/shopify/app/test-client/remote?host=abc");
    expect(remotePagePath("a b", "x=1&y/2")).toBe("/api/v2/shopify/app/a%20b/remote?host=x%3D1%26y%2F2");
  });
});

describe("mustBustFrame", () => {
  it("leaves the frame once per session when a host is given", () => {
    expect(mustBustFrame("abc", storage({}))).toBe(true);
    expect(mustBustFrame("abc", storage({ [BUSTED_IFRAME_KEY]: "true" }))).toBe(false);
  });

  it("stays without a host", () => {
    expect(mustBustFrame(null, storage({}))).toBe(false);
    expect(mustBustFrame("", storage({}))).toBe(false);
  });
});

describe("continueAddress", () => {
  it.each([
    [{ pathname: "/api/v2/shopify/app/c1", search: "" }, "/api/v2/shopify/app/c1/continue"],
    [{ pathname: "/api/v2/shopify/app/c1/", search: "?host=abc" }, "/api/v2/shopify/app/c1/continue?host=abc"],
  ])("%j -> %s", (location, expected) => {
    expect(continueAddress(location)).toBe(expected);
  });
});

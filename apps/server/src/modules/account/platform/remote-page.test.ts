import { describe, expect, it } from "vitest";
import { CLIENT_ID_MAX_LENGTH, CLIENT_ID_PATTERN, remotePageUrl } from "./remote-page";

describe("remotePageUrl", () => {
  it("puts the client id under /apps/ of the platform", () => {
    expect(remotePageUrl("https://admin.shopify.com", "abc-123_X", undefined)).toBe(
      "https://admin.shopify.com/apps/abc-123_X",
    );
  });

  it("passes the host parameter on, encoded", () => {
    expect(remotePageUrl("http://127.0.0.1:4100/base", "app", "c2hvcA==&x=1 y")).toBe(
      "http://127.0.0.1:4100/base/apps/app?host=c2hvcA%3D%3D%26x%3D1+y",
    );
  });

  it("leaves an empty host out", () => {
    expect(remotePageUrl("https://p.example", "app", "")).toBe("https://p.example/apps/app");
  });
});

describe("CLIENT_ID_PATTERN", () => {
  it.each([
    ["a", true],
    ["Ab-9_z", true],
    ["x".repeat(CLIENT_ID_MAX_LENGTH), true],
    ["x".repeat(CLIENT_ID_MAX_LENGTH + 1), false],
    ["", false],
    ["a.b", false],
    ["a b", false],
    ["a/b", false],
    ["é", false],
  ])("%j matches: %s", (clientId, matches) => {
    expect(CLIENT_ID_PATTERN.test(clientId)).toBe(matches);
  });
});

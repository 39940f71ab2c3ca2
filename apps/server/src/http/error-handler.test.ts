import { describe, expect, it } from "vitest";
import { toModelState } from "./error-handler";
import { isWebAppPath } from "./web-app";

describe("toModelState", () => {
  it("keys messages by the field path joined with dots, without duplicates", () => {
    expect(
      toModelState([
        { instancePath: "/username", message: "E-mail is required." },
        { instancePath: "/address/city", message: "City is required." },
        { instancePath: "/username", message: "E-mail is required." },
        { instancePath: "/items/0/name", message: "Name is required." },
      ]),
    ).toEqual({
      username: ["E-mail is required."],
      "address.city": ["City is required."],
      "items.0.name": ["Name is required."],
    });
  });
});

describe("isWebAppPath", () => {
  it.each([
    ["/", true],
    ["/login?x=1", true],
    ["/api/v2/shopify/app/client-7", true],
    ["/api/v2/shopify/app", true],
    ["/api/v2/shopify/app?shop=x", true],
    ["/api/v2/shopify/apple", false],
    ["/api/v1/account", false],
    ["/api/docs", false],
  ])("%s -> %s", (path, expected) => {
    expect(isWebAppPath(path)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { postgresCode, toModelState } from "./error-handler";
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

describe("postgresCode", () => {
  it("finds the code through wrapping errors", () => {
    const driverError = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(postgresCode(new Error("Failed query", { cause: driverError }))).toBe("23505");
    expect(postgresCode(Object.assign(new Error("x"), { code: "FST_ERR_X" }))).toBeUndefined();
    expect(postgresCode("text")).toBeUndefined();
  });
});

describe("isWebAppPath", () => {
  it.each([
    ["/", true],
    ["/login?x=1", true],
    ["/api/v2/shopify/app/client-7", true],
    ["/api/v1/account", false],
    ["/api/docs", false],
  ])("%s -> %s", (path, expected) => {
    expect(isWebAppPath(path)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { appletFileAddress, appletPageAddress } from "./applet-model";

describe("applet addresses", () => {
  it("passes the model as query parameters of index.html", () => {
    expect(appletPageAddress("a1", { productId: "p 1", styleCode: "TEE&01" })).toBe(
      "/api/v1/app/a1/index.html?productId=p+1&styleCode=TEE%2601",
    );
  });

  it("opens index.html alone for an empty model", () => {
    expect(appletPageAddress("a1", {})).toBe("/api/v1/app/a1/index.html");
  });

  it("encodes a file name as one path segment", () => {
    expect(appletFileAddress("a1", "my script?.js")).toBe("/api/v1/app/a1/my%20script%3F.js");
  });
});

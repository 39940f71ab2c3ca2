import { describe, expect, it } from "vitest";
import { layerLocation } from "./layer-location";

const MEDIA = "/srv/atelier/demo-media";
const ROOT = "https://images.example.test/sneaker/";

describe("layerLocation", () => {
  it("reads demo media files, without the query", () => {
    expect(layerLocation("/demo-media/images/A_front_00.svg?fmt=png-alpha", ROOT, MEDIA)).toEqual({
      kind: "file",
      path: `${MEDIA}/images/A_front_00.svg`,
    });
  });

  it.each([
    "/demo-media/../secrets.txt",
    "/demo-media/images/%2e%2e/%2e%2e/etc/passwd",
    "/demo-media/",
    "/demo-media/%E0%A4%A",
  ])("refuses %s, which leaves the demo media", (address) => {
    expect(layerLocation(address, ROOT, MEDIA).kind).toBe("refused");
  });

  it.each([
    ["/api/v1/asset/data/shirts/red.png", "shirts/red.png"],
    ["/api/v1/asset/data/shirts%2Fred%20one.png?fmt=png-alpha", "shirts/red one.png"],
    ["/api/v1/asset/data/abc#x", "abc"],
  ])("reads %s from the library as %s", (address, name) => {
    expect(layerLocation(address, ROOT, MEDIA)).toEqual({ kind: "asset", name });
  });

  it("reads addresses under the image root", () => {
    const location = layerLocation(`${ROOT}front/red.png?fmt=png-alpha`, ROOT, MEDIA);
    expect(location).toEqual({ kind: "remote", url: new URL(`${ROOT}front/red.png?fmt=png-alpha`) });
  });

  it.each([
    ["another host", "https://evil.example.test/sneaker/red.png", ROOT],
    ["a sibling folder", "https://images.example.test/sneakers-private/red.png", "https://images.example.test/sneaker"],
    ["another scheme", "file:///etc/passwd", ROOT],
    ["another port", "https://images.example.test:8443/sneaker/red.png", ROOT],
    ["credentials", "https://user:pw@images.example.test/sneaker/red.png", ROOT],
    ["a relative root", "https://images.example.test/sneaker/red.png", "/sneaker/"],
    ["a file root", "file:///etc/passwd", "file:///etc/"],
    ["an asset path that climbs", "/api/v1/asset/data/a/../../etc/passwd", ROOT],
    ["an encoded climb", "/api/v1/asset/data/%2e%2e%2Fsecret.png", ROOT],
    ["an empty asset name", "/api/v1/asset/data/", ROOT],
    ["a broken escape", "/api/v1/asset/data/%E0%A4%A", ROOT],
    ["a relative address", "front/red.png", ROOT],
  ])("refuses %s", (_case, address, root) => {
    expect(layerLocation(address, root, MEDIA).kind).toBe("refused");
  });
});

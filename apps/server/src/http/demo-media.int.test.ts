import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";
import { DEMO_SNEAKER_MODEL } from "../seed/demo-metadata";

const t = useTestApp();
const request = (method: "GET" | "HEAD" | "POST", url: string) => t.app.inject({ method, url });

describe("/demo-media/", () => {
  it("serves the demo files to anyone, as inert images", async () => {
    const res = await request("GET", "/demo-media/images/shoe-box.svg?fmt=png-alpha");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.body).toContain("<svg");
    expect((await request("HEAD", "/demo-media/images/shoe-box.svg")).statusCode).toBe(200);
  });

  it("serves the sneaker model the demo's model components name", async () => {
    const res = await request("HEAD", DEMO_SNEAKER_MODEL);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("binary");
  });

  it("answers a missing file with 404 (not the web app's page), and writes with 404", async () => {
    const res = await request("GET", "/demo-media/images/no-such-image.svg");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound });
    expect((await request("POST", "/demo-media/images/shoe-box.svg")).statusCode).toBe(404);
  });

  it("lists no folder and serves nothing outside its own", async () => {
    for (const url of ["/demo-media/", "/demo-media/images/", "/demo-media/images/..%2f..%2fpackage.json"]) {
      const res = await request("GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: MESSAGES.forbidden });
    }
    const outside = await request("GET", "/demo-media/%2e%2e/package.json");
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain("@atelier/server");
  });
});

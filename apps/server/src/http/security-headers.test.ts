import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { installSecurityHeaders } from "./security-headers";

const PLATFORM_URL = "https://admin.platform.test/store";
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appServedAt(publicUrl: string) {
  app = Fastify();
  installSecurityHeaders(app, loadConfig({ PUBLIC_URL: publicUrl, PLATFORM_URL }));
  app.get("/*", async () => "<!doctype html>");
  await app.ready();
  return app;
}

const directivesOf = (header: unknown) =>
  new Map(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values.join(" ")]),
  );

describe("security headers", () => {
  it("give the back-office a policy of its own scripts, inline styles, no framing and no plugins", async () => {
    const served = await appServedAt("http://localhost:3000");
    const res = await served.inject({ url: "/products" });
    const csp = directivesOf(res.headers["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(csp.get("img-src")).toContain("blob:");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("frame-src")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("let the platform's origin, and only it, frame the embedded platform's pages", async () => {
    const served = await appServedAt("http://localhost:3000");
    for (const url of ["/api/v2/shopify/app/client-1?host=abc", "/api/v2/shopify/app/client-1/continue"]) {
      const res = await served.inject({ url });
      const csp = directivesOf(res.headers["content-security-policy"]);
      expect(csp.get("frame-ancestors")).toBe("https://admin.platform.test");
      expect(csp.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
      expect(res.headers["x-frame-options"]).toBeUndefined();
    }
    const other = await served.inject({ url: "/api/v2/shopify/application" });
    expect(directivesOf(other.headers["content-security-policy"]).get("frame-ancestors")).toBe("'none'");
  });

  it("give API calls a policy under which nothing runs or frames, nosniff and no cross-origin reads", async () => {
    const served = await appServedAt("https://atelier.example.com");
    const res = await served.inject({ url: "/api/v1/product" });
    const csp = directivesOf(res.headers["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(res.headers["referrer-policy"]).toBeUndefined();
    const docs = await served.inject({ url: "/api/docs" });
    expect(directivesOf(docs.headers["content-security-policy"]).get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
  });

  it("ask for https from then on (HSTS) and upgrade requests only when Atelier is served over https", async () => {
    const served = await appServedAt("https://atelier.example.com");
    const res = await served.inject({ url: "/" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(directivesOf(res.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { addStorefrontKey } from "../modules/account/storefront-key/storefront-key.fixtures";
import { STUDIO_PAGE_PATH } from "./studio-page";

const webDist = mkdtempSync(join(tmpdir(), "atelier-studio-"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Atelier</title>");
writeFileSync(join(webDist, "studio.html"), "<!doctype html><title>Studio</title>");
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ webDist });

const frameAncestors = (header: unknown) =>
  String(header)
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("frame-ancestors"));

const studio = (query: string) => t.app.inject({ url: `${STUDIO_PAGE_PATH}${query}` });

describe("the Studio page", () => {
  it("is served from the build, never cached, with the back office's headers when no key is named", async () => {
    const res = await studio("?product=A&version=1");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Studio</title>");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(frameAncestors(res.headers["content-security-policy"])).toBe("frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("may be framed by the allowed origins of the storefront key its address names, and only by them", async () => {
    const { company, client } = await signedInAdmin(t);
    const { created } = await addStorefrontKey(t, client, company.id, {
      name: "Shop",
      allowedOrigins: ["https://shop.example.com", "http://localhost:8080"],
    });
    const res = await studio(`?product=A&version=_&key=${created.key}`);
    expect(res.statusCode).toBe(200);
    expect(frameAncestors(res.headers["content-security-policy"])).toBe(
      "frame-ancestors https://shop.example.com http://localhost:8080",
    );
    expect(res.headers["x-frame-options"]).toBeUndefined();
    // The rest of the policy is the page's own.
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
  });

  it("is not framed for a key without origins, an unknown key, or a key on another page", async () => {
    const { company, client } = await signedInAdmin(t);
    const { created } = await addStorefrontKey(t, client, company.id, { name: "No origins", allowedOrigins: [] });
    for (const query of [`?key=${created.key}`, "?key=pk_unknown0000000000000000000000000", "?key=atk_nope"]) {
      const res = await studio(query);
      expect(frameAncestors(res.headers["content-security-policy"])).toBe("frame-ancestors 'none'");
    }
    const other = await t.app.inject({ url: `/products?key=${created.key}` });
    expect(frameAncestors(other.headers["content-security-policy"])).toBe("frame-ancestors 'none'");
  });
});

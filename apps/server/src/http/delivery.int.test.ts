import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createCompany, createProduct, createUser, signIn } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { COMPRESS_MIN_BYTES } from "./compression";

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const webDist = mkdtempSync(join(tmpdir(), "atelier-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Atelier</title>");
writeFileSync(join(webDist, "assets", "app-abc123.js"), SCRIPT);
writeFileSync(join(webDist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
writeFileSync(join(webDist, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
writeFileSync(join(webDist, "assets", "app-abc123.js.map"), '{"version":3,"sources":["src/main.tsx"]}');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const BIG = { rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Row number ${i}` })) };
const t = useTestApp({
  webDist,
  extraRoutes: (app) => {
    app.get("/api/v1/test/big", { config: { auth: "public" } }, async () => BIG);
    app.get("/api/v1/test/small", { config: { auth: "public" } }, async () => ({ ok: true }));
  },
});

const asset = (encoding?: string) =>
  t.app.inject({ url: "/assets/app-abc123.js", headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the web app's files", () => {
  it("go out as the build precompressed them, by the browser's Accept-Encoding", async () => {
    const br = await asset("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await asset("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await asset();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("never include the source maps: not the file, nor the page in its place", async () => {
    const res = await t.app.inject({ url: "/assets/app-abc123.js.map" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("sources");
    expect(res.headers["content-type"]).toContain("application/json");
  });
});

describe("JSON answers", () => {
  it("are compressed with brotli, else gzip, when the client accepts it and the body is worth it", async () => {
    const expected = JSON.stringify(BIG);
    expect(Buffer.byteLength(expected)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await t.app.inject({ url: "/api/v1/test/big", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(expected) / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

    const gz = await t.app.inject({ url: "/api/v1/test/big", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);

    const plain = await t.app.inject({ url: "/api/v1/test/big" });
    expect([plain.headers["content-encoding"], plain.body]).toEqual([undefined, expected]);
    const small = await t.app.inject({ url: "/api/v1/test/small", headers: { "accept-encoding": "br" } });
    expect([small.headers["content-encoding"], small.json()]).toEqual([undefined, { ok: true }]);
  });

  it("keep a cached list's ETag, and 304 still answers an unchanged list", async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company, { roles: ["Administrator"] });
    const cookie = await signIn(t.app, admin.email);
    for (let i = 0; i < 30; i++) await createProduct(t.db, company, { name: `Product with a long name ${i}` });
    const list = (etag?: string) =>
      t.app.inject({
        url: "/api/v1/product?take=50",
        headers: { "accept-encoding": "br", cookie, ...(etag ? { "if-none-match": etag } : {}) },
      });
    const response = await list();
    expect(response.headers["content-encoding"]).toBe("br");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list(etag);
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, "", etag]);
  });
});

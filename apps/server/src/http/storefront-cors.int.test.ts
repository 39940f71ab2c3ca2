import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, signedInAdmin, signIn } from "../../test/factories";
import { call } from "../../test/http";
import { TEST_PUBLIC_URL, useTestApp } from "../../test/test-app";
import { addStorefrontKey } from "../modules/account/storefront-key/storefront-key.fixtures";

const SHOP = "https://shop.example.com";
const OTHER = "https://evil.example";

/** `customer` routes of the test app only (GET and POST, with a path parameter); they write nothing. */
const t = useTestApp({
  extraRoutes: (app) => {
    const answer = async () => ({ ok: true });
    app.get("/api/v1/test-customer/:code", { config: { auth: "customer" } }, async (_request, reply) => {
      reply.header("vary", "Authorization");
      return answer();
    });
    app.post("/api/v1/test-customer/:code", { config: { auth: "customer", audit: "none" } }, answer);
  },
});

async function keyAllowing(origins: string[]) {
  const { company, client: asAdmin } = await signedInAdmin(t);
  const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Shop", allowedOrigins: origins });
  return { company, authorization: `Bearer ${created.key}` };
}

const preflight = (path: string, origin = SHOP, method = "POST") =>
  t.app.inject({
    method: "OPTIONS",
    url: `/api/v1/${path}`,
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization" },
  });

describe("a cross-origin call of a customer route with a storefront key", () => {
  it("gets Access-Control-Allow-Origin for an allowed origin, and never credentials", async () => {
    const { authorization } = await keyAllowing([SHOP]);
    for (const method of ["GET", "POST"] as const) {
      const res = await call(t.app, method, "test-customer/A1", method === "POST" ? {} : undefined, {
        authorization,
        headers: { origin: SHOP },
      });
      expect(res.status).toBe(200);
      expect(res.response.headers).toMatchObject({
        "access-control-allow-origin": SHOP,
        "access-control-expose-headers": "ETag, Retry-After",
      });
      expect(res.response.headers.vary).toBe(method === "GET" ? "Authorization, Origin" : "Origin");
      expect(res.response.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });

  it("is refused (403) without CORS headers from an origin the key does not allow", async () => {
    const { authorization } = await keyAllowing([SHOP]);
    for (const origin of [OTHER, `${SHOP}:8443`, "http://shop.example.com", "null"]) {
      const res = await call(t.app, "POST", "test-customer/A1", {}, { authorization, headers: { origin } });
      expect(res).toMatchObject({ status: 403, body: { message: SERVER_MESSAGES.storefrontOriginNotAllowed } });
      expect(res.response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("is refused from every other origin when the key allows none", async () => {
    const { authorization } = await keyAllowing([]);
    const res = await call(t.app, "GET", "test-customer/A1", undefined, { authorization, headers: { origin: SHOP } });
    expect(res.status).toBe(403);
  });

  it("answers same-origin pages (the Studio) and calls without an Origin (servers) without CORS headers", async () => {
    const { authorization } = await keyAllowing([]);
    const own = await call(
      t.app,
      "POST",
      "test-customer/A1",
      {},
      {
        authorization,
        headers: { origin: TEST_PUBLIC_URL, host: new URL(TEST_PUBLIC_URL).host },
      },
    );
    const server = await call(t.app, "GET", "test-customer/A1", undefined, { authorization });
    for (const res of [own, server]) {
      expect(res.status).toBe(200);
      expect(res.response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("gives users and API keys no CORS headers", async () => {
    const { company, admin } = await signedInAdmin(t);
    const apiKey = await createApiKey(t.db, company, ["Administrator"]);
    for (const as of [{ cookie: await signIn(t.app, admin.email) }, { authorization: apiKey.authorization }]) {
      const res = await call(t.app, "GET", "test-customer/A1", undefined, { ...as, headers: { origin: SHOP } });
      expect(res.status).toBe(200);
      expect(res.response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });

  it("is refused (401) without CORS headers for an unknown key", async () => {
    const res = await call(t.app, "GET", "test-customer/A1", undefined, {
      authorization: `Bearer pk_${"Z".repeat(32)}`,
      headers: { origin: SHOP },
    });
    expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
    expect(res.response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("a preflight (OPTIONS)", () => {
  it("answers a customer route's methods and headers for the asking origin, without a key", async () => {
    const res = await preflight("test-customer/A1", OTHER);
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      "access-control-allow-origin": OTHER,
      "access-control-allow-headers": "Authorization, Content-Type, If-None-Match",
      "access-control-max-age": "600",
    });
    const methods = String(res.headers["access-control-allow-methods"]).split(", ");
    expect(methods).toEqual(expect.arrayContaining(["GET", "POST", "OPTIONS"]));
    expect(methods).not.toContain("DELETE");
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("knows the customer routes of the app: blueprints, evaluations and recipes", async () => {
    for (const [path, method] of [
      ["blueprint/SNEAKER/_", "GET"],
      ["blueprint/SNEAKER/3/evaluate", "POST"],
      ["recipe", "POST"],
      ["recipe/Ab3dE5gH7jK9", "GET"],
    ] as const) {
      const res = await preflight(path, SHOP, method);
      expect(res.statusCode, path).toBe(204);
      expect(String(res.headers["access-control-allow-methods"]).split(", "), path).toContain(method);
    }
  });

  it("answers 404 without CORS headers on every other API route", async () => {
    const { company } = await keyAllowing([SHOP]);
    for (const path of ["product", `company/${company.id}/storefrontkey`, "account/login", "nothing/here"]) {
      const res = await preflight(path);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ message: MESSAGES.resourceNotFound });
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });
});

describe("every other route", () => {
  it("answers no CORS headers, even to a storefront key's allowed origin", async () => {
    const { authorization, company } = await keyAllowing([SHOP]);
    for (const path of ["product", `company/${company.id}`]) {
      const res = await call(t.app, "GET", path, undefined, { authorization, headers: { origin: SHOP } });
      expect(res.status).toBe(403);
      expect(res.response.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });
});

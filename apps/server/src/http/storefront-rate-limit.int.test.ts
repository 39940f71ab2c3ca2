import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, signedInAdmin } from "../../test/factories";
import { call } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { addStorefrontKey } from "../modules/account/storefront-key/storefront-key.fixtures";

const PER_KEY = 5;
const PER_ADDRESS = 3;
const WINDOW_MS = 60_000;

/** A `customer` route of the test app only, under low limits. */
const t = useTestApp({
  config: { storefrontRateLimit: { perKey: PER_KEY, perAddress: PER_ADDRESS, windowMs: WINDOW_MS } },
  extraRoutes: (app) => {
    app.get("/api/v1/test-customer", { config: { auth: "customer" } }, async () => ({ ok: true }));
  },
});

let addresses = 0;
/** A client address no other test uses. */
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function storefrontKey() {
  const { company, client: asAdmin } = await signedInAdmin(t);
  const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Shop" });
  return { company, authorization: `Bearer ${created.key}` };
}

const callFrom = (authorization: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  call(t.app, "GET", "test-customer", undefined, { authorization, remoteAddress, headers });

function expectLimited(res: Awaited<ReturnType<typeof callFrom>>) {
  expect(res).toMatchObject({ status: 429, body: { message: SERVER_MESSAGES.storefrontRateLimited } });
  const retryAfter = Number(res.response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
}

describe("storefront rate limits", () => {
  it("answers 429 with Retry-After past the limit per client address, whatever the key", async () => {
    const one = await storefrontKey();
    const two = await storefrontKey();
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await callFrom(i % 2 ? one.authorization : two.authorization, address)).status).toBe(200);
    }
    expectLimited(await callFrom(one.authorization, address));
    expectLimited(await callFrom(two.authorization, address));
    expect((await callFrom(one.authorization, freshAddress())).status).toBe(200);
  });

  it("answers 429 with Retry-After past the limit per key, from every address", async () => {
    const limited = await storefrontKey();
    const other = await storefrontKey();
    for (let i = 0; i < PER_KEY; i++) expect((await callFrom(limited.authorization, freshAddress())).status).toBe(200);
    expectLimited(await callFrom(limited.authorization, freshAddress()));
    expect((await callFrom(other.authorization, freshAddress())).status).toBe(200);
  });

  it("answers the 429 so that an allowed shop page can read it", async () => {
    const { company, client: asAdmin } = await signedInAdmin(t);
    const shop = "https://shop.example.com";
    const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Shop", allowedOrigins: [shop] });
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) await callFrom(`Bearer ${created.key}`, address, { origin: shop });
    const limited = await callFrom(`Bearer ${created.key}`, address, { origin: shop });
    expectLimited(limited);
    expect(limited.response.headers).toMatchObject({
      "access-control-allow-origin": shop,
      "access-control-expose-headers": "ETag, Retry-After",
    });
  });

  it("does not believe X-Forwarded-For without TRUST_PROXY", async () => {
    const { authorization } = await storefrontKey();
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const forwarded = { "x-forwarded-for": freshAddress() };
      expect((await callFrom(authorization, address, forwarded)).status).toBe(200);
    }
    expectLimited(await callFrom(authorization, address, { "x-forwarded-for": freshAddress() }));
  });

  it("leaves signed-in users and API keys unlimited, and does not count refused calls", async () => {
    const { company, authorization } = await storefrontKey();
    const apiKey = await createApiKey(t.db, company, ["None"]);
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      expect((await callFrom(apiKey.authorization, address)).status).toBe(200);
      const refused = await call(t.app, "GET", "product", undefined, { authorization, remoteAddress: address });
      expect(refused.status).toBe(403);
    }
    expect((await callFrom(authorization, address)).status).toBe(200);
  });
});

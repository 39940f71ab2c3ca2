import { randomUUID } from "node:crypto";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createVersion, signedInAdmin } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { recordAudit } from "../../../audit/audit-recorder";
import { requireActor } from "../../../auth/auth-hooks";
import { STOREFRONT_KEY_USE_INTERVAL_MS } from "../../../auth/storefront-key-use";
import { storefrontKeys } from "../../../db/schema/storefront-keys";
import { addStorefrontKey, storefrontKeyPath } from "./storefront-key.fixtures";

/** `customer` routes of the test app only: GET answers who called; POST records a write of a made-up resource. */
const t = useTestApp({
  extraRoutes: (app, deps) => {
    app.get("/api/v1/test-customer", { config: { auth: "customer" } }, async (request) => ({
      kind: request.actor?.kind,
      companyId: request.actor?.companyId,
    }));
    app.post("/api/v1/test-customer", { config: { auth: "customer" } }, async (request) => {
      const resourceId = randomUUID();
      await recordAudit(deps.db, requireActor(request), deps.clock(), {
        resourceType: "testthing",
        resourceId,
        resourcePath: `testthing/${resourceId}`,
        resourceLabel: "Saved by a shopper",
        action: "create",
        after: { resourceId },
      });
      return { ok: true };
    });
  },
});

/** A company's Administrator, a storefront key they made, a product with a version, and another company. */
async function storefrontScene() {
  const { company, client: asAdmin } = await signedInAdmin(t);
  const { created, asStorefront } = await addStorefrontKey(t, asAdmin, company.id, { name: "Web shop" });
  const product = await createProduct(t.db, company);
  const version = await createVersion(t.db, product, 1);
  return { company, asAdmin, created, asStorefront, product, version };
}

const lastUsedOf = async (storefrontKeyId: string) =>
  (await t.db.select().from(storefrontKeys).where(eq(storefrontKeys.id, storefrontKeyId)))[0]?.lastUsedAt ?? null;

describe("a request with a storefront key", () => {
  it("is refused (403) on every route that is not a customer route", async () => {
    const { company, asStorefront, created, product, version } = await storefrontScene();
    const refused = [
      () => asStorefront.get("product"),
      () => asStorefront.get(`product/${product.id}`),
      () => asStorefront.get(`product/${product.id}/version/${version.id}`),
      () => asStorefront.post("product", { name: "Nope", styleCode: "NOPE" }),
      () => asStorefront.get("jobstatus"),
      () => asStorefront.get(`company/${company.id}/settings`),
      () => asStorefront.get(`company/${company.id}`),
      () => asStorefront.get("account"),
      () => asStorefront.get("activity"),
      () => asStorefront.get(storefrontKeyPath(company.id)),
      () => asStorefront.delete(`${storefrontKeyPath(company.id, created.storefrontKeyId)}?etag=${created.etag}`),
      () => asStorefront.put("account/profile", { fullName: "Shopper" }),
      () => asStorefront.post("account/switchinstance", { companyId: company.id }),
    ];
    for (const call of refused) {
      expect(await call()).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
  });

  it("is accepted on a customer route, as a storefront of its company", async () => {
    const { company, asStorefront } = await storefrontScene();
    expect(await asStorefront.get("test-customer")).toMatchObject({
      status: 200,
      body: { kind: "storefront", companyId: company.id },
    });
    expect((await asStorefront.post("test-customer", {})).status).toBe(200);
  });

  it("reaches the blueprint and recipe calls (their own checks answer: nothing of that name here)", async () => {
    const { asStorefront } = await storefrontScene();
    for (const res of [
      await asStorefront.get("blueprint/NO-SUCH-STYLE/_"),
      await asStorefront.post("blueprint/NO-SUCH-STYLE/_/evaluate", { selections: {}, values: {} }),
      await asStorefront.get("recipe/NoSuchRecipe"),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
  });

  it("leaves customer routes open to signed-in users and API keys, and closed (401) to nobody", async () => {
    const { asAdmin } = await storefrontScene();
    expect(await asAdmin.get("test-customer")).toMatchObject({ status: 200, body: { kind: "user" } });
    expect(await apiClient(t.app).get("test-customer")).toMatchObject({
      status: 401,
      body: { message: MESSAGES.notSignedIn },
    });
  });

  it("is refused (401) for an unknown key, and for a key sent as the session cookie", async () => {
    const { created } = await storefrontScene();
    const forged = `pk_${"A".repeat(32)}`;
    for (const client of [
      apiClient(t.app, { authorization: `Bearer ${forged}` }),
      apiClient(t.app, { authorization: `Bearer ${created.key.slice(0, -1)}` }),
      apiClient(t.app, { cookie: `atelier_session=${created.key}` }),
    ]) {
      expect(await client.get("test-customer")).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
    }
  });

  it("keeps lastUsed within a minute without writing on every call", async () => {
    const { created, asStorefront } = await storefrontScene();
    expect(await lastUsedOf(created.storefrontKeyId)).toBeNull();
    await asStorefront.get("test-customer");
    await new Promise((done) => setTimeout(done, 100));
    const first = await lastUsedOf(created.storefrontKeyId);
    expect(first).not.toBeNull();
    await asStorefront.get("test-customer");
    await new Promise((done) => setTimeout(done, 100));
    expect(await lastUsedOf(created.storefrontKeyId)).toEqual(first);
    t.advanceClock(STOREFRONT_KEY_USE_INTERVAL_MS + 1_000);
    await asStorefront.get("test-customer");
    await new Promise((done) => setTimeout(done, 100));
    expect((await lastUsedOf(created.storefrontKeyId))?.getTime()).toBeGreaterThan(first?.getTime() ?? 0);
  });

  it("records its writes in the trail as a storefront, under the key's name", async () => {
    const { asAdmin, asStorefront } = await storefrontScene();
    expect((await asStorefront.post("test-customer", { label: "Saved by a shopper" })).status).toBe(200);
    const activity = (await asAdmin.get("activity?resourceType=testthing")).body as AuditPage;
    expect(activity.entries).toMatchObject([
      { actor: { kind: "storefront", name: "Web shop", userId: null, apiKeyId: null }, action: "create" },
    ]);
  });
});

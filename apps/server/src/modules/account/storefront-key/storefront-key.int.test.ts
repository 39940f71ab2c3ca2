import type { StorefrontKey, StorefrontKeyCreated } from "@atelier/domain/account/storefront-key.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { sha256Hex } from "../../../auth/tokens";
import { storefrontKeys } from "../../../db/schema/storefront-keys";
import { addStorefrontKey, listStorefrontKeys, storefrontKeyPath } from "./storefront-key.fixtures";

const t = useTestApp();

const ORIGIN_MESSAGE = "An origin is a scheme, a host and an optional port, such as https://shop.example.com.";
const SHOP = "https://shop.example.com";

/** A company with one user per role and its Administrator signed in, beside another such company. */
async function keyScene() {
  const home = await createCompanyWithEveryRole(t.db);
  const other = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, home.admin);
  const asOtherAdmin = await signedIn(t.app, other.admin);
  return { ...home, asAdmin, other, asOtherAdmin };
}

const fieldsOf = (body: unknown) => Object.keys((body as { modelState: object }).modelState).sort();

describe("POST company/{companyId}/storefrontkey", () => {
  it("makes a pk_ key with the name and origins, answers it once and keeps only its SHA-256 and hint", async () => {
    const { asAdmin, company } = await keyScene();
    const res = await asAdmin.post(storefrontKeyPath(company.id), {
      name: "  Web shop ",
      allowedOrigins: [`${SHOP}/`, "http://localhost:8080", SHOP],
    });
    expect(res.status).toBe(201);
    const created = res.body as StorefrontKeyCreated;
    expect(created).toMatchObject({
      name: "Web shop",
      allowedOrigins: [SHOP, "http://localhost:8080"],
      lastUsed: null,
      etag: expect.any(String),
    });
    expect(created.key).toMatch(/^pk_[A-Za-z0-9]{32}$/);
    expect(created.keyHint).toBe(created.key.slice(0, 10));
    const [row] = await t.db.select().from(storefrontKeys).where(eq(storefrontKeys.id, created.storefrontKeyId));
    expect(row?.keyHash).toBe(sha256Hex(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const { key: _shownOnce, ...listed } = created;
    expect(await listStorefrontKeys(asAdmin, company.id)).toEqual([listed]);
  });

  it("allows no origins", async () => {
    const { asAdmin, company } = await keyScene();
    const res = await asAdmin.post(storefrontKeyPath(company.id), { name: "Same site only" });
    expect(res).toMatchObject({ status: 201, body: { allowedOrigins: [] } });
  });

  it.each([
    ["no name", { name: " ", allowedOrigins: [] }, { name: ["Name is required."] }],
    ["a name over 128 characters", { name: "x".repeat(129) }, { name: ["Name must be at most 128 characters."] }],
    [
      "an origin with a path",
      { name: "K", allowedOrigins: [`${SHOP}/cart`] },
      { "allowedOrigins.0": [ORIGIN_MESSAGE] },
    ],
    [
      "an origin without a scheme",
      { name: "K", allowedOrigins: ["shop.example.com"] },
      { "allowedOrigins.0": [ORIGIN_MESSAGE] },
    ],
    [
      "an ftp origin",
      { name: "K", allowedOrigins: ["ftp://shop.example.com"] },
      { "allowedOrigins.0": [ORIGIN_MESSAGE] },
    ],
    [
      "an origin over 300 characters",
      { name: "K", allowedOrigins: [`https://${"a".repeat(300)}.com`] },
      {
        "allowedOrigins.0": ["An origin is at most 300 characters."],
      },
    ],
    [
      "more than 50 origins",
      { name: "K", allowedOrigins: Array.from({ length: 51 }, (_, i) => `https://s${i}.example`) },
      {
        allowedOrigins: ["At most 50 origins."],
      },
    ],
  ])("answers 400 for %s", async (_case, body, modelState) => {
    const { asAdmin, company } = await keyScene();
    const res = await asAdmin.post(storefrontKeyPath(company.id), body);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed, modelState } });
    expect(await listStorefrontKeys(asAdmin, company.id)).toEqual([]);
  });

  it("answers 400 for missing or mistyped fields", async () => {
    const { asAdmin, company } = await keyScene();
    expect(fieldsOf((await asAdmin.post(storefrontKeyPath(company.id), {})).body)).toEqual(["name"]);
    const mistyped = await asAdmin.post(storefrontKeyPath(company.id), { name: 3, allowedOrigins: SHOP });
    expect(fieldsOf(mistyped.body)).toEqual(["allowedOrigins", "name"]);
  });
});

describe("GET company/{companyId}/storefrontkey", () => {
  it("lists the company's keys by name without regard to case, never with the key", async () => {
    const { asAdmin, company, other, asOtherAdmin } = await keyScene();
    for (const name of ["beta", "Alpha", "gamma"]) await addStorefrontKey(t, asAdmin, company.id, { name });
    await addStorefrontKey(t, asOtherAdmin, other.company.id, { name: "Aardvark" });
    const keys = await listStorefrontKeys(asAdmin, company.id);
    expect(keys.map((key) => key.name)).toEqual(["Alpha", "beta", "gamma"]);
    expect(keys.every((key) => !("key" in key))).toBe(true);
  });
});

describe("PUT company/{companyId}/storefrontkey/{storefrontKeyId}", () => {
  it("renames a key and changes its origins with a new etag, keeping the key, its hint and its creation", async () => {
    const { asAdmin, company } = await keyScene();
    const { created, asStorefront } = await addStorefrontKey(t, asAdmin, company.id, { name: "Old" });
    const res = await asAdmin.put(storefrontKeyPath(company.id, created.storefrontKeyId), {
      name: " New ",
      allowedOrigins: [SHOP],
      etag: created.etag,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { name: "New", allowedOrigins: [SHOP], keyHint: created.keyHint, created: created.created },
    });
    expect((res.body as StorefrontKey).etag).not.toBe(created.etag);
    expect(await listStorefrontKeys(asAdmin, company.id)).toEqual([res.body]);
    // The key itself is the same: it still reaches no role route, and is still known (403, not 401).
    expect((await asStorefront.get("product")).status).toBe(403);
  });

  it("answers 400 for each invalid field", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    const res = await asAdmin.put(storefrontKeyPath(company.id, created.storefrontKeyId), {
      name: "",
      allowedOrigins: ["nope"],
      etag: "",
    });
    expect(res).toMatchObject({ status: 400, body: { modelState: { name: ["Name is required."] } } });
    expect(fieldsOf(res.body)).toEqual(["allowedOrigins.0", "etag", "name"]);
  });

  it("answers 412 for a stale etag and keeps the key as it was", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    const path = storefrontKeyPath(company.id, created.storefrontKeyId);
    expect((await asAdmin.put(path, { name: "First", etag: created.etag })).status).toBe(200);
    expect(await asAdmin.put(path, { name: "Second", etag: created.etag })).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect((await listStorefrontKeys(asAdmin, company.id)).map((key) => key.name)).toEqual(["First"]);
  });
});

describe("DELETE company/{companyId}/storefrontkey/{storefrontKeyId}", () => {
  it("revokes a key read with its etag: the key is refused (401) from the next request", async () => {
    const { asAdmin, company } = await keyScene();
    const { created, asStorefront } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    expect((await asStorefront.get("product")).status).toBe(403);
    const res = await asAdmin.delete(`${storefrontKeyPath(company.id, created.storefrontKeyId)}?etag=${created.etag}`);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await listStorefrontKeys(asAdmin, company.id)).toEqual([]);
    expect(await asStorefront.get("product")).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
  });

  it("answers 412 for a stale etag, and 400 without one, keeping the key", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    const path = storefrontKeyPath(company.id, created.storefrontKeyId);
    expect((await asAdmin.put(path, { name: "Renamed", etag: created.etag })).status).toBe(200);
    expect(await asAdmin.delete(`${path}?etag=${created.etag}`)).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect(fieldsOf((await asAdmin.delete(path)).body)).toEqual(["etag"]);
    expect(await listStorefrontKeys(asAdmin, company.id)).toHaveLength(1);
  });
});

describe("the history of a storefront key", () => {
  it("records its creation, change and revocation against the administrator, without the key", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    const path = storefrontKeyPath(company.id, created.storefrontKeyId);
    const changed = (await asAdmin.put(path, { name: "Key", allowedOrigins: [SHOP], etag: created.etag }))
      .body as StorefrontKey;
    expect((await asAdmin.delete(`${path}?etag=${changed.etag}`)).status).toBe(200);
    const activity = (await asAdmin.get("activity?resourceType=storefrontkey")).body as AuditPage;
    expect(activity.entries.map((entry) => [entry.action, entry.actor.kind, entry.resourceLabel])).toEqual([
      ["delete", "user", "Key"],
      ["update", "user", "Key"],
      ["create", "user", "Key"],
    ]);
    expect(activity.entries[1]?.changes.map((change) => change.field)).toContain("allowedOrigins");
    expect(JSON.stringify(activity)).not.toContain(created.key);
  });
});

describe("every storefrontkey call", () => {
  it("answers 401 signed out, and 403 to non-administrators, API keys without the role and storefront keys", async () => {
    const { asAdmin, company, configurator, orderManager, viewer } = await keyScene();
    const { created, asStorefront } = await addStorefrontKey(t, asAdmin, company.id, { name: "Key" });
    const apiKey = await createApiKey(t.db, company, ["Manage Configuration"]);
    const one = storefrontKeyPath(company.id, created.storefrontKeyId);
    const body = { name: "Taken over", allowedOrigins: ["https://evil.example"], etag: created.etag };
    const callers = [
      apiClient(t.app),
      await signedIn(t.app, configurator),
      await signedIn(t.app, orderManager),
      await signedIn(t.app, viewer),
      apiClient(t.app, { authorization: apiKey.authorization }),
      asStorefront,
    ];
    for (const [i, client] of callers.entries()) {
      const expected = i === 0 ? 401 : 403;
      expect((await client.get(storefrontKeyPath(company.id))).status).toBe(expected);
      expect((await client.post(storefrontKeyPath(company.id), body)).status).toBe(expected);
      expect((await client.put(one, body)).status).toBe(expected);
      expect((await client.delete(`${one}?etag=${created.etag}`)).status).toBe(expected);
      expect((await client.get(`${one}/history`)).status).toBe(expected);
    }
    expect(await listStorefrontKeys(asAdmin, company.id)).toMatchObject([{ name: "Key", etag: created.etag }]);
  });

  it("lets an Administrator API key manage storefront keys", async () => {
    const { company } = await keyScene();
    const apiKey = await createApiKey(t.db, company, ["Administrator"]);
    const asKey = apiClient(t.app, { authorization: apiKey.authorization });
    const { created } = await addStorefrontKey(t, asKey, company.id, { name: "Made by a key" });
    expect(await listStorefrontKeys(asKey, company.id)).toMatchObject([{ storefrontKeyId: created.storefrontKeyId }]);
  });

  it("answers 404 for another company's id and for another company's key", async () => {
    const { asAdmin, company, other, asOtherAdmin } = await keyScene();
    const { created: theirs } = await addStorefrontKey(t, asOtherAdmin, other.company.id, { name: "Theirs" });
    const body = { name: "Mine now", allowedOrigins: [], etag: theirs.etag };
    const notFound = { status: 404, body: { message: MESSAGES.resourceNotFound } };
    expect(await asAdmin.get(storefrontKeyPath(other.company.id))).toMatchObject(notFound);
    expect(await asAdmin.post(storefrontKeyPath(other.company.id), body)).toMatchObject(notFound);
    for (const path of [
      storefrontKeyPath(other.company.id, theirs.storefrontKeyId),
      storefrontKeyPath(company.id, theirs.storefrontKeyId),
    ]) {
      expect(await asAdmin.put(path, body)).toMatchObject(notFound);
      expect(await asAdmin.delete(`${path}?etag=${theirs.etag}`)).toMatchObject(notFound);
      expect(await asAdmin.get(`${path}/history`)).toMatchObject(notFound);
    }
    expect(await listStorefrontKeys(asOtherAdmin, other.company.id)).toMatchObject([
      { name: "Theirs", etag: theirs.etag },
    ]);
  });
});

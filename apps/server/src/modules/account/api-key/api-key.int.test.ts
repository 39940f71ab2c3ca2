import type { ApiKey, ApiKeyCreated } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { sha256Hex } from "../../../auth/tokens";
import { apiKeys } from "../../../db/schema/api-keys";
import { addKey, keyPath, listKeys } from "./api-key.fixtures";

const t = useTestApp();

/** A company with one user per role and its Administrator signed in, beside another such company. */
async function keyScene() {
  const home = await createCompanyWithEveryRole(t.db);
  const other = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, home.admin);
  const asOtherAdmin = await signedIn(t.app, other.admin);
  return { ...home, asAdmin, other, asOtherAdmin };
}

const fieldsOf = (body: unknown) => Object.keys((body as { modelState: object }).modelState).sort();

describe("POST company/{companyId}/apikey", () => {
  it("makes a key with the name and roles, answers it once and keeps only its SHA-256", async () => {
    const { asAdmin, company } = await keyScene();
    const res = await asAdmin.post(keyPath(company.id), { name: "  Shop feed ", roles: ["Manage Orders"] });
    expect(res.status).toBe(201);
    const created = res.body as ApiKeyCreated;
    expect(created).toMatchObject({ name: "Shop feed", roles: ["Manage Orders"], etag: expect.any(String) });
    expect(created.key).toMatch(/^atk_[A-Za-z0-9_-]{43}$/);
    expect(Number.isNaN(Date.parse(created.created))).toBe(false);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKeyId));
    expect(row?.keyHash).toBe(sha256Hex(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const { key: _shownOnce, ...listed } = created;
    expect(await listKeys(asAdmin, company.id)).toEqual([listed]);
  });

  it.each<[Role[], Role[]]>([
    [[], ["None"]],
    [["None", "Manage Configuration"], ["Manage Configuration"]],
    [
      ["Manage Orders", "Administrator", "Manage Orders"],
      ["Administrator", "Manage Orders"],
    ],
  ])("applies the 'None' rule and the role order: %j is stored as %j", async (roles, stored) => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles });
    expect(created.roles).toEqual(stored);
  });

  it.each([
    ["no name", { name: " ", roles: [] }, { name: ["Name is required."] }],
    [
      "a name over 128 characters",
      { name: "x".repeat(129), roles: [] },
      { name: ["Name must be at most 128 characters."] },
    ],
  ])("answers 400 for %s", async (_case, body, modelState) => {
    const { asAdmin, company } = await keyScene();
    const res = await asAdmin.post(keyPath(company.id), body);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed, modelState } });
  });

  it("answers 400 for an unknown role and for missing fields", async () => {
    const { asAdmin, company } = await keyScene();
    expect(fieldsOf((await asAdmin.post(keyPath(company.id), { name: "K", roles: ["Owner"] })).body)).toEqual([
      "roles.0",
    ]);
    expect(fieldsOf((await asAdmin.post(keyPath(company.id), {})).body)).toEqual(["name", "roles"]);
  });

  it("answers 403 to granting the Atelier role without holding it, and lets its holders do it", async () => {
    const { asAdmin, company, atelier } = await keyScene();
    expect(await asAdmin.post(keyPath(company.id), { name: "Staff", roles: ["Atelier"] })).toMatchObject({
      status: 403,
      body: { message: SERVER_MESSAGES.cannotGrantRole },
    });
    const asStaff = await signedIn(t.app, atelier);
    const res = await asStaff.post(keyPath(company.id), { name: "Staff", roles: ["Atelier"] });
    expect(res).toMatchObject({ status: 201, body: { roles: ["Atelier"] } });
  });
});

describe("GET company/{companyId}/apikey", () => {
  it("lists the company's keys by name without regard to case, never with the key", async () => {
    const { asAdmin, company, other, asOtherAdmin } = await keyScene();
    for (const name of ["beta", "Alpha", "gamma"]) await addKey(t, asAdmin, company.id, { name, roles: [] });
    await addKey(t, asOtherAdmin, other.company.id, { name: "Aardvark", roles: [] });
    const keys = await listKeys(asAdmin, company.id);
    expect(keys.map((key) => key.name)).toEqual(["Alpha", "beta", "gamma"]);
    expect(keys.every((key) => !("key" in key))).toBe(true);
  });
});

describe("PUT company/{companyId}/apikey/{apiKeyId}", () => {
  it("renames a key and changes its roles with a new etag", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Old", roles: ["None"] });
    const res = await asAdmin.put(keyPath(company.id, created.apiKeyId), {
      name: " New ",
      roles: ["None", "Manage Orders"],
      etag: created.etag,
    });
    expect(res).toMatchObject({
      status: 200,
      body: { apiKeyId: created.apiKeyId, name: "New", roles: ["Manage Orders"], created: created.created },
    });
    expect((res.body as ApiKey).etag).not.toBe(created.etag);
    expect(await listKeys(asAdmin, company.id)).toEqual([res.body]);
  });

  it("answers 400 for each invalid field", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const res = await asAdmin.put(keyPath(company.id, created.apiKeyId), { name: "", roles: ["Owner"], etag: "" });
    expect(res).toMatchObject({ status: 400, body: { modelState: { name: ["Name is required."] } } });
    expect(fieldsOf(res.body)).toEqual(["etag", "name", "roles.0"]);
  });

  it("answers 412 for a stale etag and keeps the key as it was", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const path = keyPath(company.id, created.apiKeyId);
    expect((await asAdmin.put(path, { name: "First", roles: [], etag: created.etag })).status).toBe(200);
    expect(await asAdmin.put(path, { name: "Second", roles: [], etag: created.etag })).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect((await listKeys(asAdmin, company.id)).map((key) => key.name)).toEqual(["First"]);
  });

  it("answers 403 to granting the Atelier role without holding it", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const res = await asAdmin.put(keyPath(company.id, created.apiKeyId), {
      name: "Key",
      roles: ["Atelier"],
      etag: created.etag,
    });
    expect(res).toMatchObject({ status: 403, body: { message: SERVER_MESSAGES.cannotGrantRole } });
  });
});

describe("DELETE company/{companyId}/apikey/{apiKeyId}", () => {
  it("removes a key read with its etag", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const res = await asAdmin.delete(`${keyPath(company.id, created.apiKeyId)}?etag=${created.etag}`);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await listKeys(asAdmin, company.id)).toEqual([]);
  });

  it("answers 412 for a stale etag, and 400 without one, keeping the key", async () => {
    const { asAdmin, company } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const path = keyPath(company.id, created.apiKeyId);
    const changed = await asAdmin.put(path, { name: "Renamed", roles: [], etag: created.etag });
    expect(changed.status).toBe(200);
    expect(await asAdmin.delete(`${path}?etag=${created.etag}`)).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect(fieldsOf((await asAdmin.delete(path)).body)).toEqual(["etag"]);
    expect(await listKeys(asAdmin, company.id)).toHaveLength(1);
  });
});

describe("every apikey call", () => {
  it("answers 401 signed out, and 403 to members who are not administrators", async () => {
    const { asAdmin, company, configurator, viewer } = await keyScene();
    const { created } = await addKey(t, asAdmin, company.id, { name: "Key", roles: [] });
    const one = keyPath(company.id, created.apiKeyId);
    const body = { name: "Key", roles: [], etag: created.etag };
    const callers = [apiClient(t.app), await signedIn(t.app, configurator), await signedIn(t.app, viewer)];
    for (const [i, client] of callers.entries()) {
      const expected = i === 0 ? 401 : 403;
      expect((await client.get(keyPath(company.id))).status).toBe(expected);
      expect((await client.post(keyPath(company.id), body)).status).toBe(expected);
      expect((await client.put(one, body)).status).toBe(expected);
      expect((await client.delete(`${one}?etag=${created.etag}`)).status).toBe(expected);
    }
    expect(await listKeys(asAdmin, company.id)).toMatchObject([{ name: "Key", etag: created.etag }]);
  });

  it("answers 404 for another company's id and for another company's key", async () => {
    const { asAdmin, company, other, asOtherAdmin } = await keyScene();
    const { created: theirs } = await addKey(t, asOtherAdmin, other.company.id, { name: "Theirs", roles: [] });
    const body = { name: "Mine now", roles: [], etag: theirs.etag };
    const notFound = { status: 404, body: { message: MESSAGES.resourceNotFound } };
    expect(await asAdmin.get(keyPath(other.company.id))).toMatchObject(notFound);
    expect(await asAdmin.post(keyPath(other.company.id), body)).toMatchObject(notFound);
    for (const path of [keyPath(other.company.id, theirs.apiKeyId), keyPath(company.id, theirs.apiKeyId)]) {
      expect(await asAdmin.put(path, body)).toMatchObject(notFound);
      expect(await asAdmin.delete(`${path}?etag=${theirs.etag}`)).toMatchObject(notFound);
    }
    expect(await listKeys(asOtherAdmin, other.company.id)).toMatchObject([{ name: "Theirs", etag: theirs.etag }]);
  });
});

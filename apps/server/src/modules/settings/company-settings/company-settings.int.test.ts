import { UNSAVED_ETAG } from "@atelier/domain/settings/company-settings.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn, signedInAdmin } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { TEST_SECRETS_KEY, useTestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../db/schema/audit-entries";
import { companySettings } from "../../../db/schema/company-settings";
import { secretBox } from "../sealing/seal-box";

const t = useTestApp();

const PASSWORD = "sftp-Secret-42";
const fields = {
  recipeCss: ".recipe { color: navy; }",
  blockedRecipeAttributes: ["internalCode", "cost"],
  recipeSftpHost: "sftp.example.test",
  recipeSftpPath: "/drop/recipes",
  recipeSftpUser: "atelier",
};

async function storedRow(companyId: string) {
  const [row] = await t.db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  return row;
}

async function auditTextOf(companyId: string): Promise<string> {
  const rows = await t.db.select().from(auditEntries).where(eq(auditEntries.companyId, companyId));
  return JSON.stringify(rows);
}

describe("GET company/{companyId}/settings", () => {
  it("answers the defaults with the unsaved etag before the first save, to any member", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const res = await (await signedIn(t.app, viewer)).get(`company/${company.id}/settings`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyId: company.id,
      recipeCss: "",
      blockedRecipeAttributes: [],
      recipeSftpHost: "",
      recipeSftpPath: "",
      recipeSftpUser: "",
      recipeSftpPasswordSet: false,
      etag: UNSAVED_ETAG,
      lastUpdated: null,
    });
    expect(await storedRow(company.id)).toBeUndefined();
  });

  it("answers 404 for another company's id, as for an unknown one", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    for (const id of [other.company.id, "no-such-company"]) {
      expect(await client.get(`company/${id}/settings`)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.resourceNotFound },
      });
    }
  });

  it("answers 401 without a sign-in", async () => {
    const { company } = await signedInAdmin(t);
    expect((await apiClient(t.app).get(`company/${company.id}/settings`)).status).toBe(401);
  });
});

describe("PUT company/{companyId}/settings", () => {
  it("saves every field on the first save with the unsaved etag, and answers them with a new etag", async () => {
    const { company, client } = await signedInAdmin(t);
    const res = await client.put(`company/${company.id}/settings`, {
      ...fields,
      recipeSftpPassword: PASSWORD,
      etag: UNSAVED_ETAG,
    });
    expect(res.status).toBe(200);
    const saved = res.body as { etag: string; lastUpdated: string };
    expect(saved).toMatchObject({ ...fields, companyId: company.id, recipeSftpPasswordSet: true });
    expect(saved.etag).not.toBe(UNSAVED_ETAG);
    expect(saved.lastUpdated).not.toBeNull();
    expect((await client.get(`company/${company.id}/settings`)).body).toEqual(saved);
  });

  it("never answers the password, and stores it sealed with the key (AES-256-GCM)", async () => {
    const { company, client } = await signedInAdmin(t);
    const put = await client.put(`company/${company.id}/settings`, {
      recipeSftpPassword: PASSWORD,
      etag: UNSAVED_ETAG,
    });
    const got = await client.get(`company/${company.id}/settings`);
    for (const res of [put, got]) {
      expect(res.response.body).not.toContain(PASSWORD);
      expect(res.body).not.toHaveProperty("recipeSftpPassword");
    }
    const row = await storedRow(company.id);
    const sealed = row?.recipeSftpPasswordEncrypted ?? "";
    expect(sealed).not.toContain(PASSWORD);
    expect(secretBox(Buffer.from(TEST_SECRETS_KEY, "base64")).open(sealed)).toBe(PASSWORD);
    expect(secretBox(Buffer.alloc(32, 9)).open(sealed)).toBeNull();
  });

  it("keeps the password when it is left out, replaces it when given, and clears it when empty", async () => {
    const { company, client } = await signedInAdmin(t);
    const path = `company/${company.id}/settings`;
    let etag = ((await client.put(path, { recipeSftpPassword: PASSWORD, etag: UNSAVED_ETAG })).body as { etag: string })
      .etag;
    const first = (await storedRow(company.id))?.recipeSftpPasswordEncrypted;

    const kept = await client.put(path, { ...fields, etag });
    expect(kept.body).toMatchObject({ recipeSftpPasswordSet: true });
    expect((await storedRow(company.id))?.recipeSftpPasswordEncrypted).toBe(first);
    etag = (kept.body as { etag: string }).etag;

    const replaced = await client.put(path, { ...fields, recipeSftpPassword: "another one", etag });
    const box = secretBox(Buffer.from(TEST_SECRETS_KEY, "base64"));
    expect(box.open((await storedRow(company.id))?.recipeSftpPasswordEncrypted ?? "")).toBe("another one");
    etag = (replaced.body as { etag: string }).etag;

    const cleared = await client.put(path, { ...fields, recipeSftpPassword: "", etag });
    expect(cleared.body).toMatchObject({ recipeSftpPasswordSet: false });
    expect((await storedRow(company.id))?.recipeSftpPasswordEncrypted).toBeNull();
  });

  it("trims the texts and keeps each excluded attribute once", async () => {
    const { company, client } = await signedInAdmin(t);
    const res = await client.put(`company/${company.id}/settings`, {
      recipeSftpHost: "  sftp.example.test ",
      blockedRecipeAttributes: [" cost ", "cost", "sku"],
      etag: UNSAVED_ETAG,
    });
    expect(res.body).toMatchObject({ recipeSftpHost: "sftp.example.test", blockedRecipeAttributes: ["cost", "sku"] });
  });

  it("records the change in the audit trail with the password masked, and serves it as the settings' history", async () => {
    const { company, client, admin } = await signedInAdmin(t);
    const path = `company/${company.id}/settings`;
    const first = await client.put(path, { ...fields, recipeSftpPassword: PASSWORD, etag: UNSAVED_ETAG });
    const etag = (first.body as { etag: string }).etag;
    await client.put(path, { ...fields, recipeCss: "", recipeSftpPassword: "second-secret", etag });

    const history = await client.get(`${path}/history`);
    expect(history.status).toBe(200);
    const entries = (history.body as { entries: { action: string; changes: { field: string }[] }[] }).entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: "update", actor: { name: admin.fullName } });
    expect(entries[0]?.changes.map((change) => change.field).sort()).toEqual(["recipeCss", "recipeSftpPassword"]);
    expect(entries[0]?.changes.find((change) => change.field === "recipeSftpPassword")).toEqual({
      field: "recipeSftpPassword",
      before: "(hidden)",
      after: "(hidden)",
    });
    const text = await auditTextOf(company.id);
    const sealed = (await storedRow(company.id))?.recipeSftpPasswordEncrypted ?? "";
    for (const secret of [PASSWORD, "second-secret", sealed]) expect(text).not.toContain(secret);
  });

  it("answers 412 for a stale etag (also the unsaved one once saved) and leaves the settings as they were", async () => {
    const { company, client } = await signedInAdmin(t);
    const path = `company/${company.id}/settings`;
    const saved = (await client.put(path, { ...fields, etag: UNSAVED_ETAG })).body;
    for (const etag of [UNSAVED_ETAG, "stale"]) {
      expect(await client.put(path, { recipeCss: "lost", etag })).toMatchObject({
        status: 412,
        body: { message: MESSAGES.staleEtag },
      });
    }
    expect((await client.get(path)).body).toEqual(saved);
  });

  it("lets editors and editing keys save, and answers 403 to members who may not edit", async () => {
    const { company, viewer, orderManager, configurator } = await createCompanyWithEveryRole(t.db);
    const path = `company/${company.id}/settings`;
    for (const user of [viewer, orderManager]) {
      const res = await (await signedIn(t.app, user)).put(path, { ...fields, etag: UNSAVED_ETAG });
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    const readKey = await createApiKey(t.db, company, ["None"]);
    expect((await apiClient(t.app, readKey).put(path, { etag: UNSAVED_ETAG })).status).toBe(403);
    expect((await apiClient(t.app, readKey).get(path)).status).toBe(200);
    expect(await storedRow(company.id)).toBeUndefined();

    const saved = await (await signedIn(t.app, configurator)).put(path, { ...fields, etag: UNSAVED_ETAG });
    expect(saved.status).toBe(200);
    const editKey = await createApiKey(t.db, company, ["Manage Configuration"]);
    const etag = (saved.body as { etag: string }).etag;
    expect((await apiClient(t.app, editKey).put(path, { recipeCss: "", etag })).status).toBe(200);
  });

  it("answers 404 for another company's settings and leaves them alone", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const res = await client.put(`company/${other.company.id}/settings`, { ...fields, etag: UNSAVED_ETAG });
    expect(res.status).toBe(404);
    expect(await storedRow(other.company.id)).toBeUndefined();
    expect((await client.get(`company/${other.company.id}/settings/history`)).status).toBe(404);
  });

  it.each([
    [
      "a CSS over 100000 characters",
      { recipeCss: "a".repeat(100_001) },
      "recipeCss",
      fieldMessages.maxLength("Recipe CSS", 100_000),
    ],
    [
      "a host over 256",
      { recipeSftpHost: "h".repeat(257) },
      "recipeSftpHost",
      fieldMessages.maxLength("SFTP host", 256),
    ],
    [
      "a path over 2000",
      { recipeSftpPath: "p".repeat(2001) },
      "recipeSftpPath",
      fieldMessages.maxLength("SFTP path", 2000),
    ],
    [
      "a user over 256",
      { recipeSftpUser: "u".repeat(257) },
      "recipeSftpUser",
      fieldMessages.maxLength("SFTP user", 256),
    ],
    [
      "a password over 256",
      { recipeSftpPassword: "p".repeat(257) },
      "recipeSftpPassword",
      fieldMessages.maxLength("SFTP password", 256),
    ],
    [
      "an empty excluded attribute",
      { blockedRecipeAttributes: [" "] },
      "blockedRecipeAttributes.0",
      "An excluded attribute cannot be empty.",
    ],
    [
      "too many excluded attributes",
      { blockedRecipeAttributes: Array.from({ length: 501 }, (_, i) => `a${i}`) },
      "blockedRecipeAttributes",
      "At most 500 attributes can be excluded.",
    ],
    [
      "a NUL in the password",
      { recipeSftpPassword: "a\u0000b" },
      "recipeSftpPassword",
      fieldMessages.invalidCharacters(),
    ],
    ["a number as host", { recipeSftpHost: 42 }, "recipeSftpHost", undefined],
    ["no etag", { etag: undefined }, "etag", undefined],
  ])("answers 400 with the field's message for %s", async (_label, change, field, message) => {
    const { company, client } = await signedInAdmin(t);
    const res = await client.put(`company/${company.id}/settings`, { ...fields, etag: UNSAVED_ETAG, ...change });
    expect(res.status).toBe(400);
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    expect(Object.keys(modelState)).toContain(field);
    if (message !== undefined) expect(modelState[field]).toContain(message);
    expect(await storedRow(company.id)).toBeUndefined();
  });

  it("answers 4xx, never 500, for a body that is not an object", async () => {
    const { company, client } = await signedInAdmin(t);
    for (const body of [[], "text", null, 42]) {
      const { status } = await client.put(`company/${company.id}/settings`, body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

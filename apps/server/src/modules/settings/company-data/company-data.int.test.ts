import { UNSAVED_ETAG } from "@atelier/domain/settings/company-settings.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn, signedInAdmin } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { companyData } from "../../../db/schema/company-settings";

const t = useTestApp();

const attributes = [
  { id: "a1", name: "brand", value: "Demo Outfitters" },
  { id: "a2", name: "maxItems", value: 12 },
];

async function storedRow(companyId: string) {
  const [row] = await t.db.select().from(companyData).where(eq(companyData.companyId, companyId));
  return row;
}

describe("GET company/{companyId}/data", () => {
  it("answers an empty list with the unsaved etag before the first save, to any member", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const res = await (await signedIn(t.app, viewer)).get(`company/${company.id}/data`);
    expect(res).toMatchObject({
      status: 200,
      body: { companyId: company.id, customAttributesJson: [], etag: UNSAVED_ETAG, lastUpdated: null },
    });
  });

  it("answers 404 for another company's id, as for an unknown one", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    for (const id of [other.company.id, "no-such-company"]) {
      expect(await client.get(`company/${id}/data`)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.resourceNotFound },
      });
    }
  });
});

describe("PUT company/{companyId}/data", () => {
  it("saves the list (first with the unsaved etag) and answers it with a new etag", async () => {
    const { company, client } = await signedInAdmin(t);
    const path = `company/${company.id}/data`;
    const first = await client.put(path, { customAttributesJson: attributes, etag: UNSAVED_ETAG });
    expect(first).toMatchObject({ status: 200, body: { customAttributesJson: attributes } });
    const etag = (first.body as { etag: string }).etag;
    expect(etag).not.toBe(UNSAVED_ETAG);
    const second = await client.put(path, { customAttributesJson: attributes.slice(1), etag });
    expect(second).toMatchObject({ status: 200, body: { customAttributesJson: attributes.slice(1) } });
    expect((await client.get(path)).body).toEqual(second.body);
  });

  it("keeps attributes made elsewhere in other shapes as they are", async () => {
    const { company, client } = await signedInAdmin(t);
    const odd = [{ key: "colour", values: ["red", "blue"], nested: { deep: true } }];
    const res = await client.put(`company/${company.id}/data`, { customAttributesJson: odd, etag: UNSAVED_ETAG });
    expect(res).toMatchObject({ status: 200, body: { customAttributesJson: odd } });
  });

  it("records each save in the audit trail and serves it as the data's history", async () => {
    const { company, client, admin } = await signedInAdmin(t);
    const path = `company/${company.id}/data`;
    await client.put(path, { customAttributesJson: attributes, etag: UNSAVED_ETAG });
    const history = await client.get(`${path}/history`);
    expect(history.status).toBe(200);
    const entries = (history.body as { entries: { action: string; resourcePath: string }[] }).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "update", actor: { name: admin.fullName }, resourcePath: path });
  });

  it("answers 412 for a stale etag and keeps the list", async () => {
    const { company, client } = await signedInAdmin(t);
    const path = `company/${company.id}/data`;
    const saved = (await client.put(path, { customAttributesJson: attributes, etag: UNSAVED_ETAG })).body;
    for (const etag of [UNSAVED_ETAG, "stale"]) {
      expect(await client.put(path, { customAttributesJson: [], etag })).toMatchObject({
        status: 412,
        body: { message: MESSAGES.staleEtag },
      });
    }
    expect((await client.get(path)).body).toEqual(saved);
  });

  it("answers 403 to members and keys who may not edit, and lets editors save", async () => {
    const { company, viewer, orderManager, configurator } = await createCompanyWithEveryRole(t.db);
    const path = `company/${company.id}/data`;
    const body = { customAttributesJson: attributes, etag: UNSAVED_ETAG };
    for (const user of [viewer, orderManager]) {
      expect(await (await signedIn(t.app, user)).put(path, body)).toMatchObject({
        status: 403,
        body: { message: MESSAGES.forbidden },
      });
    }
    const readKey = await createApiKey(t.db, company, ["None"]);
    expect((await apiClient(t.app, readKey).put(path, body)).status).toBe(403);
    expect(await storedRow(company.id)).toBeUndefined();
    expect((await (await signedIn(t.app, configurator)).put(path, body)).status).toBe(200);
  });

  it("answers 404 for another company's data and leaves them alone", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const path = `company/${other.company.id}/data`;
    expect((await client.put(path, { customAttributesJson: attributes, etag: UNSAVED_ETAG })).status).toBe(404);
    expect((await client.get(`${path}/history`)).status).toBe(404);
    expect(await storedRow(other.company.id)).toBeUndefined();
  });

  it.each([
    ["a list that is not a list", { customAttributesJson: { brand: "x" } }, "customAttributesJson", undefined],
    [
      "more than 2000 attributes",
      { customAttributesJson: Array.from({ length: 2001 }, (_, i) => ({ id: `${i}` })) },
      "customAttributesJson",
      "A list holds at most 2000 custom attributes.",
    ],
    [
      "a NUL in a value",
      { customAttributesJson: [{ id: "a", name: "n", value: "a\u0000b" }] },
      "customAttributesJson.0.value",
      fieldMessages.invalidCharacters(),
    ],
    ["no etag", { etag: undefined }, "etag", undefined],
  ])("answers 400 with the field's message for %s", async (_label, change, field, message) => {
    const { company, client } = await signedInAdmin(t);
    const res = await client.put(`company/${company.id}/data`, {
      customAttributesJson: [],
      etag: UNSAVED_ETAG,
      ...change,
    });
    expect(res.status).toBe(400);
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    expect(Object.keys(modelState).join(" ")).toContain(field);
    if (message !== undefined) expect(Object.values(modelState).flat().join(" ")).toContain(message);
    expect(await storedRow(company.id)).toBeUndefined();
  });
});

import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  componentPlacementInput,
  componentTypeInput,
  createDefinitionForOptions,
  dimensionInput,
  optionDefinitionInput,
  optionInput,
  siteInput,
} from "../../../../test/catalogue-factories";
import { createApiKey, createCompany, signedInAdmin } from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../db/schema/audit-entries";

const t = useTestApp();

type Item = Record<string, unknown> & { etag: string; name: string };

/** One catalogue resource: its path word, its id field, a body to add one, and the unique field. */
interface Kind {
  path: string;
  id: string;
  input: () => Record<string, unknown>;
  unique: string;
  label: (item: Item) => string;
}

const KINDS: Kind[] = [
  { path: "site", id: "siteId", input: () => siteInput(), unique: "code", label: (item) => item.name },
  { path: "dimension", id: "dimensionId", input: () => dimensionInput(), unique: "code", label: (item) => item.name },
  {
    path: "componentoptiondefinition",
    id: "componentOptionDefinitionId",
    input: () => optionDefinitionInput(),
    unique: "name",
    label: (item) => item.name,
  },
  {
    path: "componenttype",
    id: "componentTypeId",
    input: () => componentTypeInput(),
    unique: "name",
    label: (i) => i.name,
  },
  {
    path: "componentplacement",
    id: "componentPlacementId",
    input: () => componentPlacementInput(),
    unique: "code",
    label: (item) => item.name,
  },
  {
    path: "componentoption",
    id: "componentOptionId",
    input: () => optionInput({ name: "Crimson" }),
    unique: "code",
    label: (item) => item.name,
  },
];

/** The body of a PUT: the item as read, without its id and times, changed by `values`. */
function updateOf(kind: Kind, item: Item, values: Record<string, unknown>) {
  const { [kind.id]: _id, created: _created, lastUpdated: _updated, ...fields } = item;
  return { ...fields, ...values };
}

function entriesOf(companyId: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
}

async function add(client: ApiClient, kind: Kind, body = kind.input()): Promise<Item> {
  const res = await client.post(kind.path, body);
  expect(res.status).toBe(201);
  return res.body as Item;
}

describe.each(KINDS)("the audit trail of $path", (kind) => {
  it("records add, update and archive with the user, the resource path and the readable changes", async () => {
    const { client, admin, company } = await signedInAdmin(t);
    const item = await add(client, kind);
    const id = String(item[kind.id]);
    const updated = await client.put(`${kind.path}/${id}`, updateOf(kind, item, { name: "Renamed", tags: ["new"] }));
    expect(updated.status).toBe(200);

    const history = await client.get(`${kind.path}/${id}/history`);
    expect(history.status).toBe(200);
    const [update, create] = (history.body as AuditPage).entries;
    expect((history.body as AuditPage).entries).toHaveLength(2);
    expect(update).toMatchObject({
      action: "update",
      resourceType: kind.path,
      resourceId: id,
      resourcePath: `${kind.path}/${id}`,
      resourceLabel: "Renamed",
      actor: { kind: "user", userId: admin.id, apiKeyId: null, name: admin.fullName },
    });
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: item.name, after: "Renamed" },
        { field: "tags", before: [], after: ["new"] },
      ]),
    );
    expect(update?.changes.map((change) => change.field)).not.toContain("etag");
    expect(create).toMatchObject({ action: "create", resourceLabel: kind.label(item) });
    expect(create?.changes).toContainEqual({ field: kind.unique, before: null, after: item[kind.unique] });

    const current = updated.body as Item;
    expect((await client.delete(`${kind.path}/${id}?etag=${current.etag}`)).status).toBe(204);
    const rows = await entriesOf(company.id);
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "archive"]);
    expect(rows[2]).toMatchObject({ resourcePath: `${kind.path}/${id}`, resourceLabel: "Renamed" });
    expect(rows[2]?.changes).toContainEqual({ field: "name", before: "Renamed", after: null });
  });

  it("records an API key's write against the key", async () => {
    const company = await createCompany(t.db);
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    const item = await add(asKey, kind);
    const page = (await asKey.get(`${kind.path}/${String(item[kind.id])}/history`)).body as AuditPage;
    expect(page.entries[0]?.actor).toEqual({ kind: "apiKey", name: "Test key", userId: null, apiKeyId: key.id });
  });

  it("records nothing for a write refused with a stale etag or a taken unique value", async () => {
    const { client, company } = await signedInAdmin(t);
    const item = await add(client, kind);
    const id = String(item[kind.id]);
    const first = await client.put(`${kind.path}/${id}`, updateOf(kind, item, { name: "First" }));
    expect(first.status).toBe(200);
    const before = (await entriesOf(company.id)).length;

    expect((await client.put(`${kind.path}/${id}`, updateOf(kind, item, { name: "Stale" }))).status).toBe(412);
    expect((await client.delete(`${kind.path}/${id}?etag=${item.etag}`)).status).toBe(412);
    const taken = { ...kind.input(), [kind.unique]: (first.body as Item)[kind.unique] };
    expect((await client.post(kind.path, taken)).status).toBe(409);
    expect(await entriesOf(company.id)).toHaveLength(before);
  });

  it("answers 404 for the history of another company's item, as for a missing one", async () => {
    const { client } = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const item = await add(other.client, kind);
    expect((await client.get(`${kind.path}/${String(item[kind.id])}/history`)).status).toBe(404);
    expect((await client.get(`${kind.path}/no-such-id/history`)).status).toBe(404);
    expect((await other.client.get(`${kind.path}/${String(item[kind.id])}/history`)).status).toBe(200);
  });
});

describe("the audit trail of linked items and option places", () => {
  it("shows a type's definitions as they were and became", async () => {
    const { client, company } = await signedInAdmin(t);
    const [wool, silk] = await Promise.all([
      createDefinitionForOptions(t.db, company, "Wool"),
      createDefinitionForOptions(t.db, company, "Silk"),
    ]);
    const type = await add(client, KINDS[3] as Kind, {
      ...componentTypeInput(),
      componentOptionDefinitions: [{ componentOptionDefinitionId: wool.id }],
    });
    const id = String(type.componentTypeId);
    const body = updateOf(KINDS[3] as Kind, type, {
      componentOptionDefinitions: [{ componentOptionDefinitionId: silk.id }],
    });
    expect((await client.put(`componenttype/${id}`, body)).status).toBe(200);
    const [update] = ((await client.get(`componenttype/${id}/history`)).body as AuditPage).entries;
    expect(update?.changes).toEqual([
      { field: "componentOptionDefinitions.0.componentOptionDefinitionId", before: wool.id, after: silk.id },
      { field: "componentOptionDefinitions.0.name", before: "Wool", after: "Silk" },
    ]);
  });

  it("records a reorder as an update of each option whose place changed", async () => {
    const { client, company } = await signedInAdmin(t);
    const first = await add(client, KINDS[5] as Kind);
    const second = await add(client, KINDS[5] as Kind);
    const before = (await entriesOf(company.id)).length;
    const res = await client.put("componentoption/order", {
      componentOptions: [
        { componentOptionId: first.componentOptionId, etag: first.etag, explicitOrder: 5 },
        { componentOptionId: second.componentOptionId, etag: second.etag, explicitOrder: null },
      ],
    });
    expect(res.status).toBe(200);
    const rows = (await entriesOf(company.id)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "update",
      resourcePath: `componentoption/${String(first.componentOptionId)}`,
      changes: [{ field: "explicitOrder", before: null, after: 5 }],
    });
  });

  it("records nothing for an export", async () => {
    const { client, company } = await signedInAdmin(t);
    const option = await add(client, KINDS[5] as Kind);
    const before = (await entriesOf(company.id)).length;
    expect((await client.post("componentoption/export", { codes: [option.code] })).status).toBe(200);
    expect(await entriesOf(company.id)).toHaveLength(before);
  });
});

import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { SECRET_MASK } from "@atelier/domain/shared/audit-diff";
import type { ActivityPeople } from "@atelier/domain/shared/audit-query.schema";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, productInput, signedIn } from "../../test/factories";
import { type ApiClient, apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { requireActor } from "../auth/auth-hooks";
import { recordAudit } from "./audit-recorder";

const DAY_MS = 24 * 60 * 60 * 1000;

const t = useTestApp({
  extraRoutes: (app, deps) => {
    // A write of a resource holding secrets, as the account area records a user or a key.
    app.post("/api/v1/audit-test/secret", { config: { auth: "member" } }, async (request) => {
      await deps.db.transaction(async (tx) => {
        await recordAudit(tx, requireActor(request), deps.clock(), {
          resourceType: "secretthing",
          resourceId: "s1",
          resourcePath: "secretthing/s1",
          resourceLabel: "Secret thing",
          action: "update",
          before: { name: "A", password: "old-password", keyHash: "old-hash" },
          after: { name: "B", password: "new-password", keyHash: "new-hash" },
        });
      });
      return { ok: true };
    });
  },
});

const page = (body: unknown) => body as AuditPage;
const day = (at: string) => at.slice(0, 10);

/** A company whose admin, configurator and API key each added a product, and a second company that did too. */
async function busyCompany() {
  const roles = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, roles.admin);
  const asConfigurator = await signedIn(t.app, roles.configurator);
  const key = await createApiKey(t.db, roles.company, ["Manage Configuration"]);
  const asKey = apiClient(t.app, { authorization: key.authorization });
  for (const client of [asAdmin, asConfigurator, asKey]) {
    // Entries a few milliseconds apart, so that newest first is one order.
    t.advanceClock(5);
    expect((await client.post("product", productInput())).status).toBe(201);
  }
  const other = await createCompanyWithEveryRole(t.db);
  const otherAdmin = await signedIn(t.app, other.admin);
  await otherAdmin.post("product", productInput());
  return { ...roles, asAdmin, asConfigurator, key, asKey, otherAdmin };
}

const ids = async (client: ApiClient, query: string) =>
  page((await client.get(`activity?${query}`)).body).entries.map((entry) => entry.actor.userId ?? entry.actor.apiKeyId);

describe("GET activity", () => {
  it("answers the company's entries only, newest first, to administrators only", async () => {
    const scene = await busyCompany();
    const res = await scene.asAdmin.get("activity");
    expect(res.status).toBe(200);
    const entries = page(res.body).entries;
    expect(entries.map((entry) => entry.actor.kind)).toEqual(["apiKey", "user", "user"]);
    expect(entries.map((entry) => entry.actor.userId)).toEqual([null, scene.configurator.id, scene.admin.id]);
    expect(entries.every((entry) => entry.resourceType === "product")).toBe(true);
    expect((await scene.asConfigurator.get("activity")).status).toBe(403);
    expect((await (await signedIn(t.app, scene.viewer)).get("activity")).status).toBe(403);
    expect((await scene.asKey.get("activity")).status).toBe(403);
    expect((await apiClient(t.app).get("activity")).status).toBe(401);
    const otherEntries = page((await scene.otherAdmin.get("activity")).body).entries;
    expect(otherEntries).toHaveLength(1);
  });

  it("filters by person (a user or an API key) and by resource type", async () => {
    const scene = await busyCompany();
    expect(await ids(scene.asAdmin, `userId=${scene.configurator.id}`)).toEqual([scene.configurator.id]);
    expect(await ids(scene.asAdmin, `apiKeyId=${scene.key.id}`)).toEqual([scene.key.id]);
    expect(await ids(scene.asAdmin, "resourceType=version")).toEqual([]);
    expect(await ids(scene.asAdmin, "resourceType=product")).toHaveLength(3);
    // Another company's user is nobody here.
    expect(await ids(scene.otherAdmin, `userId=${scene.admin.id}`)).toEqual([]);
  });

  it("filters by whole UTC days, both included", async () => {
    const scene = await busyCompany();
    t.advanceClock(2 * DAY_MS);
    // Sessions end after a day unused: sign in again on the later day.
    const asConfigurator = await signedIn(t.app, scene.configurator);
    const asAdmin = await signedIn(t.app, scene.admin);
    await asConfigurator.post("product", productInput());
    const entries = page((await asAdmin.get("activity")).body).entries;
    const [later, ...earlier] = entries;
    const first = day(earlier[0]?.at ?? "");
    const last = day(later?.at ?? "");
    expect(await ids(asAdmin, `from=${last}`)).toEqual([scene.configurator.id]);
    expect(await ids(asAdmin, `to=${first}`)).toHaveLength(3);
    expect(await ids(asAdmin, `from=${first}&to=${first}`)).toHaveLength(3);
    expect(await ids(asAdmin, `from=${first}&to=${last}`)).toHaveLength(4);
    const between = new Date(Date.parse(first) + DAY_MS).toISOString().slice(0, 10);
    expect(await ids(asAdmin, `from=${between}&to=${between}`)).toEqual([]);
  });

  it("pages with take and the page token", async () => {
    const scene = await busyCompany();
    const first = page((await scene.asAdmin.get("activity?take=2")).body);
    expect(first.entries).toHaveLength(2);
    const second = page((await scene.asAdmin.get(`activity?take=2&pageToken=${first.nextPageToken}`)).body);
    expect(second.entries).toHaveLength(1);
    expect(second.nextPageToken).toBeNull();
    const all = page((await scene.asAdmin.get("activity")).body).entries.map((entry) => entry.auditEntryId);
    expect([...first.entries, ...second.entries].map((entry) => entry.auditEntryId)).toEqual(all);
  });

  it("refuses bad filters with 400", async () => {
    const scene = await busyCompany();
    for (const query of [
      "from=2026-13-01",
      "from=yesterday",
      "to=2026-01-01T00:00:00Z",
      "from=2026-02-02&to=2026-02-01",
      `userId=${scene.admin.id}&apiKeyId=${scene.key.id}`,
      "take=500",
      "take=many",
      "pageToken=%00",
      "resourceType=a%00b",
      `resourceType=${"x".repeat(5000)}`,
      "userId=a%00b",
      `apiKeyId=${"k".repeat(5000)}`,
    ]) {
      const res = await scene.asAdmin.get(`activity?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { message?: string }).message, query).toBeTruthy();
    }
  });

  it("never shows a secret, only that it changed", async () => {
    const scene = await busyCompany();
    expect((await scene.asAdmin.post("audit-test/secret")).status).toBe(200);
    const res = await scene.asAdmin.get("activity?resourceType=secretthing");
    expect(page(res.body).entries[0]?.changes).toEqual([
      { field: "name", before: "A", after: "B" },
      { field: "password", before: SECRET_MASK, after: SECRET_MASK },
      { field: "keyHash", before: SECRET_MASK, after: SECRET_MASK },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/old-|new-/);
  });
});

describe("GET activity/people", () => {
  it("lists the users and keys who appear in the company's activity, by name, to administrators", async () => {
    const scene = await busyCompany();
    const res = await scene.asAdmin.get("activity/people");
    expect(res.status).toBe(200);
    expect((res.body as ActivityPeople).people).toEqual(
      [
        { kind: "user", id: scene.admin.id, name: scene.admin.fullName },
        { kind: "user", id: scene.configurator.id, name: scene.configurator.fullName },
        { kind: "apiKey", id: scene.key.id, name: "Test key" },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect((await scene.asConfigurator.get("activity/people")).status).toBe(403);
  });
});

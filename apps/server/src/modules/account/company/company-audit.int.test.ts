import type { ApiKey, ApiKeyCreated } from "@atelier/domain/account/api-key.schema";
import type { CompanyUser } from "@atelier/domain/account/company-user.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { SECRET_MASK } from "@atelier/domain/shared/audit-diff";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { sha256Hex } from "../../../auth/tokens";
import { auditEntries } from "../../../db/schema/audit-entries";

const t = useTestApp();

function entriesOf(companyId: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
}

/** A company with one user per role and its Administrator signed in, beside another such company. */
async function scene() {
  const home = await createCompanyWithEveryRole(t.db);
  const other = await createCompanyWithEveryRole(t.db);
  return { ...home, asAdmin: await signedIn(t.app, home.admin), other, asOther: await signedIn(t.app, other.admin) };
}

describe("the audit trail of API keys", () => {
  it("records add, change and removal under the key's path, never the key or its hash", async () => {
    const { company, admin, asAdmin } = await scene();
    const keys = `company/${company.id}/apikey`;
    const created = (await asAdmin.post(keys, { name: "Shop feed", roles: ["Manage Orders"] })).body as ApiKeyCreated;
    const path = `${keys}/${created.apiKeyId}`;
    const changed = await asAdmin.put(path, { name: "Shop feed 2", roles: ["None"], etag: created.etag });
    expect(changed.status).toBe(200);

    const history = await asAdmin.get(`${path}/history`);
    expect(history.status).toBe(200);
    const [update, create] = (history.body as AuditPage).entries;
    expect(update).toMatchObject({
      action: "update",
      resourceType: "apikey",
      resourceId: created.apiKeyId,
      resourcePath: path,
      resourceLabel: "Shop feed 2",
      actor: { kind: "user", userId: admin.id, name: admin.fullName },
      changes: [
        { field: "name", before: "Shop feed", after: "Shop feed 2" },
        { field: "roles", before: ["Manage Orders"], after: ["None"] },
      ],
    });
    expect(create).toMatchObject({ action: "create", resourceLabel: "Shop feed" });
    expect(create?.changes).toContainEqual({ field: "roles", before: null, after: ["Manage Orders"] });

    const removed = await asAdmin.delete(`${path}?etag=${(changed.body as ApiKey).etag}`);
    expect(removed.status).toBe(200);
    const rows = await entriesOf(company.id);
    expect(rows.map((row) => [row.resourceType, row.action])).toEqual([
      ["apikey", "create"],
      ["apikey", "update"],
      ["apikey", "delete"],
    ]);
    const all = JSON.stringify(rows);
    expect(all).not.toContain(created.key);
    expect(all).not.toContain(sha256Hex(created.key));
    expect((await asAdmin.get(`${path}/history`)).status).toBe(404);
  });

  it("records a key's write against the key that made it", async () => {
    const { company } = await scene();
    const key = await createApiKey(t.db, company, ["Administrator"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    const created = (await asKey.post(`company/${company.id}/apikey`, { name: "Made by a key", roles: [] }))
      .body as ApiKeyCreated;
    const page = (await asKey.get(`company/${company.id}/apikey/${created.apiKeyId}/history`)).body as AuditPage;
    expect(page.entries[0]?.actor).toEqual({ kind: "apiKey", name: "Test key", userId: null, apiKeyId: key.id });
  });

  it("records nothing for a stale etag; another company's key history is a 404, a non-admin's a 403", async () => {
    const { company, asAdmin, asOther, other, viewer } = await scene();
    const created = (await asAdmin.post(`company/${company.id}/apikey`, { name: "K", roles: [] }))
      .body as ApiKeyCreated;
    const path = `company/${company.id}/apikey/${created.apiKeyId}`;
    expect((await asAdmin.put(path, { name: "K2", roles: [], etag: created.etag })).status).toBe(200);
    const count = (await entriesOf(company.id)).length;
    expect((await asAdmin.put(path, { name: "K3", roles: [], etag: created.etag })).status).toBe(412);
    expect((await asAdmin.delete(`${path}?etag=${created.etag}`)).status).toBe(412);
    expect(await entriesOf(company.id)).toHaveLength(count);

    expect((await asOther.get(`${path}/history`)).status).toBe(404);
    expect((await asOther.get(`company/${other.company.id}/apikey/${created.apiKeyId}/history`)).status).toBe(404);
    expect((await (await signedIn(t.app, viewer)).get(`${path}/history`)).status).toBe(403);
  });
});

describe("the audit trail of members", () => {
  it("records a role change and a removal under the member's path, readable by the e-mail in any case", async () => {
    const { company, admin, asAdmin, configurator } = await scene();
    const path = `company/${company.id}/user/${configurator.email}`;
    const member = (await asAdmin.get(`company/${company.id}`)).body as { applicationUsers: CompanyUser[] };
    const etag = member.applicationUsers.find((user) => user.userName === configurator.email)?.etag ?? "";
    const changed = await asAdmin.put(path, { roles: ["Manage Orders", "Manage Configuration"], etag });
    expect(changed.status).toBe(200);

    const history = await asAdmin.get(`company/${company.id}/user/${configurator.email.toUpperCase()}/history`);
    expect(history.status).toBe(200);
    expect((history.body as AuditPage).entries).toEqual([
      expect.objectContaining({
        action: "update",
        resourceType: "user",
        resourceId: configurator.id,
        resourcePath: path,
        resourceLabel: configurator.fullName,
        actor: expect.objectContaining({ kind: "user", userId: admin.id }),
        changes: [
          {
            field: "roles",
            before: ["Manage Configuration"],
            after: ["Manage Configuration", "Manage Orders"],
          },
        ],
      }),
    ]);

    const stale = await asAdmin.delete(`${path}?etag=${etag}`);
    expect(stale.status).toBe(412);
    expect(await entriesOf(company.id)).toHaveLength(1);
    expect((await asAdmin.delete(`${path}?etag=${(changed.body as CompanyUser).etag}`)).status).toBe(200);
    const rows = await entriesOf(company.id);
    expect(rows[1]).toMatchObject({ action: "remove", resourcePath: path });
    expect(rows[1]?.changes).toContainEqual({ field: "userName", before: configurator.email, after: null });
  });

  it("answers 404 for another company's member or company history, and for someone who is not a member", async () => {
    const { company, asAdmin, asOther, other } = await scene();
    expect((await asAdmin.get(`company/${company.id}/history`)).status).toBe(200);
    expect((await asOther.get(`company/${company.id}/history`)).status).toBe(404);
    expect((await asOther.get(`company/${company.id}/user/${other.admin.email}/history`)).status).toBe(404);
    expect((await asAdmin.get(`company/${company.id}/user/${other.admin.email}/history`)).status).toBe(404);
  });

  it("keeps the member's view of the change free of the reader's own permissions and of secrets", async () => {
    const { company, asAdmin, viewer } = await scene();
    const members = (await asAdmin.get(`company/${company.id}`)).body as { applicationUsers: CompanyUser[] };
    const etag = members.applicationUsers.find((user) => user.userName === viewer.email)?.etag ?? "";
    await asAdmin.put(`company/${company.id}/user/${viewer.email}`, { roles: ["Manage Orders"], etag });
    const [row] = await entriesOf(company.id);
    const fields = row?.changes.map((change) => change.field);
    expect(fields).not.toContain("canEdit");
    expect(JSON.stringify(row)).not.toContain("$argon2");
    expect(JSON.stringify(row)).not.toContain(SECRET_MASK);
  });
});

import { CurrentApiKey, CurrentUser } from "@atelier/domain/account/account.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { addKey, keyPath, listKeys } from "../api-key/api-key.fixtures";

const t = useTestApp();

/** A company whose Administrator made a key named `name` with Manage Configuration, and another company. */
async function companyWithKey(name = "Nightly import") {
  const owner = await signedInAdmin(t);
  const { created, asKey } = await addKey(t, owner.client, owner.company.id, {
    name,
    roles: ["Manage Configuration"],
  });
  const other = await signedInAdmin(t);
  await addKey(t, other.client, other.company.id, { name: "Other company's key", roles: ["Administrator"] });
  return { ...owner, created, asKey, other };
}

describe("GET account with an API key", () => {
  it("answers the key's name, roles, permissions and company", async () => {
    const { company, created, asKey } = await companyWithKey();
    const res = await asKey.get("account");
    expect(res.status).toBe(200);
    const answer = CurrentApiKey.parse(res.body);
    expect(answer).toEqual({
      apiKey: {
        apiKeyId: created.apiKeyId,
        name: "Nightly import",
        roles: ["Manage Configuration"],
        created: created.created,
        etag: created.etag,
      },
      permissions: { admin: false, canEdit: true, orders: false },
      build: t.config.buildNumber,
      company: expect.objectContaining({ companyId: company.id, name: company.name }),
    });
  });

  it("never answers the key itself", async () => {
    const { created, asKey } = await companyWithKey();
    const res = await asKey.get("account");
    expect(res.status).toBe(200);
    expect(res.response.body).not.toContain(created.key);
    expect(res.body).not.toHaveProperty("apiKey.key");
  });

  it("shows the key's own company only, never another's", async () => {
    const { company, asKey, other } = await companyWithKey();
    const res = await asKey.get("account");
    expect(res.response.body).not.toContain(other.company.id);
    expect(res.response.body).not.toContain("Other company's key");
    expect(res.body).toMatchObject({ company: { companyId: company.id } });
  });

  it("follows a rename and a role change from the next request", async () => {
    const { company, client, asKey } = await companyWithKey();
    const [listed] = await listKeys(client, company.id);
    if (!listed) throw new Error("no key listed");
    const changed = await client.put(keyPath(company.id, listed.apiKeyId), {
      name: "Renamed",
      roles: ["Administrator"],
      etag: listed.etag,
    });
    expect(changed.status).toBe(200);
    expect((await asKey.get("account")).body).toMatchObject({
      apiKey: { name: "Renamed", roles: ["Administrator"] },
      permissions: { admin: true },
    });
  });

  it("answers 401 once the key is removed", async () => {
    const { company, client, created, asKey } = await companyWithKey();
    expect((await asKey.get("account")).status).toBe(200);
    const removed = await client.delete(`${keyPath(company.id, created.apiKeyId)}?etag=${created.etag}`);
    expect(removed.status).toBe(200);
    expect(await asKey.get("account")).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
  });
});

describe("GET account with a session", () => {
  it("still answers the signed-in user, with no API key in it", async () => {
    const { admin, company, client } = await companyWithKey();
    const res = await client.get("account");
    expect(res.status).toBe(200);
    expect(CurrentUser.parse(res.body)).toMatchObject({ email: admin.email, company: { companyId: company.id } });
    expect(res.body).not.toHaveProperty("apiKey");
  });
});

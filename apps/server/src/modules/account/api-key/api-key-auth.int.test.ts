import type { ApiKey } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { siteInput } from "../../../../test/catalogue-factories";
import { createProduct, productInput, signedInAdmin } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addKey, keyPath } from "./api-key.fixtures";

const t = useTestApp();

/** A company whose Administrator made a key with `roles`, and another company with a product. */
async function keyWith(roles: Role[]) {
  const { company, client: asAdmin } = await signedInAdmin(t);
  const { created, asKey } = await addKey(t, asAdmin, company.id, { name: "Integration", roles });
  const other = await signedInAdmin(t);
  const otherProduct = await createProduct(t.db, other.company);
  return { company, asAdmin, created, asKey, other, otherProduct };
}

/** PUT the key with `roles`, from the key as last read. */
async function setKeyRoles(asAdmin: ApiClient, companyId: string, key: ApiKey, roles: Role[]): Promise<ApiKey> {
  const res = await asAdmin.put(keyPath(companyId, key.apiKeyId), { name: key.name, roles, etag: key.etag });
  expect(res.status).toBe(200);
  return res.body as ApiKey;
}

describe("a request with an API key", () => {
  it("acts with exactly the key's roles in its company: Manage Configuration", async () => {
    const { company, asKey, other, otherProduct } = await keyWith(["Manage Configuration"]);
    expect((await asKey.post("site", siteInput())).status).toBe(201);
    expect((await asKey.post("product", productInput())).status).toBe(201);
    expect(await asKey.get(keyPath(company.id))).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    expect(
      (await asKey.post("account/invite", { fullName: "No One", email: "no@example.test", role: "None" })).status,
    ).toBe(403);
    expect(await asKey.get(`product/${otherProduct.id}`)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.resourceNotFound },
    });
    expect((await asKey.get(`company/${other.company.id}`)).status).toBe(404);
    expect((await asKey.get(`company/${company.id}`)).status).toBe(200);
  });

  it("reads but cannot write with a None key", async () => {
    const { company, asKey } = await keyWith([]);
    expect((await asKey.get("site")).status).toBe(200);
    expect((await asKey.get(`company/${company.id}`)).status).toBe(200);
    for (const [path, body] of [
      ["site", siteInput()],
      ["product", productInput()],
      [keyPath(company.id), { name: "More", roles: [] }],
    ] as const) {
      expect(await asKey.post(path, body)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
  });

  it("manages the company's keys with an Administrator key", async () => {
    const { company, asKey } = await keyWith(["Administrator"]);
    const { created: made } = await addKey(t, asKey, company.id, { name: "Made by a key", roles: ["None"] });
    expect((await asKey.get(keyPath(company.id))).body).toMatchObject([{ name: "Integration" }, { name: made.name }]);
  });

  it("acts with a key's new roles from the next request after a change", async () => {
    const { company, asAdmin, created, asKey } = await keyWith(["None"]);
    expect((await asKey.post("site", siteInput())).status).toBe(403);
    const raised = await setKeyRoles(asAdmin, company.id, created, ["Manage Configuration"]);
    expect((await asKey.post("site", siteInput())).status).toBe(201);
    await setKeyRoles(asAdmin, company.id, raised, ["None"]);
    expect((await asKey.post("site", siteInput())).status).toBe(403);
  });

  it("is refused (401) from the request after the key is removed", async () => {
    const { company, asAdmin, created, asKey } = await keyWith(["Manage Configuration"]);
    expect((await asKey.get("site")).status).toBe(200);
    const removed = await asAdmin.delete(`${keyPath(company.id, created.apiKeyId)}?etag=${created.etag}`);
    expect(removed.status).toBe(200);
    expect(await asKey.get("site")).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
  });
});

import type { Product } from "@atelier/domain/product/product.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createUser,
  productInput,
  productUpdate,
  signedIn,
  signedInAdminWithProduct,
} from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { INVALID_PAGE_TOKEN } from "./audit-page";

const t = useTestApp();
const asPage = (body: unknown) => body as AuditPage;
const asProduct = (body: unknown) => body as Product;

describe("GET product/{id}/history", () => {
  it("answers the product's entries newest first, with who, what and the readable changes", async () => {
    const { client, admin, product } = await signedInAdminWithProduct(t, { tags: ["a"] });
    const updated = asProduct(
      (await client.put(`product/${product.productId}`, productUpdate(product, { name: "Renamed", tags: ["b"] }))).body,
    );
    const res = await client.get(`product/${product.productId}/history`);
    expect(res.status).toBe(200);
    const page = asPage(res.body);
    expect(page.nextPageToken).toBeNull();
    expect(page.entries.map((entry) => entry.action)).toEqual(["update", "create"]);
    const [update, create] = page.entries;
    expect(update).toMatchObject({
      resourceType: "product",
      resourceId: product.productId,
      resourcePath: `product/${product.productId}`,
      resourceLabel: "Renamed",
      actor: { kind: "user", userId: admin.id, apiKeyId: null, name: admin.fullName },
    });
    expect(update?.changes).toEqual([
      { field: "name", before: product.name, after: "Renamed" },
      { field: "tags", before: ["a"], after: ["b"] },
    ]);
    expect(create?.changes).toContainEqual({ field: "styleCode", before: null, after: product.styleCode });
    expect(create?.changes.map((change) => change.field)).not.toContain("etag");
    expect(updated.name).toBe("Renamed");
  });

  it("records an API key's write against the key", async () => {
    const company = await createCompany(t.db);
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    const product = asProduct((await asKey.post("product", productInput())).body);
    const page = asPage((await asKey.get(`product/${product.productId}/history`)).body);
    expect(page.entries[0]?.actor).toEqual({ kind: "apiKey", name: "Test key", userId: null, apiKeyId: key.id });
  });

  it("pages with take and skip, and with the page token, newest first without gaps or repeats", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    let current = product;
    for (let n = 1; n <= 4; n++) {
      t.advanceClock(5);
      current = asProduct(
        (await client.put(`product/${product.productId}`, productUpdate(current, { name: `Name ${n}` }))).body,
      );
    }
    const all = asPage((await client.get(`product/${product.productId}/history?take=100`)).body).entries;
    expect(all).toHaveLength(5);
    expect(all.map((entry) => entry.resourceLabel)).toEqual(["Name 4", "Name 3", "Name 2", "Name 1", product.name]);

    const first = asPage((await client.get(`product/${product.productId}/history?take=2`)).body);
    expect(first.entries.map((entry) => entry.auditEntryId)).toEqual(all.slice(0, 2).map((e) => e.auditEntryId));
    expect(first.nextPageToken).not.toBeNull();
    const second = asPage(
      (await client.get(`product/${product.productId}/history?take=2&pageToken=${first.nextPageToken}`)).body,
    );
    expect(second.entries.map((entry) => entry.auditEntryId)).toEqual(all.slice(2, 4).map((e) => e.auditEntryId));
    const third = asPage(
      (await client.get(`product/${product.productId}/history?take=2&pageToken=${second.nextPageToken}`)).body,
    );
    expect(third.entries.map((entry) => entry.auditEntryId)).toEqual(all.slice(4).map((e) => e.auditEntryId));
    expect(third.nextPageToken).toBeNull();

    const skipped = asPage((await client.get(`product/${product.productId}/history?take=2&skip=3`)).body);
    expect(skipped.entries.map((entry) => entry.auditEntryId)).toEqual(all.slice(3).map((e) => e.auditEntryId));
  });

  it("refuses a bad take, skip or page token with 400", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const path = `product/${product.productId}/history`;
    for (const query of ["take=0", "take=101", "take=x", "skip=-1", "skip=1.5"]) {
      expect((await client.get(`${path}?${query}`)).status, query).toBe(400);
    }
    for (const token of ["garbage", Buffer.from('["not a date","x"]').toString("base64url"), "e30"]) {
      const res = await client.get(`${path}?pageToken=${token}`);
      expect(res.status, token).toBe(400);
      expect(res.body).toMatchObject({ modelState: { pageToken: [INVALID_PAGE_TOKEN] } });
    }
  });

  it("answers 404 for another company's product and for a missing one, 401 without a caller", async () => {
    const { product } = await signedInAdminWithProduct(t);
    const { client: stranger } = await signedInAdminWithProduct(t);
    expect((await stranger.get(`product/${product.productId}/history`)).status).toBe(404);
    expect((await stranger.get("product/no-such-product/history")).status).toBe(404);
    expect((await apiClient(t.app).get(`product/${product.productId}/history`)).status).toBe(401);
  });

  it("lets any member read it, as the product itself", async () => {
    const { company, product } = await signedInAdminWithProduct(t);
    const viewer = await createUser(t.db, company, { roles: ["None"] });
    const res = await (await signedIn(t.app, viewer)).get(`product/${product.productId}/history`);
    expect(res.status).toBe(200);
    expect(asPage(res.body).entries).toHaveLength(1);
  });

  it("records nothing for a failed write: a stale etag, a style code taken, an invalid body", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const { product: other } = await signedInAdminWithProduct(t);
    const path = `product/${product.productId}`;
    const saved = asProduct((await client.put(path, productUpdate(product, { name: "Saved" }))).body);
    expect((await client.put(path, productUpdate(product, { name: "Stale" }))).status).toBe(412);
    const taken = asProduct((await client.post("product", productInput())).body);
    expect((await client.put(path, productUpdate(saved, { styleCode: taken.styleCode }))).status).toBe(409);
    expect((await client.put(path, productUpdate(saved, { name: "" }))).status).toBe(400);
    expect((await client.delete(`${path}?etag=stale`)).status).toBe(412);
    const page = asPage((await client.get(`${path}/history`)).body);
    expect(page.entries.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(other.productId).not.toBe(product.productId);
  });

  it("records an archive, and nothing for saving a product unchanged", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const path = `product/${product.productId}`;
    const same = asProduct((await client.put(path, productUpdate(product))).body);
    const archived = asProduct((await client.delete(`${path}?etag=${same.etag}`)).body);
    expect((await client.delete(`${path}?etag=${archived.etag}`)).status).toBe(200);
    const page = asPage((await client.get(`${path}/history`)).body);
    expect(page.entries.map((entry) => entry.action)).toEqual(["archive", "create"]);
    expect(page.entries[0]?.changes).toEqual([{ field: "productStatus", before: "Development", after: "Archived" }]);
  });
});

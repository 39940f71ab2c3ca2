import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductStatus } from "@atelier/domain/product/product-list.schema";
import { statusChangeRefusedMessage } from "@atelier/domain/product/product-workflow";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { STYLE_CODE_INVALID_MESSAGE } from "@atelier/domain/shared/style-code";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  createProduct,
  createUser,
  productInput,
  productUpdate,
  signedIn,
  signedInAdminWithProduct,
} from "../../../../test/factories";
import { type ApiClient, apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { PRODUCT_MESSAGES } from "./product-messages";

const t = useTestApp();
const asProduct = (body: unknown) => body as Product;

/** Moves a product through the workflow to `status` (Archived via Development). */
async function putInStatus(client: ApiClient, product: Product, status: ProductStatus): Promise<Product> {
  let current = product;
  const path: ProductStatus[] = status === "Development" ? [] : [status];
  for (const step of path) {
    current = asProduct(
      (await client.put(`product/${current.productId}`, productUpdate(current, { productStatus: step }))).body,
    );
  }
  return current;
}

describe("PUT product/{id}", () => {
  it("writes every field, gives a new etag and records when and by whom", async () => {
    const { company, client, product } = await signedInAdminWithProduct(t, { tags: ["a"] });
    const other = await createUser(t.db, company, { roles: ["Manage Configuration"] });
    const asOther = await signedIn(t.app, other);
    const res = await asOther.put(
      `product/${product.productId}`,
      productUpdate(product, { name: " Renamed ", notes: "Fragile", tags: ["b"], collectAnalytics: true }),
    );
    expect(res.status).toBe(200);
    const updated = asProduct(res.body);
    expect(updated).toMatchObject({ name: "Renamed", notes: "Fragile", tags: ["b"], collectAnalytics: true });
    expect(updated.etag).not.toBe(product.etag);
    expect(updated.lastUpdatedBy).toBe(other.id);
    expect(updated.created).toBe(product.created);
    expect(Date.parse(updated.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(product.lastUpdated));
    expect((await client.get(`product/${product.productId}`)).body).toEqual(updated);
  });

  it("keeps its own style code, and refuses one another product has with 409", async () => {
    const { company, client, product } = await signedInAdminWithProduct(t, { styleCode: "OWN-1" });
    await createProduct(t.db, company, { styleCode: "TAKEN-1" });
    expect(
      (await client.put(`product/${product.productId}`, productUpdate(product, { name: "Same code" }))).status,
    ).toBe(200);
    const fresh = asProduct((await client.get(`product/${product.productId}`)).body);
    const res = await client.put(`product/${product.productId}`, productUpdate(fresh, { styleCode: "TAKEN-1" }));
    expect(res).toMatchObject({ status: 409, body: { modelState: { styleCode: [MESSAGES.styleCodeTaken] } } });
  });

  it.each<[ProductStatus, ProductStatus, boolean]>([
    ["Development", "Production", true],
    ["Development", "Archived", true],
    ["Production", "Archived", true],
    ["Archived", "Development", true],
    ["Production", "Development", false],
    ["Archived", "Production", false],
    ["Development", "Development", true],
  ])("changes the status from %s to %s: %s", async (from, to, allowed) => {
    const { client, product } = await signedInAdminWithProduct(t);
    const current = await putInStatus(client, product, from);
    expect(current.productStatus).toBe(from);
    const res = await client.put(`product/${product.productId}`, productUpdate(current, { productStatus: to }));
    if (allowed) {
      expect(res.status).toBe(200);
      expect(asProduct(res.body).productStatus).toBe(to);
    } else {
      expect(res).toMatchObject({
        status: 400,
        body: { modelState: { productStatus: [statusChangeRefusedMessage(from, to)] } },
      });
      expect((await client.get(`product/${product.productId}`)).body).toEqual(current);
    }
  });

  it("keeps the status when none is sent", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const production = await putInStatus(client, product, "Production");
    const { productStatus: _status, ...withoutStatus } = productUpdate(production, { name: "Still live" });
    const res = await client.put(`product/${product.productId}`, withoutStatus);
    expect(res.body).toMatchObject({ name: "Still live", productStatus: "Production" });
  });

  it("answers 412 for a stale etag and changes nothing", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const first = await client.put(`product/${product.productId}`, productUpdate(product, { name: "First" }));
    expect(first.status).toBe(200);
    const stale = await client.put(`product/${product.productId}`, productUpdate(product, { name: "Second" }));
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(`product/${product.productId}`)).body).toEqual(first.body);
  });

  it("lets exactly one of two concurrent writers with the same etag win", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const results = await Promise.all(
      ["One", "Two", "Three"].map((name) =>
        client.put(`product/${product.productId}`, productUpdate(product, { name })),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 412, 412]);
    const winner = results.find((res) => res.status === 200);
    expect((await client.get(`product/${product.productId}`)).body).toEqual(winner?.body);
  });

  it("validates like POST: trimmed required fields, the style code rule, notes", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const res = await client.put(
      `product/${product.productId}`,
      productUpdate(product, { name: " ", styleCode: "A#1", notes: "n".repeat(513) }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: {
          name: ["Name is required."],
          styleCode: [STYLE_CODE_INVALID_MESSAGE],
          notes: ["Notes are at most 512 characters."],
        },
      },
    });
    const noEtag = await client.put(`product/${product.productId}`, { ...productUpdate(product), etag: "" });
    expect(noEtag).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
  });

  it("refuses the product as its own parent or mixin, and answers the linked names", async () => {
    const { company, client, product } = await signedInAdminWithProduct(t);
    const self = await client.put(
      `product/${product.productId}`,
      productUpdate(product, {
        parentProductId: product.productId,
        parentProducts: [{ parentProductId: product.productId }],
      }),
    );
    expect(self).toMatchObject({
      status: 400,
      body: {
        modelState: {
          parentProductId: [PRODUCT_MESSAGES.ownParent],
          "parentProducts.0.parentProductId": [PRODUCT_MESSAGES.ownParent],
        },
      },
    });
    const parent = await createProduct(t.db, company, { name: "Parent" });
    const res = await client.put(
      `product/${product.productId}`,
      productUpdate(product, { parentProductId: parent.id, parentProducts: [{ parentProductId: parent.id }] }),
    );
    expect(res.body).toMatchObject({
      parentProductId: parent.id,
      parentProductName: "Parent",
      parentProducts: [{ parentProductId: parent.id, parentProductName: "Parent" }],
    });
  });

  it("answers 404 for another company's product and for a missing one, changing nothing", async () => {
    const { product } = await signedInAdminWithProduct(t);
    const outsider = await signedIn(t.app, await createUser(t.db, await createCompany(t.db)));
    const foreign = await outsider.put(`product/${product.productId}`, productUpdate(product, { name: "Taken over" }));
    const missing = await outsider.put("product/no-such-product", productUpdate(product));
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect([missing.status, missing.body]).toEqual([foreign.status, foreign.body]);
  });

  it("refuses role None with 403, and lets an API key with an editing role write", async () => {
    const { company, viewer, admin } = await createCompanyWithEveryRole(t.db);
    const product = asProduct((await (await signedIn(t.app, admin)).post("product", productInput())).body);
    const asViewer = await signedIn(t.app, viewer);
    expect((await asViewer.put(`product/${product.productId}`, productUpdate(product))).status).toBe(403);
    const key = await createApiKey(t.db, company, ["Administrator"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).put(
      `product/${product.productId}`,
      productUpdate(product, { name: "By key" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "By key", lastUpdatedBy: null });
  });
});

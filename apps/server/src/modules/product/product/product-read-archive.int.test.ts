import type { Product } from "@atelier/domain/product/product.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
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
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const asProduct = (body: unknown) => body as Product;

describe("GET product/{id}", () => {
  it("reads a product made before its settings existed with every setting at its default", async () => {
    const company = await createCompany(t.db);
    const row = await createProduct(t.db, company, { name: "Old", styleCode: "OLD-1", tags: ["x"] });
    const user = await createUser(t.db, company, { roles: ["None"] });
    const res = await (await signedIn(t.app, user)).get(`product/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      productId: row.id,
      etag: row.etag,
      name: "Old",
      styleCode: "OLD-1",
      tags: ["x"],
      productStatus: "Development",
      notes: "",
      navigable: true,
      imageProvider: "drive",
      parentProductId: null,
      parentProductName: null,
      parentProducts: [],
      customAttributesJson: [],
    });
  });

  it("lets every role and an API key of role None read", async () => {
    const { company, atelier, admin, configurator, orderManager, viewer } = await createCompanyWithEveryRole(t.db);
    const row = await createProduct(t.db, company);
    for (const user of [atelier, admin, configurator, orderManager, viewer]) {
      expect((await (await signedIn(t.app, user)).get(`product/${row.id}`)).status).toBe(200);
    }
    const key = await createApiKey(t.db, company, ["None"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).get(`product/${row.id}`)).status).toBe(200);
    expect((await apiClient(t.app).get(`product/${row.id}`)).status).toBe(401);
  });

  it("answers another company's product exactly like a missing one: 404", async () => {
    const { product } = await signedInAdminWithProduct(t);
    const outsider = await signedIn(t.app, await createUser(t.db, await createCompany(t.db)));
    const foreign = await outsider.get(`product/${product.productId}`);
    const missing = await outsider.get("product/no-such-product");
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect([missing.status, missing.body]).toEqual([foreign.status, foreign.body]);
  });
});

describe("DELETE product/{id}?etag=", () => {
  it("archives: the status becomes Archived, with a new etag, recorded against the user", async () => {
    const { company, client, product } = await signedInAdminWithProduct(t);
    const other = await createUser(t.db, company, { roles: ["Manage Configuration"] });
    const res = await (await signedIn(t.app, other)).delete(`product/${product.productId}?etag=${product.etag}`);
    expect(res.status).toBe(200);
    const archived = asProduct(res.body);
    expect(archived).toMatchObject({ productId: product.productId, name: product.name, productStatus: "Archived" });
    expect(archived.etag).not.toBe(product.etag);
    expect(archived.lastUpdatedBy).toBe(other.id);
    expect((await client.get(`product/${product.productId}`)).body).toEqual(archived);
  });

  it("answers an archived product as it is when deleted again with its etag, and 412 with an old one", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const archived = asProduct((await client.delete(`product/${product.productId}?etag=${product.etag}`)).body);
    const again = await client.delete(`product/${product.productId}?etag=${archived.etag}`);
    expect(again).toMatchObject({ status: 200, body: archived });
    const stale = await client.delete(`product/${product.productId}?etag=${product.etag}`);
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
  });

  it("archives a product in Production too", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const published = asProduct(
      (await client.put(`product/${product.productId}`, productUpdate(product, { productStatus: "Production" }))).body,
    );
    const res = await client.delete(`product/${product.productId}?etag=${published.etag}`);
    expect(res.body).toMatchObject({ productStatus: "Archived" });
  });

  it("answers 412 for a stale etag and changes nothing", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const renamed = await client.put(`product/${product.productId}`, productUpdate(product, { name: "Renamed" }));
    const res = await client.delete(`product/${product.productId}?etag=${product.etag}`);
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(`product/${product.productId}`)).body).toEqual(renamed.body);
  });

  it("needs the etag", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const missing = await client.delete(`product/${product.productId}`);
    expect(missing).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect(missing.body).toHaveProperty("modelState.etag");
    const empty = await client.delete(`product/${product.productId}?etag=`);
    expect(empty).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
  });

  it("answers 404 for another company's product, leaving it as it was", async () => {
    const { client, product } = await signedInAdminWithProduct(t);
    const outsider = await signedIn(t.app, await createUser(t.db, await createCompany(t.db)));
    const res = await outsider.delete(`product/${product.productId}?etag=${product.etag}`);
    expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.get(`product/${product.productId}`)).body).toEqual(product);
  });

  it("refuses role None with 403, and lets an API key with an editing role archive", async () => {
    const { company, admin, viewer } = await createCompanyWithEveryRole(t.db);
    const product = asProduct((await (await signedIn(t.app, admin)).post("product", productInput())).body);
    const asViewer = await signedIn(t.app, viewer);
    expect((await asViewer.delete(`product/${product.productId}?etag=${product.etag}`)).status).toBe(403);
    const reader = await createApiKey(t.db, company, ["None"]);
    const asReader = apiClient(t.app, { authorization: reader.authorization });
    expect((await asReader.delete(`product/${product.productId}?etag=${product.etag}`)).status).toBe(403);
    const editor = await createApiKey(t.db, company, ["Manage Configuration"]);
    const res = await apiClient(t.app, { authorization: editor.authorization }).delete(
      `product/${product.productId}?etag=${product.etag}`,
    );
    expect(res).toMatchObject({ status: 200, body: { productStatus: "Archived", lastUpdatedBy: null } });
  });
});

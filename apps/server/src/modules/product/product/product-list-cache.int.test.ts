import type { Product } from "@atelier/domain/product/product.schema";
import { PRODUCT_LIST_MAX_TAKE, type ProductList } from "@atelier/domain/product/product-list.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it, vi } from "vitest";
import {
  createCompany,
  createProduct,
  createUser,
  createVersion,
  productInput,
  productUpdate,
  signIn,
} from "../../../../test/factories";
import { apiClient, call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const LIST = "product?expand=recentversions&take=50";
const NOTIFIED = { timeout: 5_000, interval: 10 };

async function signedInCompany() {
  const company = await createCompany(t.db);
  const admin = await createUser(t.db, company, { roles: ["Administrator"] });
  const cookie = await signIn(t.app, admin.email);
  return { company, cookie, client: apiClient(t.app, { cookie }) };
}

/** GET of the list as a browser sends it: with the cookie and, when it has one, the ETag it kept. */
function getList(cookie: string, etag?: string, path = LIST) {
  return call(t.app, "GET", path, undefined, { cookie, headers: etag ? { "if-none-match": etag } : {} });
}

const etagOf = (res: Awaited<ReturnType<typeof getList>>) => String(res.response.headers.etag);

describe("GET product: ETag and the cached list", () => {
  it("answers an ETag, and 304 without a body while the list is unchanged", async () => {
    const { company, cookie } = await signedInCompany();
    await createProduct(t.db, company, { name: "Cap" });
    const first = await getList(cookie);
    expect(first.status).toBe(200);
    expect(first.response.headers["cache-control"]).toBe("private, no-cache");
    expect(first.response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const etag = etagOf(first);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await getList(cookie);
    expect([again.status, etagOf(again), again.body]).toEqual([200, etag, first.body]);
    const revalidated = await getList(cookie, etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.response.body).toBe("");
    expect(etagOf(revalidated)).toBe(etag);
    expect((await getList(cookie, '"something-else"')).status).toBe(200);
  });

  it("changes with every product write through the API", async () => {
    const { cookie, client } = await signedInCompany();
    const product = (await client.post("product", productInput({ name: "Cap" }))).body as Product;
    const before = await getList(cookie);
    const renamed = (await client.put(`product/${product.productId}`, productUpdate(product, { name: "Hat" })))
      .body as Product;
    const afterRename = await getList(cookie, etagOf(before));
    expect(afterRename.status).toBe(200);
    expect((afterRename.body as ProductList).products.map((p) => p.name)).toEqual(["Hat"]);

    await client.delete(`product/${product.productId}?etag=${renamed.etag}`);
    const afterArchive = await getList(cookie, etagOf(afterRename));
    expect(afterArchive.status).toBe(200);
    expect((afterArchive.body as ProductList).products[0]?.productStatus).toBe("Archived");
  });

  it("changes with a write made by any other code, versions included, once its notification arrives", async () => {
    // Such a write is another process's as far as this server knows: the database raises the revision and
    // notifies it at commit (at once on PGlite, within milliseconds on PostgreSQL).
    const { company, cookie } = await signedInCompany();
    const product = await createProduct(t.db, company, { name: "Cap" });
    const before = await getList(cookie);
    const version = await createVersion(t.db, product, 1, { name: "Launch", active: true });
    const after = await vi.waitFor(async () => {
      const res = await getList(cookie, etagOf(before));
      expect(res.status).toBe(200);
      return res;
    }, NOTIFIED);
    expect((after.body as ProductList).products[0]?.recent?.latestVersion?.versionId).toBe(version.id);
    await createProduct(t.db, company, { name: "Scarf" });
    await vi.waitFor(async () => {
      expect(((await getList(cookie, etagOf(after))).body as ProductList).total).toBe(2);
    }, NOTIFIED);
  });

  it("stays unchanged when another company writes", async () => {
    const { company, cookie } = await signedInCompany();
    await createProduct(t.db, company);
    const before = await getList(cookie);
    const other = await signedInCompany();
    await other.client.post("product", productInput());
    expect((await getList(cookie, etagOf(before))).status).toBe(304);
  });

  it("keeps lists of different queries apart", async () => {
    const { company, cookie } = await signedInCompany();
    await createProduct(t.db, company, { name: "B" });
    await createProduct(t.db, company, { name: "A" });
    const plain = await getList(cookie, undefined, "product");
    const one = await getList(cookie, undefined, "product?take=1");
    expect((plain.body as ProductList).products.map((p) => p.name)).toEqual(["A", "B"]);
    expect((one.body as ProductList).products.map((p) => p.name)).toEqual(["A"]);
    expect(etagOf(plain)).not.toBe(etagOf(one));
    expect((plain.body as ProductList).products[0]).not.toHaveProperty("recent");
  });

  it(`answers up to ${PRODUCT_LIST_MAX_TAKE} products in one call`, async () => {
    const { company, cookie } = await signedInCompany();
    await Promise.all(Array.from({ length: 520 }, (_, i) => createProduct(t.db, company, { name: `P${i}` })));
    const res = await getList(cookie, undefined, `product?expand=recentversions&take=${PRODUCT_LIST_MAX_TAKE}`);
    expect(res.status).toBe(200);
    expect((res.body as ProductList).products).toHaveLength(520);
    const over = await getList(cookie, undefined, `product?take=${PRODUCT_LIST_MAX_TAKE + 1}`);
    expect(over).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: { take: [`Take must be at most ${PRODUCT_LIST_MAX_TAKE}.`] },
      },
    });
    // 520 products written one by one: slow on an embedded database under a full parallel run.
  }, 30_000);
});

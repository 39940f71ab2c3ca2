import type { Product } from "@atelier/domain/product/product.schema";
import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCompany, createProduct, createUser, productInput, productUpdate, signIn } from "../../test/factories";
import { apiClient, call } from "../../test/http";
import { countStatements } from "../../test/statements";
import { useTestApp } from "../../test/test-app";

const t = useTestApp();
const LIST = "product?expand=recentversions&take=50";
const ROUNDS = 25;
const WAIT = { timeout: 10_000, interval: 10 };

async function signedInCompany() {
  const company = await createCompany(t.db);
  const admin = await createUser(t.db, company, { roles: ["Administrator"] });
  const cookie = await signIn(t.app, admin.email);
  return { company, cookie, client: apiClient(t.app, { cookie }) };
}

const getList = (cookie: string, etag?: string) =>
  call(t.app, "GET", LIST, undefined, { cookie, headers: etag ? { "if-none-match": etag } : {} });
const namesOf = (res: { body: unknown }) => (res.body as ProductList).products.map((product) => product.name);

describe("GET product from the cache", () => {
  it("runs no database statement, for a 200 and for a 304", async () => {
    const { company, cookie } = await signedInCompany();
    await createProduct(t.db, company, { name: "Cap" });
    let etag = "";
    const first = await countStatements(t.db, async () => {
      etag = String((await getList(cookie)).response.headers.etag);
    });
    expect(first).toBeGreaterThan(0);
    expect(await countStatements(t.db, async () => expect((await getList(cookie)).status).toBe(200))).toBe(0);
    expect(await countStatements(t.db, async () => expect((await getList(cookie, etag)).status).toBe(304))).toBe(0);
  });

  it("shows every write through the API in the very next read", async () => {
    const { cookie, client } = await signedInCompany();
    let product = (await client.post("product", productInput({ name: "Round 0" }))).body as Product;
    expect(namesOf(await getList(cookie))).toEqual(["Round 0"]);
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `Round ${round}`;
      product = (await client.put(`product/${product.productId}`, productUpdate(product, { name }))).body as Product;
      expect(namesOf(await getList(cookie))).toEqual([name]);
    }
  });

  it("shows a version added through the API in the very next read", async () => {
    const { cookie, client } = await signedInCompany();
    const product = (await client.post("product", productInput())).body as Product;
    for (let round = 1; round <= 5; round++) {
      const version = (await client.post(`product/${product.productId}/version`, {})).body as Version;
      const listed = (await getList(cookie)).body as ProductList;
      expect(listed.products[0]?.recent?.latestVersion?.versionId).toBe(version.versionId);
    }
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "reads the revision from the database while its listener is down, and listens again",
    async () => {
      const { company, cookie } = await signedInCompany();
      await createProduct(t.db, company, { name: "Cap" });
      await getList(cookie);
      await t.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN catalogue_revision'`);
      const statementsPerRead = () => countStatements(t.db, () => getList(cookie));
      await vi.waitFor(async () => expect(await statementsPerRead()).toBeGreaterThan(0), WAIT);
      await vi.waitFor(async () => expect(await statementsPerRead()).toBe(0), WAIT);
      await createProduct(t.db, company, { name: "Scarf" });
      await vi.waitFor(async () => expect(namesOf(await getList(cookie))).toEqual(["Cap", "Scarf"]), WAIT);
    },
  );
});

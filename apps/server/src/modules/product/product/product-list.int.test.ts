import type { ProductList, ProductTags } from "@atelier/domain/product/product-list.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  createProduct,
  createUser,
  createVersion,
  signedIn,
} from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { PRODUCT_MESSAGES } from "./product-messages";

const t = useTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const listOf = (body: unknown) => body as ProductList;
const namesOf = (body: unknown) => listOf(body).products.map((product) => product.name);

/** A company with an admin and a few products changed on different days. */
async function catalogue() {
  const company = await createCompany(t.db);
  const admin = await createUser(t.db, company, { roles: ["Administrator"] });
  const other = await createUser(t.db, company, { roles: ["Manage Configuration"] });
  const backpack = await createProduct(t.db, company, {
    name: "backpack",
    styleCode: "B-2",
    tags: ["bags"],
    updatedAt: daysAgo(3),
    updatedBy: admin.id,
  });
  const backpackBlue = await createProduct(t.db, company, {
    name: "Backpack",
    styleCode: "B-1",
    tags: ["Bags", "blue"],
    updatedAt: daysAgo(5),
    updatedBy: other.id,
  });
  const cap = await createProduct(t.db, company, {
    name: "Cap",
    styleCode: "C-1",
    productStatus: "Archived",
    updatedAt: daysAgo(1),
    updatedBy: other.id,
  });
  const wallet = await createProduct(t.db, company, {
    name: "Wallet",
    styleCode: "W-1",
    tags: ["leather", "accessories"],
    productStatus: "Production",
    mixinOnly: true,
    updatedAt: daysAgo(2),
    updatedBy: admin.id,
  });
  return { company, admin, other, backpack, backpackBlue, cap, wallet };
}

describe("GET product", () => {
  it("lists the company's products of every status by name, case-insensitively, then by style code", async () => {
    const { admin, wallet } = await catalogue();
    const res = await (await signedIn(t.app, admin)).get("product");
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(["Backpack", "backpack", "Cap", "Wallet"]);
    expect(listOf(res.body).total).toBe(4);
    const dto = listOf(res.body).products.find((product) => product.productId === wallet.id);
    expect(dto).toEqual({
      productId: wallet.id,
      etag: wallet.etag,
      name: "Wallet",
      styleCode: "W-1",
      description: "",
      mixinOnly: true,
      tags: ["leather", "accessories"],
      productType: "Standard",
      productStatus: "Production",
      created: wallet.createdAt.toISOString(),
      lastUpdated: wallet.updatedAt.toISOString(),
      lastUpdatedBy: admin.id,
    });
  });

  it("orders by lastUpdated, most recent first, and takes a page while total counts them all", async () => {
    const { admin } = await catalogue();
    const client = await signedIn(t.app, admin);
    const byDate = await client.get("product?orderBy=lastUpdated");
    expect(namesOf(byDate.body)).toEqual(["Cap", "Wallet", "backpack", "Backpack"]);
    const page = await client.get("product?orderBy=lastUpdated&take=2");
    expect(page.status).toBe(200);
    expect(namesOf(page.body)).toEqual(["Cap", "Wallet"]);
    expect(listOf(page.body).total).toBe(4);
    const byName = await client.get("product?orderBy=name&take=1");
    expect(namesOf(byName.body)).toEqual(["Backpack"]);
    expect(listOf(byName.body).total).toBe(4);
  });

  it("keeps with editedBy=me the products the signed-in user changed last, total included", async () => {
    const { admin, other } = await catalogue();
    const mine = await (await signedIn(t.app, admin)).get("product?editedBy=me&orderBy=lastUpdated&take=1");
    expect(mine.status).toBe(200);
    expect(namesOf(mine.body)).toEqual(["Wallet"]);
    expect(listOf(mine.body).total).toBe(2);
    const theirs = await (await signedIn(t.app, other)).get("product?editedBy=me&orderBy=lastUpdated");
    expect(namesOf(theirs.body)).toEqual(["Cap", "Backpack"]);
    const nobody = await createUser(t.db, await createCompany(t.db));
    const none = await (await signedIn(t.app, nobody)).get("product?editedBy=me");
    expect(none.body).toEqual({ products: [], total: 0 });
  });

  it("adds the latest and the active versions with expand=recentversions, and only then", async () => {
    const { admin, backpack, backpackBlue, wallet } = await catalogue();
    await createVersion(t.db, backpack, 1, { name: "Launch" });
    const spring = await createVersion(t.db, backpack, 2, { name: "Spring refresh", active: true });
    await createVersion(t.db, backpack, 3, { name: "Draft" });
    const latest = await createVersion(t.db, backpack, 10, { name: "Summer" });
    const only = await createVersion(t.db, wallet, 1, { name: "Launch", active: true });
    await createVersion(t.db, backpackBlue, 1);
    const blueLatest = await createVersion(t.db, backpackBlue, 2, { name: "Second" });
    const client = await signedIn(t.app, admin);

    const res = await client.get("product?expand=recentversions");
    expect(res.status).toBe(200);
    const recent = new Map(listOf(res.body).products.map((product) => [product.name, product.recent]));
    expect(recent.get("backpack")).toEqual({
      latestVersion: { versionId: latest.id, code: 10, name: "Summer", active: false },
      activeVersions: [{ versionId: spring.id, code: 2, name: "Spring refresh", active: true }],
    });
    expect(recent.get("Wallet")).toEqual({
      latestVersion: { versionId: only.id, code: 1, name: "Launch", active: true },
      activeVersions: [{ versionId: only.id, code: 1, name: "Launch", active: true }],
    });
    expect(recent.get("Backpack")).toEqual({
      latestVersion: { versionId: blueLatest.id, code: 2, name: "Second", active: false },
      activeVersions: [],
    });
    expect(recent.get("Cap")).toEqual({ latestVersion: null, activeVersions: [] });

    const plain = await client.get("product");
    for (const product of listOf(plain.body).products) expect(product).not.toHaveProperty("recent");
  });

  it.each([
    ["take=0", "take", "Take must be at least 1."],
    ["take=10001", "take", "Take must be at most 10000."],
    ["take=x", "take", "Take must be a number."],
    ["take=2.5", "take", "Take must be a whole number."],
    ["orderBy=bogus", "orderBy", "Order by must be name or lastUpdated."],
    ["expand=bogus", "expand", "Expand must be recentversions."],
    ["editedBy=someone", "editedBy", "Edited by must be me."],
  ])("answers 400 for %s with the field's message", async (query, field, message) => {
    const { admin } = await catalogue();
    const res = await (await signedIn(t.app, admin)).get(`product?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.validationFailed, modelState: { [field]: [message] } });
  });

  it("accepts take at its bounds", async () => {
    const { admin } = await catalogue();
    const client = await signedIn(t.app, admin);
    expect(namesOf((await client.get("product?take=1")).body)).toHaveLength(1);
    expect(namesOf((await client.get("product?take=10000")).body)).toHaveLength(4);
  });

  it("needs a session or an API key", async () => {
    const res = await apiClient(t.app).get("product");
    expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
    expect((await apiClient(t.app).get("product/tags")).status).toBe(401);
  });

  it("lets every role read, role None included", async () => {
    const { company, atelier, admin, configurator, orderManager, viewer } = await createCompanyWithEveryRole(t.db);
    await createProduct(t.db, company, { name: "Shared" });
    for (const user of [atelier, admin, configurator, orderManager, viewer]) {
      const client = await signedIn(t.app, user);
      const res = await client.get("product");
      expect(res.status).toBe(200);
      expect(namesOf(res.body)).toEqual(["Shared"]);
      expect((await client.get("product/tags")).status).toBe(200);
    }
  });

  it("lets an API key read, but answers 400 for editedBy=me (a key is not a user)", async () => {
    const { company } = await catalogue();
    const key = await createApiKey(t.db, company, ["None"]);
    const client = apiClient(t.app, { authorization: key.authorization });
    const res = await client.get("product?orderBy=lastUpdated&expand=recentversions");
    expect(res.status).toBe(200);
    expect(listOf(res.body).total).toBe(4);
    const mine = await client.get("product?editedBy=me");
    expect(mine).toMatchObject({
      status: 400,
      body: {
        message: PRODUCT_MESSAGES.editedByNeedsUser,
        modelState: { editedBy: [PRODUCT_MESSAGES.editedByNeedsUser] },
      },
    });
    expect((await client.get("product/tags")).status).toBe(200);
  });

  it("never shows another company's products, versions or tags", async () => {
    const a = await catalogue();
    const companyB = await createCompany(t.db);
    const userB = await createUser(t.db, companyB);
    const onlyB = await createProduct(t.db, companyB, { name: "Only B", styleCode: "B-1", tags: ["b-tag"] });
    const versionB = await createVersion(t.db, onlyB, 1, { active: true });
    await createVersion(t.db, a.backpack, 7, { active: true });

    const asB = await signedIn(t.app, userB);
    const listB = await asB.get("product?expand=recentversions&orderBy=lastUpdated");
    expect(namesOf(listB.body)).toEqual(["Only B"]);
    expect(listOf(listB.body).total).toBe(1);
    expect(listOf(listB.body).products[0]?.recent?.latestVersion?.versionId).toBe(versionB.id);
    expect((await asB.get("product/tags")).body).toEqual({ tags: ["b-tag"] });
    // B edited nothing of A's, even though A's products were changed by A's users.
    expect(listOf((await asB.get("product?editedBy=me")).body).total).toBe(0);

    const asA = await signedIn(t.app, a.admin);
    const listA = await asA.get("product?take=10000");
    expect(namesOf(listA.body)).not.toContain("Only B");
    expect(listOf(listA.body).total).toBe(4);
    expect(((await asA.get("product/tags")).body as ProductTags).tags).not.toContain("b-tag");
  });
});

describe("GET product/tags", () => {
  it("answers the distinct tags, case-insensitively and trimmed, sorted", async () => {
    const { admin, company } = await catalogue();
    await createProduct(t.db, company, { tags: [" summer-2026 ", "Leather", ""] });
    const res = await (await signedIn(t.app, admin)).get("product/tags");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tags: ["accessories", "Bags", "blue", "Leather", "summer-2026"] });
  });

  it("answers an empty list for a company without products", async () => {
    const user = await createUser(t.db, await createCompany(t.db));
    expect((await (await signedIn(t.app, user)).get("product/tags")).body).toEqual({ tags: [] });
  });
});

describe("product_versions", () => {
  it("holds at most one active version per product", async () => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, company);
    await createVersion(t.db, product, 1, { active: true });
    await createVersion(t.db, product, 2);
    await expect(createVersion(t.db, product, 3, { active: true })).rejects.toThrow();
    await expect(createVersion(t.db, product, 2)).rejects.toThrow();
    const other = await createProduct(t.db, company);
    await createVersion(t.db, other, 1, { active: true });
  });
});

import type { ProductList, ProductTags } from "@atelier/domain/product.schema";
import { describe, expect, it } from "vitest";
import { apiClient, post, sessionCookieOf } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { DEMO_CATALOGUE, STAGING_CATALOGUE } from "./demo-catalogue";
import { DEMO, seedDemo, seedDemoIfEmpty } from "./demo-seed";
import { countCompanies, findCompanyByName } from "./seed.repo";

const t = useTestApp();
const passwords = new Passwords(TEST_HASH_COST);

async function signInCookie(email: string): Promise<string> {
  const res = await post(t.app, "account/login", { username: email, password: DEMO.password });
  return sessionCookieOf(res.response);
}

async function productsAs(email: string, path: string): Promise<ProductList> {
  const res = await apiClient(t.app, { cookie: await signInCookie(email) }).get(path);
  expect(res.status).toBe(200);
  return res.body as ProductList;
}

describe("demo seed", () => {
  it("creates the demo workspace once; running it again changes nothing", async () => {
    expect(await seedDemoIfEmpty(t.db, passwords)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, passwords)).toBe(false);
    await seedDemo(t.db, passwords);
    expect(await countCompanies(t.db)).toBe(2);

    const admin = await post(t.app, "account/login", { username: DEMO.admin.email, password: DEMO.password });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      fullName: DEMO.admin.fullName,
      userRoles: ["Administrator"],
      instanceTitle: "Demo Outfitters",
      company: { manageAssets: true, optimizeAssets: true, hasAdvancedModeration: true, hasImageModeration: true },
      instances: [
        { title: "Demo Outfitters", instanceType: "Production" },
        { title: "Demo Outfitters Staging", instanceType: "Staging" },
      ],
    });

    const viewer = await post(t.app, "account/login", { username: DEMO.viewer.email, password: DEMO.password });
    expect(viewer.body).toMatchObject({
      userRoles: ["None"],
      permissions: { admin: false, canEdit: false, orders: false },
      instances: [{ title: "Demo Outfitters" }],
    });
  });

  it("gives Demo Outfitters its catalogue, half of it last changed by the admin, and Staging its own", async () => {
    await seedDemo(t.db, passwords);
    const before = await productsAs(DEMO.admin.email, "product?take=500&expand=recentversions");
    await seedDemo(t.db, passwords);
    const admin = await productsAs(DEMO.admin.email, "product?take=500&expand=recentversions");
    expect(admin).toEqual(before);
    expect(admin.total).toBe(DEMO_CATALOGUE.length);
    expect(admin.total).toBeGreaterThanOrEqual(12);

    const statuses = admin.products.map((product) => product.productStatus);
    expect(statuses.filter((status) => status === "Production").length).toBeGreaterThan(statuses.length / 2);
    expect(statuses).toContain("Development");
    expect(admin.products.some((product) => product.mixinOnly)).toBe(true);
    expect(admin.products.some((product) => product.name.includes("+"))).toBe(true);
    for (const product of admin.products) {
      expect(product.styleCode).toMatch(/^[A-Z0-9-]+$/);
      expect(product.recent?.latestVersion).not.toBeNull();
      expect(product.recent?.activeVersions.length).toBeLessThanOrEqual(1);
    }
    const activeInProduction = admin.products.filter(
      (product) => product.productStatus === "Production" && product.recent?.activeVersions.length === 1,
    );
    expect(activeInProduction.length).toBeGreaterThan(statuses.length / 2);

    const mine = await productsAs(DEMO.admin.email, "product?editedBy=me&orderBy=lastUpdated");
    expect(mine.total).toBe(DEMO_CATALOGUE.filter((product) => product.byAdmin).length);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect((await productsAs(DEMO.viewer.email, "product?editedBy=me")).total).toBe(0);
    expect((await productsAs(DEMO.viewer.email, "product")).total).toBe(DEMO_CATALOGUE.length);

    const cookie = await signInCookie(DEMO.admin.email);
    const tags = (await apiClient(t.app, { cookie }).get("product/tags")).body as ProductTags;
    expect(tags.tags.length).toBeGreaterThanOrEqual(8);
    expect(tags.tags.length).toBeLessThanOrEqual(12);

    const staging = await findCompanyByName(t.db, DEMO.stagingCompany);
    await post(t.app, "account/switchinstance", { instanceId: staging?.id }, { cookie });
    const stagingList = (await apiClient(t.app, { cookie }).get("product")).body as ProductList;
    expect(stagingList.total).toBe(STAGING_CATALOGUE.length);
  });

  it("lets anyone register a company with DEMO-INVITE, any number of times", async () => {
    for (const name of ["First Studio", "Second Studio"]) {
      const res = await post(t.app, "account/register", {
        invitationCode: DEMO.invitationCode,
        fullName: "Sam Starter",
        username: `${name.replace(" ", ".").toLowerCase()}@example.test`,
        company: name,
        password: "starter-pass",
        confirmPassword: "starter-pass",
      });
      expect(res.status).toBe(200);
    }
  });
});

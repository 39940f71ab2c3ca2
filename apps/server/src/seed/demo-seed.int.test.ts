import type { ComponentPackageList } from "@atelier/domain/package.schema";
import type { ProductList, ProductTags } from "@atelier/domain/product-list.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import type { Version } from "@atelier/domain/version.schema";
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

  it("gives the demo versions their content and packages, and a second run leaves them as they were", async () => {
    await seedDemo(t.db, passwords);
    const cookie = await signInCookie(DEMO.admin.email);
    // The sign-in lands in the workspace used last, which an earlier test may have switched to Staging.
    const production = await findCompanyByName(t.db, DEMO.company);
    await post(t.app, "account/switchinstance", { instanceId: production?.id }, { cookie });
    const client = apiClient(t.app, { cookie });
    const list = (await client.get("product?take=500&expand=recentversions")).body as ProductList;
    const read = async (styleCode: string) => {
      const product = list.products.find((item) => item.styleCode === styleCode);
      const active = product?.recent?.activeVersions[0];
      const path = `product/${product?.productId}/version/${active?.versionId}`;
      const version = (await client.get(path)).body as Version;
      const packages = (await client.get(`${path}/package`)).body as ComponentPackageList;
      return { version, packages };
    };
    const sneaker = await read("SNK-CC-100");
    expect(sneaker.version).toMatchObject({ code: 2, name: "Spring refresh", active: true, combineOnlyWhen: true });
    expect(sneaker.version.rulesJson.length).toBeGreaterThanOrEqual(9);
    expect(sneaker.version.imageViews.map((view) => view.viewType)).toEqual(["Single", "Single", "Range", "Camera"]);
    const ids = [
      ...sneaker.version.componentGroups.map((item) => item.componentGroupId),
      ...sneaker.version.imageViews.map((item) => item.imageViewId),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sneaker.packages.componentPackages.map((item) => item.name)).toEqual([
      "Spring colour pack",
      "Gum sole upgrade",
      "Gift box",
    ]);
    const coded = sneaker.version.rulesJson.filter((rule) => rule.type === "Coded");
    for (const rule of coded) expect(parseRule(rule.code ?? "").errors).toEqual([]);

    await seedDemo(t.db, passwords);
    expect(await read("SNK-CC-100")).toEqual(sneaker);
    expect((await read("LTH-BW-410")).packages.componentPackages).toHaveLength(2);
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

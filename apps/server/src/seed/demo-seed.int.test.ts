import type { ComponentOption, ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import type { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import type { Dimension } from "@atelier/domain/catalogue/dimension.schema";
import type { Site } from "@atelier/domain/catalogue/site.schema";
import type { Component, ComponentList } from "@atelier/domain/product/component.schema";
import type { ComponentRuleList } from "@atelier/domain/product/component-rule.schema";
import { imageName } from "@atelier/domain/product/image-name-format";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { ProductList, ProductTags } from "@atelier/domain/product/product-list.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import { describe, expect, it } from "vitest";
import { apiClient, type CallResult, post } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { DAY } from "../clock";
import { DEMO_CATALOGUE, STAGING_CATALOGUE } from "./demo-catalogue";
import { demoProductionClient, demoSignInCookie } from "./demo-client.fixtures";
import { DEMO_RULE_TEXT } from "./demo-customer-rules";
import { DEMO_IMAGE_ROOT } from "./demo-images";
import { DEMO_SNEAKER_MODEL } from "./demo-metadata";
import { DEMO, seedDemo, seedDemoIfEmpty } from "./demo-seed";
import { countCompanies, findCompanyByName } from "./seed.repo";

const t = useTestApp();
const passwords = new Passwords(TEST_HASH_COST);

const signInCookie = (email: string) => demoSignInCookie(t.app, email);

const listOf = <T>(res: CallResult): T[] => {
  expect(res.status).toBe(200);
  const [list] = Object.values(res.body as Record<string, T[]>);
  return list ?? [];
};

/** A client of the demo admin in Demo Outfitters (an earlier test may have left the admin in Staging). */
const productionClient = () => demoProductionClient(t.app, t.db);

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
    expect(sneaker.version.imageViews.map((view) => view.viewType)).toEqual(["Single", "Range", "Static", "Camera"]);
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
    // The customer rules (demo-customer-rules.ts) follow the version's own, and each group holds its placement.
    const descriptions = sneaker.version.rulesJson.map((rule) => rule.description);
    expect(descriptions.slice(-4)).toEqual([
      DEMO_RULE_TEXT.redLacesSuede,
      DEMO_RULE_TEXT.monogram,
      DEMO_RULE_TEXT.largeSizes,
      DEMO_RULE_TEXT.sandLaces,
    ]);
    expect(sneaker.version.componentGroups.map((group) => group.componentPlacements.length)).toEqual([1, 1, 1, 1]);
    for (const view of sneaker.version.imageViews) expect(view.componentPlacements).toHaveLength(3);

    await seedDemo(t.db, passwords);
    expect(await read("SNK-CC-100")).toEqual(sneaker);
    expect((await read("LTH-BW-410")).packages.componentPackages).toHaveLength(2);
  });

  it("gives Demo Outfitters a shared catalogue, and Staging none", async () => {
    await seedDemo(t.db, passwords);
    const client = await productionClient();
    const definitions = listOf<ComponentOptionDefinition>(await client.get("componentoptiondefinition"));
    expect(definitions.map((item) => item.name).sort()).toEqual(["Color", "Font", "Material", "Size"]);
    for (const definition of definitions) {
      const options = listOf<ComponentOptionSummary>(
        await client.get(`componentoption?componentOptionDefinitionId=${definition.componentOptionDefinitionId}`),
      );
      expect(options.length).toBeGreaterThanOrEqual(4);
      expect(options.length).toBeLessThanOrEqual(10);
    }
    const colors = definitions.find((item) => item.name === "Color");
    const red = listOf<ComponentOptionSummary>(
      await client.get(`componentoption?componentOptionDefinitionId=${colors?.componentOptionDefinitionId}`),
    ).find((option) => option.code === "RED");
    const redOption = (await client.get(`componentoption/${red?.componentOptionId}`)).body as ComponentOption;
    expect(redOption.customAttributesJson).toContainEqual(expect.objectContaining({ name: "hex", value: "#C62828" }));

    const types = listOf<ComponentType>(await client.get("componenttype"));
    expect(types.map((item) => item.name)).toEqual(expect.arrayContaining(["Material + Color", "Font"]));
    const placements = listOf<ComponentPlacement>(await client.get("componentplacement"));
    const placement = (name: string) => placements.find((item) => item.name === name);
    for (const name of ["Upper", "Laces", "Monogram"]) expect(placement(name)?.usage).toBe("Standard");
    expect(placement("Monogram")?.componentTypes.map((item) => item.name)).toEqual(["Font"]);
    expect(placement("Sneaker Model")?.usage).toBe("Model");
    const sites = listOf<Site>(await client.get("site"));
    expect(sites.map(({ name, code }) => ({ name, code }))).toEqual([
      { name: "EU Store", code: "eu-store" },
      { name: "US Store", code: "us-store" },
    ]);
    expect(listOf<Dimension>(await client.get("dimension")).length).toBeGreaterThanOrEqual(2);

    const staging = await findCompanyByName(t.db, DEMO.stagingCompany);
    const cookie = await signInCookie(DEMO.admin.email);
    await post(t.app, "account/switchinstance", { instanceId: staging?.id }, { cookie });
    const inStaging = apiClient(t.app, { cookie });
    for (const path of ["componentoptiondefinition", "componenttype", "componentplacement", "site", "dimension"]) {
      expect(listOf(await inStaging.get(path))).toEqual([]);
    }
  });

  it("gives the sneakers' active versions rules that generated their components, with images, once", async () => {
    await seedDemo(t.db, passwords);
    const client = await productionClient();
    const list = (await client.get("product?take=500&expand=recentversions")).body as ProductList;
    const componentsOf = async (styleCode: string) => {
      const product = list.products.find((item) => item.styleCode === styleCode);
      const path = `product/${product?.productId}/version/${product?.recent?.activeVersions[0]?.versionId}`;
      const found = (await client.get(`${path}/component?take=1000`)).body as ComponentList;
      return { path, ...found };
    };
    const sneaker = await componentsOf("SNK-CC-100");
    const trail = await componentsOf("SNK-TR-210");
    expect(sneaker.total).toBe(18 + 4 + 4 + 6);
    expect(trail.total).toBe(10 + 6 + 5);
    // Saving the rules left the products' last change where the demo catalogue puts it (a day or more ago).
    for (const styleCode of ["SNK-CC-100", "SNK-TR-210"]) {
      const product = list.products.find((item) => item.styleCode === styleCode);
      expect(Date.parse(product?.lastUpdated ?? "")).toBeLessThan(Date.now() - DAY / 2);
    }
    const packages = (await client.get(`${sneaker.path}/package`)).body as ComponentPackageList;
    const colourPack = packages.componentPackages.find((item) => item.name === "Spring colour pack");
    const rules = (await client.get(`${sneaker.path}/package/${colourPack?.componentPackageId}/generator`))
      .body as ComponentRuleList;
    expect(rules.generators.map((rule) => [rule.description.componentPlacement.code, rule.generated])).toEqual([
      ["UPPER", 18],
      ["LACES", 4],
      ["MONOGRAM", 4],
    ]);

    const model = sneaker.components.find((item) => item.usage === "Model");
    const read = await client.get(`${sneaker.path}/component/${model?.componentId}?expand=options`);
    expect((read.body as Component).componentOptions?.[0]?.assetsJson).toEqual([
      expect.objectContaining({ asset: DEMO_SNEAKER_MODEL }),
    ]);
    // Every image the viewer asks for is a file of the demo media.
    const upper = sneaker.components.find((item) => item.code === "UPPER-LEATHER-RED");
    const viewed = (
      await client.get(`${sneaker.path}/component/${upper?.componentId}?expand=version,imageviews,products`)
    ).body as Component;
    expect(viewed.version?.imageRootUrl).toBe(DEMO_IMAGE_ROOT);
    for (const view of viewed.version?.imageViews ?? []) {
      const name =
        view.viewType === "Static"
          ? view.staticImageUrl.replace(DEMO_IMAGE_ROOT, "")
          : imageName(viewed.products?.imageNameFormat ?? [], {
              view: view.code,
              code: viewed.code,
              placementlessCode: viewed.placementIndependentCode,
              frame: view.frameHigh,
            });
      const served = await t.app.inject({ method: "GET", url: `${DEMO_IMAGE_ROOT}${name}` });
      expect(served.statusCode, name).toBe(200);
    }

    await seedDemo(t.db, passwords);
    expect((await componentsOf("SNK-CC-100")).components).toEqual(sneaker.components);
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

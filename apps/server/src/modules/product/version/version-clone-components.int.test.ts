import type { ComponentList } from "@atelier/domain/product/component.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { VersionCloneResult } from "@atelier/domain/product/version.schema";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPackageRow, createRuleWithComponents } from "../../../../test/catalogue-factories";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { componentGenerators } from "../../../db/schema/component-generators";
import { createPlacementRow } from "../component/component.fixtures";
import { versionScene } from "./version.fixtures";

const t = useTestApp();

/** The rules of a version as stored, oldest first. */
const rulesOf = (versionId: string) =>
  t.db
    .select()
    .from(componentGenerators)
    .where(eq(componentGenerators.versionId, versionId))
    .orderBy(asc(componentGenerators.createdAt), asc(componentGenerators.generated));

/** v2 of the scene's product with two packages: two live rules with components and an archived rule. */
async function withRules() {
  const scene = await versionScene(t.db);
  const { company, product, v2 } = scene;
  const upper = await createPlacementRow(t.db, company.id, "UPPER");
  const colours = await createPackageRow(t.db, company, v2.id, "Colours");
  const extras = await createPackageRow(t.db, company, v2.id, "Extras");
  const ids = { productId: product.id, versionId: v2.id, placementId: upper.id };
  const first = await createRuleWithComponents(t.db, company, { ...ids, packageId: colours.id }, [
    { code: "UP-red", optionIds: ["o2", "o1"] },
    { code: "UP-blue", optionIds: ["o3"], unavailable: true },
    { code: "UP-green", optionIds: ["o4"], usage: "Model" },
  ]);
  await createRuleWithComponents(t.db, company, { ...ids, packageId: extras.id }, [{ code: "UP-gold" }]);
  const archived = await createRuleWithComponents(t.db, company, { ...ids, packageId: extras.id }, []);
  await t.db.update(componentGenerators).set({ archived: true }).where(eq(componentGenerators.id, archived.rule.id));
  const client = await signedIn(t.app, scene.configurator);
  const clonePath = `product/${product.id}/version/${v2.id}/clone`;
  return { ...scene, upper, colours, extras, first, client, clonePath };
}

async function clone(scene: Awaited<ReturnType<typeof withRules>>, components: boolean) {
  const res = await scene.client.post(scene.clonePath, { components });
  expect(res.status).toBe(201);
  const { productId, versionId } = res.body as VersionCloneResult;
  const path = `product/${productId}/version/${versionId}`;
  const packages = ((await scene.client.get(`${path}/package`)).body as ComponentPackageList).componentPackages;
  const list = (await scene.client.get(`${path}/component?take=1000`)).body as ComponentList;
  return { productId, versionId, packages, list };
}

describe("POST product/{id}/version/{versionId}/clone with components", () => {
  it("components: true copies the live rules and their components to the new packages, with new ids", async () => {
    const scene = await withRules();
    const copy = await clone(scene, true);
    const [colours, extras] = copy.packages;
    expect(copy.packages.map((item) => item.name)).toEqual(["Colours", "Extras"]);

    const source = await rulesOf(scene.v2.id);
    const rules = await rulesOf(copy.versionId);
    expect(rules).toHaveLength(2);
    expect(rules.map((rule) => rule.packageId).sort()).toEqual(
      [colours?.componentPackageId, extras?.componentPackageId].sort(),
    );
    for (const rule of rules) {
      expect(rule).toMatchObject({ productId: copy.productId, archived: false, updatedBy: scene.configurator.id });
      const original = source.find((item) => item.generated === rule.generated && !item.archived);
      expect(rule.parameters).toEqual(original?.parameters);
      expect(rule.id).not.toBe(original?.id);
    }

    const byCode = new Map(copy.list.components.map((item) => [item.code, item]));
    expect(copy.list.total).toBe(4);
    expect([...byCode.keys()]).toEqual(["UP-blue", "UP-gold", "UP-green", "UP-red"]);
    expect(byCode.get("UP-blue")).toMatchObject({ unavailable: true, componentPackageId: colours?.componentPackageId });
    expect(byCode.get("UP-green")).toMatchObject({ usage: "Model", unavailable: false });
    expect(byCode.get("UP-gold")?.componentPackageId).toBe(extras?.componentPackageId);
    const red = byCode.get("UP-red");
    const redRule = rules.find((rule) => rule.packageId === colours?.componentPackageId);
    expect(red).toMatchObject({ componentPlacementId: scene.upper.id, componentGeneratorId: redRule?.id });
    const read = await scene.client.get(
      `product/${copy.productId}/version/${copy.versionId}/component/${red?.componentId}`,
    );
    expect(read.body).toMatchObject({ componentOptionIds: ["o2", "o1"], placementIndependentCode: "up-red" });
    expect(scene.first.components.map((item) => item.id)).not.toContain(red?.componentId);

    const original = (await scene.client.get(`product/${scene.product.id}/version/${scene.v2.id}/component`))
      .body as ComponentList;
    expect(original.total).toBe(4);
  });

  it("components: false copies the packages without rules or components", async () => {
    const scene = await withRules();
    const copy = await clone(scene, false);
    expect(copy.packages).toHaveLength(2);
    expect(await rulesOf(copy.versionId)).toEqual([]);
    expect(copy.list).toEqual({ components: [], total: 0 });
  });

  it("a branch carries the live rules and their components, like Clone + Components", async () => {
    const scene = await withRules();
    const res = await scene.client.post(`product/${scene.product.id}/version`, { parentVersionId: scene.v2.id });
    expect(res.status).toBe(201);
    const branchId = (res.body as { versionId: string }).versionId;
    const rules = await rulesOf(branchId);
    expect(rules).toHaveLength(2);
    expect(rules.every((rule) => rule.productId === scene.product.id && !rule.archived)).toBe(true);
    const list = (await scene.client.get(`product/${scene.product.id}/version/${branchId}/component?take=1000`))
      .body as ComponentList;
    expect(list.components.map((item) => [item.code, item.unavailable])).toEqual([
      ["UP-blue", true],
      ["UP-gold", false],
      ["UP-green", false],
      ["UP-red", false],
    ]);
    expect(scene.first.components.map((item) => item.id)).not.toContain(list.components[0]?.componentId);
  });

  it("copies 100,000 components in a few statements", { timeout: 180_000 }, async () => {
    const scene = await withRules();
    await t.db.execute(sql`
      insert into components (id, company_id, version_id, package_id, generator_id, placement_id, option_key,
        option_ids, code, code_sort_key, placement_independent_code, usage, etag)
      select 'big' || n, ${scene.company.id}, ${scene.v2.id}, ${scene.colours.id}, ${scene.first.rule.id},
        ${scene.upper.id}, 'k' || n, array['o' || n], code, natural_sort_key(code), 'big' || n, 'Standard', 'e'
      from generate_series(1, 100000) as n, lateral (select 'BIG-' || lpad(n::text, 6, '0') as code) as c`);
    const started = performance.now();
    const copy = await clone(scene, true);
    const elapsed = performance.now() - started;
    expect(copy.list.total).toBe(100_004);
    // About 3 s on PGlite and 2 s on PostgreSQL on a quiet machine; a statement per component takes minutes.
    expect(elapsed).toBeLessThan(60_000);
  });
});

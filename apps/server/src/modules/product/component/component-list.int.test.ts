import type { ComponentList } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPackageRow, createRuleWithComponents } from "../../../../test/catalogue-factories";
import { signedIn } from "../../../../test/factories";
import { get } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { componentScene } from "./component.fixtures";

const t = useTestApp();
const listOf = (body: unknown) => body as ComponentList;
const codesOf = (body: unknown) => listOf(body).components.map((item) => item.code);

describe("GET product/{id}/version/{versionId}/component", () => {
  it("lists the version's components by code, with their total, to every role", async () => {
    const scene = await componentScene(t.db);
    const viewer = await signedIn(t.app, scene.viewer);
    const res = await viewer.get(scene.base);
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual(["UP-blue-suede", "UP-Blue_50%", "UP-extra", "UP-red-leather", "up-RED-suede"]);
    expect(listOf(res.body).total).toBe(5);
    const suede = scene.byCode("UP-blue-suede");
    expect(listOf(res.body).components[0]).toEqual({
      componentId: suede.id,
      code: "UP-blue-suede",
      placementIndependentCode: "up-blue-suede",
      usage: "Standard",
      unavailable: true,
      componentPlacementId: scene.upper.id,
      componentPackageId: scene.pack.id,
      componentGeneratorId: scene.rule.id,
    });
  });

  it("keeps the codes containing the filter in any case, the first `take` of them, of one package when asked", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const red = await client.get(`${scene.base}?filter=${encodeURIComponent(" red ")}`);
    expect(listOf(red.body)).toMatchObject({ total: 2 });
    expect(codesOf(red.body)).toEqual(["UP-red-leather", "up-RED-suede"]);
    expect(codesOf((await client.get(`${scene.base}?filter=up-&take=2`)).body)).toEqual([
      "UP-blue-suede",
      "UP-Blue_50%",
    ]);
    expect(listOf((await client.get(`${scene.base}?filter=up-&take=2`)).body).total).toBe(5);
    const extras = await client.get(`${scene.base}?componentPackageId=${scene.extraPack.id}`);
    expect(listOf(extras.body)).toMatchObject({ total: 1, components: [{ code: "UP-extra" }] });
    expect((await client.get(`${scene.base}?filter=nothing-like-it`)).body).toEqual({ components: [], total: 0 });
  });

  it("passes over the first `skip` matches, so a long list reads page by page", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const second = listOf((await client.get(`${scene.base}?filter=up-&take=2&skip=2`)).body);
    expect(second.components.map((item) => item.code)).toEqual(["UP-extra", "UP-red-leather"]);
    expect(second.total).toBe(5);
    expect(codesOf((await client.get(`${scene.base}?filter=up-&take=2&skip=4`)).body)).toEqual(["up-RED-suede"]);
    expect(listOf((await client.get(`${scene.base}?skip=5`)).body)).toEqual({ components: [], total: 5 });
  });

  it("orders codes naturally, numbers by value and letters in any case, in a version and in a package, page by page", async () => {
    const scene = await componentScene(t.db);
    const codes = [
      "MODEL-US-10",
      "model-us-9",
      "MODEL-US-7",
      "MODEL-EU-100",
      "MODEL-US-07",
      "MODEL-US-100",
      "MODEL-EU-20",
    ];
    const modelPack = await createPackageRow(t.db, scene.company, scene.v2.id, "Models");
    await createRuleWithComponents(
      t.db,
      scene.company,
      { productId: scene.product.id, versionId: scene.v2.id, packageId: modelPack.id, placementId: scene.upper.id },
      codes.map((code) => ({ code })),
    );
    const natural = [
      "MODEL-EU-20",
      "MODEL-EU-100",
      "MODEL-US-07",
      "MODEL-US-7",
      "model-us-9",
      "MODEL-US-10",
      "MODEL-US-100",
    ];
    const client = await signedIn(t.app, scene.viewer);
    expect(codesOf((await client.get(`${scene.base}?filter=model`)).body)).toEqual(natural);
    expect(codesOf((await client.get(`${scene.base}?componentPackageId=${modelPack.id}`)).body)).toEqual(natural);
    const pages = await Promise.all(
      [0, 3, 6].map(async (skip) => codesOf((await client.get(`${scene.base}?filter=model&take=3&skip=${skip}`)).body)),
    );
    expect(pages.flat()).toEqual(natural);
  });

  it("takes LIKE wildcards in the filter as plain characters", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    expect(codesOf((await client.get(`${scene.base}?filter=${encodeURIComponent("%")}`)).body)).toEqual([
      "UP-Blue_50%",
    ]);
    expect(codesOf((await client.get(`${scene.base}?filter=_`)).body)).toEqual(["UP-Blue_50%"]);
    expect(codesOf((await client.get(`${scene.base}?filter=${encodeURIComponent("\\")}`)).body)).toEqual([]);
  });

  it.each([
    ["take=0", "take", "Take must be at least 1."],
    ["take=1001", "take", "Take must be at most 1000."],
    ["take=1.5", "take", "Take must be a whole number."],
    ["take=many", "take", "Take must be a number."],
    ["skip=-1", "skip", "Skip must be at least 0."],
    ["skip=2.5", "skip", "Skip must be a whole number."],
  ])("answers 400 for %s", async (query, field, message) => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const res = await client.get(`${scene.base}?${query}`);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect((res.body as { modelState: Record<string, string[]> }).modelState[field]).toEqual([message]);
  });

  it("answers 400 for a filter longer than 200 characters", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.configurator);
    const res = await client.get(`${scene.base}?filter=${"x".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { modelState: Record<string, string[]> }).modelState)).toEqual(["filter"]);
  });

  it("answers 404 for another company's ids and another product's version, 401 signed out", async () => {
    const scene = await componentScene(t.db);
    const client = await signedIn(t.app, scene.admin);
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/component`,
      `product/${scene.product.id}/version/${scene.otherVersion.id}/component`,
      `product/${scene.product.id}/version/${scene.siblingVersion.id}/component`,
    ]) {
      expect(await client.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    expect(await get(t.app, scene.base)).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
  });

  it("stays fast with 100,000 components in a version", async () => {
    const scene = await componentScene(t.db);
    const { rule } = await createRuleWithComponents(
      t.db,
      scene.company,
      { productId: scene.product.id, versionId: scene.v1.id, packageId: scene.pack.id, placementId: scene.upper.id },
      [],
    );
    await t.db.execute(sql`
      insert into components (id, company_id, version_id, package_id, generator_id, placement_id, option_key,
        option_ids, code, code_sort_key, placement_independent_code, usage, etag)
      select 'c' || n, ${scene.company.id}, ${scene.v1.id}, ${scene.pack.id}, ${rule.id}, ${scene.upper.id}, n::text,
        array[n::text], code, natural_sort_key(code), 'x' || n, 'Standard', 'e'
      from generate_series(1, 100000) as n,
        lateral (select 'UP-' || lpad(n::text, 6, '0') || case when n % 1000 = 0 then '-gold' else '' end as code) as c`);
    await t.db.execute(sql`analyze components`);
    const client = await signedIn(t.app, scene.admin);
    const base = `product/${scene.product.id}/version/${scene.v1.id}/component`;
    const started = performance.now();
    const all = listOf((await client.get(`${base}?take=1000`)).body);
    const gold = listOf((await client.get(`${base}?filter=GOLD`)).body);
    const one = listOf((await client.get(`${base}?filter=UP-099999`)).body);
    const elapsed = performance.now() - started;
    expect(all.total).toBe(100_000);
    expect(all.components[0]?.code).toBe("UP-000001");
    expect(gold).toMatchObject({ total: 100, components: expect.arrayContaining([{ ...gold.components[0] }]) });
    expect(gold.components[0]?.code).toBe("UP-001000-gold");
    expect(one.total).toBe(1);
    // About 0.2 s on PostgreSQL and 0.5 s on PGlite here; the bound leaves room for a busy machine.
    expect(elapsed).toBeLessThan(5000);
  });
});

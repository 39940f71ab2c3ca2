import type { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import { describe, expect, it } from "vitest";
import { componentPlacementUpdate, optionUpdate } from "../../../../test/catalogue-factories";
import { productUpdate, signIn } from "../../../../test/factories";
import { get } from "../../../../test/http";
import { countStatements } from "../../../../test/statements";
import { useTestApp } from "../../../../test/test-app";
import { savedOf } from "../../product/component-rule/component-rule.fixtures";
import { blueprintOf, blueprintScene, componentsIn } from "./blueprint.fixtures";

const t = useTestApp();

async function expectOk(res: { status: number; body: unknown }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("a cached blueprint", () => {
  it("is answered from memory: no database statement for a 200 or a 304", async () => {
    const scene = await blueprintScene(t);
    const cookie = await signIn(t.app, scene.configurator.email);
    const read = (headers: Record<string, string> = {}) => get(t.app, scene.path, { cookie, headers });
    const etag = String((await read()).response.headers.etag);
    await read();
    expect(await countStatements(t.db, async () => expect((await read()).status).toBe(200))).toBe(0);
    const conditional = () => read({ "if-none-match": etag });
    expect(await countStatements(t.db, async () => expect((await conditional()).status).toBe(304))).toBe(0);
  });
});

describe("every write that changes a blueprint makes the next read fresh", () => {
  it("a product write", async () => {
    const scene = await blueprintScene(t);
    await blueprintOf(scene.client, scene.path);
    const product = (await expectOk(await scene.client.get(`product/${scene.product.id}`))) as Product;
    await expectOk(await scene.client.put(`product/${product.productId}`, productUpdate(product, { name: "Runner" })));
    expect((await blueprintOf(scene.client, scene.path)).product.name).toBe("Runner");
  });

  it("a version write (its base price), and a rule added to it", async () => {
    const scene = await blueprintScene(t);
    await blueprintOf(scene.client, scene.path);
    await scene.putVersion(() => ({ priceJson: [{ id: "p1", currencyCode: "EUR", value: 90, breakpoint: null }] }));
    expect((await blueprintOf(scene.client, scene.path)).priceJson[0]?.currencyCode).toBe("EUR");
    await scene.putVersion(() => ({
      rulesJson: [
        {
          id: "r1",
          type: "Coded",
          description: "Always",
          inactive: false,
          source: [],
          target: [],
          except: [],
          code: "IF ALWAYS THEN BLOCK(x) END",
        },
        { id: "r2", type: "AlwaysOn", description: "Off", inactive: true, source: [], target: [], except: [] },
      ],
    }));
    const rules = (await blueprintOf(scene.client, scene.path)).rules;
    expect(rules.map((rule) => [rule.id, rule.fromStyleCode])).toEqual([["r1", "SNK-1"]]);
  });

  it("a package write", async () => {
    const scene = await blueprintScene(t);
    await blueprintOf(scene.client, scene.path);
    const packagesPath = `${scene.versionPath}/package`;
    const list = (await expectOk(await scene.client.get(packagesPath))) as ComponentPackageList;
    const packages = list.componentPackages.map((pack) => ({
      componentPackageId: pack.componentPackageId,
      etag: pack.etag,
      name: pack.name,
      basePriceJson: [{ id: "b1", currencyCode: "USD", value: 5, breakpoint: null }],
    }));
    await expectOk(await scene.client.put(packagesPath, { componentPackages: packages }));
    const blueprint = await blueprintOf(scene.client, scene.path);
    expect(blueprint.packages.map((pack) => pack.basePriceJson[0]?.value)).toEqual([5]);
  });

  it("an option write: an inactive option makes its components unavailable", async () => {
    const scene = await blueprintScene(t);
    await blueprintOf(scene.client, scene.path);
    const path = `componentoption/${scene.options.lea.id}`;
    const option = (await expectOk(await scene.client.get(path))) as ComponentOption;
    await expectOk(await scene.client.put(path, optionUpdate(option, { inactive: true })));
    const components = componentsIn(await blueprintOf(scene.client, scene.path));
    const reasons = components.map((component) => [component.options[0]?.code, component.unavailable]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ["LEA", "inactive"],
        ["CAN", null],
      ]),
    );
  });

  it("a placement write", async () => {
    const scene = await blueprintScene(t);
    await blueprintOf(scene.client, scene.path);
    const path = `componentplacement/${scene.placement.componentPlacementId}`;
    const placement = (await expectOk(await scene.client.get(path))) as ComponentPlacement;
    await expectOk(await scene.client.put(path, componentPlacementUpdate(placement, { name: "Upper part" })));
    const blueprint = await blueprintOf(scene.client, scene.path);
    expect(blueprint.groups[0]?.placements[0]?.name).toBe("Upper part");
  });

  it("a component generation", async () => {
    const scene = await blueprintScene(t);
    expect(componentsIn(await blueprintOf(scene.client, scene.path))).toHaveLength(4);
    const { lea, red } = scene.options;
    const body = { ...scene.input({ material: [lea.id], color: [red.id] }), etag: scene.generator.etag };
    savedOf(await scene.client.put(`${scene.rulePath}/${scene.generator.id}`, body));
    const components = componentsIn(await blueprintOf(scene.client, scene.path));
    expect(components.map((component) => component.options.map((option) => option.code))).toEqual([["LEA", "RED"]]);
  });
});

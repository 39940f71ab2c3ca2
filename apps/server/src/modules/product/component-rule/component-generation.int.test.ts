import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import { describe, expect, it } from "vitest";
import { componentPlacementUpdate } from "../../../../test/catalogue-factories";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { componentsOf, ruleScene, savedOf } from "./component-rule.fixtures";

const t = useTestApp();

/** A scene with one saved rule (LEA, CAN x RED, BLU) and a way to save it again with other choices. */
async function savedRule() {
  const scene = await ruleScene(t);
  const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
  const id = added.componentGeneratorId;
  let etag = added.generators[0]?.etag ?? "";
  const resave = async (selection: Parameters<typeof scene.input>[0] = {}) => {
    const saved = savedOf(await scene.client.put(`${scene.path}/${id}`, { ...scene.input(selection), etag }));
    etag = saved.generators[0]?.etag ?? "";
    return saved.generators[0];
  };
  const stored = () => componentsOf(t, id);
  return { ...scene, id, resave, stored, first: added.generators[0] };
}

const idsByCode = (rows: { id: string; code: string }[]) => Object.fromEntries(rows.map((row) => [row.code, row.id]));

describe("saving a rule generates its components", () => {
  it("is idempotent: saving the same rule again writes nothing and keeps the rule's etag", async () => {
    const rule = await savedRule();
    const before = await rule.stored();
    const product = await findProductRow(t.db, rule.company.id, rule.product.id);
    t.advanceClock(60_000);
    const again = await rule.resave();
    expect(again).toEqual(rule.first);
    expect(await rule.stored()).toEqual(before);
    expect(await findProductRow(t.db, rule.company.id, rule.product.id)).toEqual(product);
  });

  it("narrowing removes only what the rule no longer generates", async () => {
    const rule = await savedRule();
    const before = idsByCode(await rule.stored());
    const saved = await rule.resave({ material: [rule.options.lea.id] });
    expect(saved?.generated).toBe(2);
    const after = await rule.stored();
    expect(idsByCode(after)).toEqual({ "U-LEA-000f!": before["U-LEA-000f!"], "U-LEA-0f00!": before["U-LEA-0f00!"] });
  });

  it("widening adds only the new combinations", async () => {
    const rule = await savedRule();
    const before = await rule.stored();
    const { lea, can, sue } = rule.options;
    expect((await rule.resave({ material: [lea.id, can.id, sue.id] }))?.generated).toBe(6);
    const after = await rule.stored();
    expect(after.map((row) => row.code)).toEqual([
      "U-CAN-000f!",
      "U-CAN-0f00!",
      "U-LEA-000f!",
      "U-LEA-0f00!",
      "U-SUE-000f!",
      "U-SUE-0f00!",
    ]);
    for (const row of before) expect(after).toContainEqual(row);
  });

  it("writes an optional type only when its definition has options, after the required one", async () => {
    const rule = await savedRule();
    const { lea, red, serif, sans } = rule.options;
    expect((await rule.resave({ material: [lea.id], color: [red.id], font: [serif.id, sans.id] }))?.generated).toBe(2);
    const rows = await rule.stored();
    expect(rows.map((row) => [row.code, row.placementIndependentCode])).toEqual([
      ["U-LEA-0f00!/SANS", "LEA-0f00SANS"],
      ["U-LEA-0f00!/SERIF", "LEA-0f00SERIF"],
    ]);
    expect(rows[1]?.optionIds).toEqual([lea.id, red.id, serif.id]);
  });

  it("rewrites the codes and usage of kept components when the placement changed, keeping their ids", async () => {
    const rule = await savedRule();
    const before = await rule.stored();
    const read = await rule.client.get(`componentplacement/${rule.placement.componentPlacementId}`);
    const placement = read.body as ComponentPlacement;
    const componentTypes = placement.componentTypes.map((type, index) =>
      index === 0 ? { ...type, codePrefix: "UPPER-", codeSuffix: "" } : type,
    );
    const update = componentPlacementUpdate(placement, { usage: "Model", componentTypes });
    expect((await rule.client.put(`componentplacement/${placement.componentPlacementId}`, update)).status).toBe(200);
    await rule.resave();
    const after = await rule.stored();
    expect(after.map((row) => [row.code, row.usage])).toEqual([
      ["UPPER-CAN-000f", "Model"],
      ["UPPER-CAN-0f00", "Model"],
      ["UPPER-LEA-000f", "Model"],
      ["UPPER-LEA-0f00", "Model"],
    ]);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(after.map((row) => row.placementIndependentCode)).toEqual(before.map((row) => row.placementIndependentCode));
  });
});

describe("component rules of packages", () => {
  it("the package list counts the live rules of each package", async () => {
    const rule = await savedRule();
    const packages = `product/${rule.product.id}/version/${rule.v2.id}/package`;
    const second = savedOf(await rule.client.post(rule.path, rule.input({ color: [rule.options.red.id] })), 201);
    const count = async () =>
      ((await rule.client.get(packages)).body as ComponentPackageList).componentPackages[0]?.componentGeneratorsCount;
    expect(await count()).toBe(2);
    const etag = second.generators[1]?.etag;
    expect((await rule.client.delete(`${rule.path}/${second.componentGeneratorId}?etag=${etag}`)).status).toBe(204);
    expect(await count()).toBe(1);
  });

  it("archiving a package archives its rules and deletes their components", async () => {
    const rule = await savedRule();
    const packages = `product/${rule.product.id}/version/${rule.v2.id}/package`;
    const [pack] = ((await rule.client.get(packages)).body as ComponentPackageList).componentPackages;
    if (!pack) throw new Error("package missing");
    const { componentGeneratorsCount: _count, ...input } = pack;
    const res = await rule.client.put(packages, { componentPackages: [{ ...input, archived: true }] });
    expect(res).toMatchObject({ status: 200, body: { componentPackages: [] } });
    expect(await rule.stored()).toEqual([]);
    expect((await rule.client.get(rule.path)).status).toBe(404);
  });
});

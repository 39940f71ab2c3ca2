import type { ComponentRuleList } from "@atelier/domain/product/component-rule.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createComponentOption, createPackageRow } from "../../../../test/catalogue-factories";
import { signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { componentsOf, ruleScene, savedOf } from "./component-rule.fixtures";
import { COMPONENT_GENERATOR_MESSAGES as M } from "./component-rule-messages";

const t = useTestApp();
const listOf = (body: unknown) => body as ComponentRuleList;
const modelStateOf = (body: unknown) => (body as { modelState?: Record<string, string[]> }).modelState;

describe("GET .../package/{packageId}/generator", () => {
  it("answers an empty list for a package without rules, to every member", async () => {
    const scene = await ruleScene(t);
    const res = await (await signedIn(t.app, scene.viewer)).get(scene.path);
    expect(res).toMatchObject({ status: 200, body: { generators: [] } });
  });

  it("answers 404 for another company's ids, another version's package and an archived package; 401 signed out", async () => {
    const scene = await ruleScene(t);
    const otherPack = await createPackageRow(t.db, { id: scene.otherProduct.companyId }, scene.otherVersion.id);
    const v1Pack = await createPackageRow(t.db, scene.company, scene.v1.id);
    const { product, v2 } = scene;
    const paths = [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}/package/${otherPack.id}/generator`,
      `product/${product.id}/version/${v2.id}/package/${otherPack.id}/generator`,
      `product/${product.id}/version/${v2.id}/package/${v1Pack.id}/generator`,
      `product/${product.id}/version/${scene.otherVersion.id}/package/${scene.pack.id}/generator`,
      `product/${product.id}/version/${v2.id}/package/missing/generator`,
    ];
    for (const path of paths) {
      expect(await scene.client.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
      expect((await scene.client.post(path, scene.input())).status).toBe(404);
    }
    const packages = `product/${product.id}/version/${v2.id}/package`;
    const { etag } = scene.pack;
    await scene.client.put(packages, { componentPackages: [{ ...packageInput(scene.pack), etag, archived: true }] });
    expect((await scene.client.get(scene.path)).status).toBe(404);
    expect((await apiClient(t.app).get(scene.path)).status).toBe(401);
  });
});

/** A stored package as the Packages screen sends it back. */
function packageInput(row: { id: string; name: string; etag: string }) {
  return { componentPackageId: row.id, etag: row.etag, name: row.name };
}

describe("POST .../package/{packageId}/generator", () => {
  it("adds a rule, generates its components and answers the package's rules", async () => {
    const scene = await ruleScene(t);
    const { definitions, options, placement } = scene;
    t.advanceClock(60_000);
    const saved = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    expect(saved.generators).toEqual([
      {
        componentGeneratorId: saved.componentGeneratorId,
        componentPackageId: scene.pack.id,
        productId: scene.product.id,
        versionId: scene.v2.id,
        etag: expect.any(String),
        generated: 4,
        description: {
          componentPlacementId: placement.componentPlacementId,
          componentPlacement: { name: "Upper", code: "UP" },
          componentDefinitions: [
            {
              componentOptionDefinitionId: definitions.material.id,
              name: "Material",
              componentOptions: [
                { componentOptionId: options.lea.id, code: "LEA" },
                { componentOptionId: options.can.id, code: "CAN" },
              ],
            },
            {
              componentOptionDefinitionId: definitions.color.id,
              name: "Color",
              componentOptions: [
                { componentOptionId: options.red.id, code: "RED" },
                { componentOptionId: options.blu.id, code: "BLU" },
              ],
            },
            { componentOptionDefinitionId: definitions.font.id, name: "Font", componentOptions: [] },
          ],
        },
        parameters: scene.input().parameters,
        created: expect.any(String),
        lastUpdated: expect.any(String),
      },
    ]);
    expect(listOf((await scene.client.get(scene.path)).body)).toEqual({ generators: saved.generators });
    const stored = await componentsOf(t, saved.componentGeneratorId);
    expect(stored.map((row) => [row.code, row.placementIndependentCode, row.usage])).toEqual([
      ["U-CAN-000f!", "CAN-000f", "Standard"],
      ["U-CAN-0f00!", "CAN-0f00", "Standard"],
      ["U-LEA-000f!", "LEA-000f", "Standard"],
      ["U-LEA-0f00!", "LEA-0f00", "Standard"],
    ]);
    expect(stored[0]).toMatchObject({
      companyId: scene.company.id,
      versionId: scene.v2.id,
      packageId: scene.pack.id,
      placementId: placement.componentPlacementId,
      optionIds: [options.can.id, options.blu.id],
      optionKey: [options.can.id, options.blu.id].sort().join(","),
    });
    const touched = await findProductRow(t.db, scene.company.id, scene.product.id);
    expect(touched?.updatedBy).toBe(scene.configurator.id);
    expect(touched?.updatedAt.getTime()).toBeGreaterThan(scene.product.updatedAt.getTime());
  });

  it.each<[string, (scene: Awaited<ReturnType<typeof ruleScene>>) => unknown, string, string]>([
    [
      "no placement",
      (s) => ({ parameters: { ...s.input().parameters, componentPlacements: [] } }),
      "parameters.componentPlacements",
      "Choose one placement.",
    ],
    [
      "an unknown placement",
      (s) => ({ parameters: { ...s.input().parameters, componentPlacements: ["missing"] } }),
      "parameters.componentPlacements.0",
      M.placementNotFound,
    ],
    [
      "a definition that is not the placement's",
      (s) => ({
        parameters: {
          ...s.input().parameters,
          enabledOptions: [
            ...(s.input().parameters.enabledOptions ?? []),
            { componentOptionDefinitionId: "other", componentOptionIds: [] },
          ],
        },
      }),
      "parameters.enabledOptions.3.componentOptionDefinitionId",
      M.definitionNotOfPlacement,
    ],
    [
      "a definition listed twice",
      (s) => ({
        parameters: {
          ...s.input().parameters,
          enabledOptions: [
            ...(s.input().parameters.enabledOptions ?? []),
            { componentOptionDefinitionId: s.definitions.font.id, componentOptionIds: [] },
          ],
        },
      }),
      "parameters.enabledOptions.3.componentOptionDefinitionId",
      M.definitionTwice,
    ],
    [
      "an option of another definition",
      (s) => s.input({ color: [s.options.red.id, s.options.lea.id] }),
      "parameters.enabledOptions.1.componentOptionIds.1",
      M.optionNotOfDefinition,
    ],
    [
      "an unknown option",
      (s) => s.input({ material: ["missing"] }),
      "parameters.enabledOptions.0.componentOptionIds.0",
      M.optionNotOfDefinition,
    ],
    [
      "an option listed twice",
      (s) => s.input({ font: [s.options.serif.id, s.options.serif.id] }),
      "parameters.enabledOptions.2.componentOptionIds.1",
      M.optionTwice,
    ],
    [
      "a required definition without options",
      (s) => s.input({ color: [] }),
      "parameters.enabledOptions",
      M.noComponents,
    ],
  ])("answers 400 for %s, saving nothing", async (_case, body, field, message) => {
    const scene = await ruleScene(t);
    const res = await scene.client.post(scene.path, body(scene));
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect(modelStateOf(res.body)).toEqual({ [field]: [message] });
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual([]);
  });

  it("answers 400 for a placement of another company and for an archived option", async () => {
    const scene = await ruleScene(t);
    const other = await ruleScene(t);
    const foreign = { ...scene.input().parameters, componentPlacements: [other.placement.componentPlacementId] };
    expect(modelStateOf((await scene.client.post(scene.path, { parameters: foreign })).body)).toEqual({
      "parameters.componentPlacements.0": [M.placementNotFound],
    });
    const archived = await createComponentOption(t.db, scene.company, {
      componentOptionDefinitionId: scene.definitions.material.id,
      archived: true,
    });
    expect(modelStateOf((await scene.client.post(scene.path, scene.input({ material: [archived.id] }))).body)).toEqual({
      "parameters.enabledOptions.0.componentOptionIds.0": [M.optionNotOfDefinition],
    });
  });

  it("answers 400 for a rule of more than the most components a rule generates", async () => {
    const scene = await ruleScene(t);
    const many = (definitionId: string, prefix: string) =>
      Promise.all(
        Array.from({ length: 64 }, (_, n) =>
          createComponentOption(t.db, scene.company, {
            componentOptionDefinitionId: definitionId,
            code: `${prefix}${n}`,
          }),
        ),
      );
    const { material, color, font } = scene.definitions;
    const [m, c, f] = await Promise.all([many(material.id, "M"), many(color.id, "C"), many(font.id, "F")]);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const res = await scene.client.post(scene.path, scene.input({ material: ids(m), color: ids(c), font: ids(f) }));
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)).toEqual({ "parameters.enabledOptions": [M.tooManyComponents(64 ** 3)] });
  });

  it("refuses role None and Manage Orders (403) and signed-out callers (401)", async () => {
    const scene = await ruleScene(t);
    for (const user of [scene.viewer, scene.orderManager]) {
      const res = await (await signedIn(t.app, user)).post(scene.path, scene.input());
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
    expect((await apiClient(t.app).post(scene.path, scene.input())).status).toBe(401);
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual([]);
  });
});

describe("PUT .../generator/{componentGeneratorId}", () => {
  it("updates a rule with its etag, answering the new etag and count", async () => {
    const scene = await ruleScene(t);
    const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    const [rule] = added.generators;
    if (!rule) throw new Error("rule not saved");
    const update = { ...scene.input({ font: [scene.options.serif.id] }), etag: rule.etag };
    const saved = savedOf(await scene.client.put(`${scene.path}/${rule.componentGeneratorId}`, update));
    expect(saved.componentGeneratorId).toBe(rule.componentGeneratorId);
    expect(saved.generators).toHaveLength(1);
    expect(saved.generators[0]).toMatchObject({ generated: 4, parameters: update.parameters, created: rule.created });
    expect(saved.generators[0]?.etag).not.toBe(rule.etag);
  });

  it("answers 412 for a stale etag, changing nothing", async () => {
    const scene = await ruleScene(t);
    const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    const before = await componentsOf(t, added.componentGeneratorId);
    const update = { ...scene.input({ material: [scene.options.sue.id] }), etag: "stale" };
    const res = await scene.client.put(`${scene.path}/${added.componentGeneratorId}`, update);
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual(added.generators);
    expect(await componentsOf(t, added.componentGeneratorId)).toEqual(before);
  });

  it("answers 400 without an etag, 404 for another package's or company's rule, 403 for role None, 401 signed out", async () => {
    const scene = await ruleScene(t);
    const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    const rulePath = `${scene.path}/${added.componentGeneratorId}`;
    const missingEtag = await scene.client.put(rulePath, scene.input());
    expect(missingEtag).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
    const otherPack = await createPackageRow(t.db, scene.company, scene.v2.id, "Other");
    const foreign = `${scene.path.replace(scene.pack.id, otherPack.id)}/${added.componentGeneratorId}`;
    const etag = added.generators[0]?.etag;
    expect((await scene.client.put(foreign, { ...scene.input(), etag })).status).toBe(404);
    expect((await scene.client.put(`${scene.path}/missing`, { ...scene.input(), etag })).status).toBe(404);
    const viewer = await signedIn(t.app, scene.viewer);
    expect((await viewer.put(rulePath, { ...scene.input(), etag })).status).toBe(403);
    expect((await apiClient(t.app).put(rulePath, { ...scene.input(), etag })).status).toBe(401);
    const other = await ruleScene(t);
    expect((await other.client.put(rulePath, { ...other.input(), etag })).status).toBe(404);
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual(added.generators);
  });
});

describe("DELETE .../generator/{componentGeneratorId}", () => {
  it("archives the rule and deletes its components", async () => {
    const scene = await ruleScene(t);
    const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    const etag = added.generators[0]?.etag;
    const res = await scene.client.delete(`${scene.path}/${added.componentGeneratorId}?etag=${etag}`);
    expect(res.status).toBe(204);
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual([]);
    expect(await componentsOf(t, added.componentGeneratorId)).toEqual([]);
    expect((await scene.client.delete(`${scene.path}/${added.componentGeneratorId}?etag=${etag}`)).status).toBe(404);
  });

  it("answers 412 for a stale etag, 400 without one, 403 for role None, 401 signed out, 404 for another company's rule", async () => {
    const scene = await ruleScene(t);
    const added = savedOf(await scene.client.post(scene.path, scene.input()), 201);
    const rulePath = `${scene.path}/${added.componentGeneratorId}`;
    expect(await scene.client.delete(`${rulePath}?etag=stale`)).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect((await scene.client.delete(rulePath)).status).toBe(400);
    const etag = added.generators[0]?.etag;
    const viewer = await signedIn(t.app, scene.viewer);
    expect((await viewer.delete(`${rulePath}?etag=${etag}`)).status).toBe(403);
    expect((await apiClient(t.app).delete(`${rulePath}?etag=${etag}`)).status).toBe(401);
    const other = await ruleScene(t);
    expect((await other.client.delete(`${rulePath}?etag=${etag}`)).status).toBe(404);
    expect(listOf((await scene.client.get(scene.path)).body).generators).toEqual(added.generators);
    expect(await componentsOf(t, added.componentGeneratorId)).toHaveLength(4);
  });
});

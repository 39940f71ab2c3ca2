import type { CatalogueExportDocument } from "@atelier/domain/catalogue/catalogue-export.schema";
import type { ComponentOption, ComponentOptionExportDocument } from "@atelier/domain/catalogue/component-option.schema";
import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { describe, expect, it } from "vitest";
import {
  componentPlacementInput,
  componentTypeInput,
  dimensionInput,
  optionDefinitionInput,
  optionInput,
  siteInput,
} from "../../../../test/catalogue-factories";
import { useTestApp } from "../../../../test/test-app";
import { applyFeed, dryRun, type ImportScene, importScene } from "./data-import.fixtures";
import { fileText } from "./data-import-roundtrip.fixtures";

const t = useTestApp();

const idOf = (body: unknown, key: string) => (body as Record<string, string>)[key] ?? "";

/** Adds a definition by name (fields from `values`) and answers its id. */
async function addDefinition(scene: ImportScene, name: string, values: Record<string, unknown> = {}) {
  const res = await scene.admin.post("componentoptiondefinition", optionDefinitionInput({ name, ...values }));
  expect(res.status).toBe(201);
  return idOf(res.body, "componentOptionDefinitionId");
}

/** Adds a type by name combining the definitions, each code in its part code. */
async function addType(scene: ImportScene, name: string, definitionIds: readonly string[]) {
  const res = await scene.admin.post(
    "componenttype",
    componentTypeInput({
      name,
      componentOptionDefinitions: definitionIds.map((componentOptionDefinitionId) => ({ componentOptionDefinitionId })),
      partCodeFormat: definitionIds.map((targetId, index) => ({ id: `seq-${index}`, type: "code", targetId })),
    }),
  );
  expect(res.status).toBe(201);
  return idOf(res.body, "componentTypeId");
}

/** A workspace with a site, a dimension, a definition, a type of it, a placement of the type and an option. */
async function sourceWorkspace() {
  const scene = await importScene(t);
  await scene.admin.post("site", siteInput({ code: "eu", name: "Europe" }));
  await scene.admin.post("dimension", dimensionInput({ code: "WEIGHT" }));
  const color = await addDefinition(scene, "Color", { customAttributesJson: [{ id: "a1", name: "hex", value: "" }] });
  const upper = await addType(scene, "Upper", [color]);
  await scene.admin.post(
    "componentplacement",
    componentPlacementInput({ code: "TOE", componentTypes: [{ componentTypeId: upper }] }),
  );
  await scene.admin.post(
    "componentoption",
    optionInput({
      code: "RED",
      componentOptionDefinitionId: color,
      inactivePerSite: [{ siteCode: "eu", inactive: true }],
    }),
  );
  const catalogue = (await scene.admin.post("catalogue/export", {})).body as CatalogueExportDocument;
  const options = (await scene.admin.post("componentoption/export", { codes: ["RED"] }))
    .body as ComponentOptionExportDocument;
  return { scene, catalogue, options };
}

async function imported(scene: ImportScene, document: unknown) {
  const feed = await dryRun(scene, fileText(document));
  expect(feed.status).toBe("Success");
  return feed;
}

describe("a catalogue file imports", () => {
  it("into an empty company, after which options of the exporting workspace import with their definitions translated", async () => {
    const { catalogue, options } = await sourceWorkspace();
    const target = await importScene(t);

    const early = await imported(target, options);
    expect((await target.items(early.dataImportId)).items[0]?.refusals).toEqual([
      { field: "componentOptionDefinitionId", reason: M.unknownDefinition },
      { field: "inactivePerSite.0.siteCode", reason: M.siteNotFound },
    ]);

    const feed = await imported(target, catalogue);
    expect(feed).toMatchObject({ format: "atelier.catalogue", canApply: true });
    const added = { added: 1, changed: 0, unchanged: 0, refused: 0 };
    expect(feed.summary).toMatchObject({
      site: added,
      dimension: added,
      componentOptionDefinition: added,
      componentType: added,
      componentPlacement: added,
    });
    const types = await target.items(feed.dataImportId, "kind=componentType");
    expect(types.items).toMatchObject([{ index: 0, kind: "componentType", code: "Upper", outcome: "added" }]);
    expect((await applyFeed(target, feed)).stage).toBe("Applied");

    const ours = (await target.admin.post("catalogue/export", {})).body as CatalogueExportDocument;
    const [color] = ours.componentOptionDefinitions;
    const [upper] = ours.componentTypes;
    expect(color?.componentOptionDefinitionId).not.toBe(
      catalogue.componentOptionDefinitions[0]?.componentOptionDefinitionId,
    );
    expect(upper?.componentOptionDefinitions).toEqual([
      { componentOptionDefinitionId: color?.componentOptionDefinitionId, name: "Color" },
    ]);
    expect(upper?.partCodeFormat).toEqual([
      { id: "seq-0", type: "code", targetId: color?.componentOptionDefinitionId },
    ]);
    expect(ours.componentPlacements[0]?.componentTypes).toMatchObject([
      { componentTypeId: upper?.componentTypeId, name: "Upper" },
    ]);

    const optionFeed = await imported(target, options);
    expect(optionFeed.summary?.componentOption).toEqual(added);
    await applyFeed(target, optionFeed);
    const red = (await target.admin.post("componentoption/export", { codes: ["RED"] }))
      .body as ComponentOptionExportDocument;
    expect(red.componentOptions[0]).toMatchObject({ componentOptionDefinitionId: color?.componentOptionDefinitionId });

    expect((await imported(target, catalogue)).canApply).toBe(false);
  });

  it("matched by name without being applied, still translates the ids of its items", async () => {
    const { catalogue, options } = await sourceWorkspace();
    const target = await importScene(t);
    const color = await addDefinition(target, "Color", {
      customAttributesJson: [{ id: "a1", name: "hex", value: "" }],
    });
    await target.admin.post("site", siteInput({ code: "eu", name: "Europe" }));
    const definitionsOnly = { ...catalogue, sites: [], dimensions: [], componentTypes: [], componentPlacements: [] };
    const feed = await imported(target, definitionsOnly);
    expect(feed.summary?.componentOptionDefinition).toMatchObject({ unchanged: 1 });
    expect(feed.canApply).toBe(false);

    const optionFeed = await imported(target, options);
    expect(optionFeed.summary?.componentOption).toMatchObject({ added: 1, refused: 0 });
    await applyFeed(target, optionFeed);
    const red = (await target.admin.get("componentoption?take=10")).body as { componentOptions: ComponentOption[] };
    expect(red.componentOptions[0]?.componentOptionDefinitionId).toBe(color);
  });

  it("refuses a type naming a definition neither the company nor the file holds", async () => {
    const { catalogue } = await sourceWorkspace();
    const target = await importScene(t);
    const [upper] = catalogue.componentTypes as ComponentType[];
    const broken = {
      ...catalogue,
      componentTypes: [
        { ...upper, componentOptionDefinitions: [{ componentOptionDefinitionId: "nowhere", name: "" }] },
      ],
    };
    const feed = await imported(target, broken);
    expect(feed.summary?.componentType).toMatchObject({ refused: 1 });
    expect(feed.summary?.componentPlacement).toMatchObject({ refused: 1 });
    const [type] = (await target.items(feed.dataImportId, "kind=componentType")).items;
    expect(type?.refusals).toEqual([
      { field: "componentOptionDefinitions.0.componentOptionDefinitionId", reason: M.unknownDefinition },
      { field: "partCodeFormat.0.targetId", reason: M.targetNotInType },
    ]);
    const [placement] = (await target.items(feed.dataImportId, "kind=componentPlacement")).items;
    expect(placement?.refusals).toEqual([{ field: "componentTypes.0.componentTypeId", reason: M.typeNotFound }]);
  });

  it("is undone: a changed type gets its definitions back, added items are archived and no longer translate", async () => {
    const target = await importScene(t);
    const color = await addDefinition(target, "Color");
    await addDefinition(target, "Material");
    const upper = await addType(target, "Upper", [color]);
    const exported = (await target.admin.post("catalogue/export", {})).body as CatalogueExportDocument;
    const material = exported.componentOptionDefinitions.find((definition) => definition.name === "Material");
    const font = { ...optionDefinitionInput({ name: "Font" }), componentOptionDefinitionId: "their-font" };
    const changed = {
      ...exported,
      componentOptionDefinitions: [...exported.componentOptionDefinitions, font],
      componentTypes: exported.componentTypes.map((type) => ({
        ...type,
        componentOptionDefinitions: [
          ...type.componentOptionDefinitions,
          { componentOptionDefinitionId: material?.componentOptionDefinitionId, name: "Material" },
        ],
      })),
    };
    const feed = await imported(target, changed);
    expect(feed.summary).toMatchObject({
      componentOptionDefinition: { added: 1, unchanged: 2 },
      componentType: { changed: 1 },
    });
    const applied = await applyFeed(target, feed);
    const typeNow = (await target.admin.get(`componenttype/${upper}`)).body as ComponentType;
    expect(typeNow.componentOptionDefinitions.map((definition) => definition.name)).toEqual(["Color", "Material"]);

    const undone = await target.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(undone.status).toBe(200);
    const typeBack = (await target.admin.get(`componenttype/${upper}`)).body as ComponentType;
    expect(typeBack.componentOptionDefinitions.map((definition) => definition.name)).toEqual(["Color"]);
    const names = (
      (await target.admin.post("catalogue/export", {})).body as CatalogueExportDocument
    ).componentOptionDefinitions.map((definition) => definition.name);
    expect(names).toEqual(["Color", "Material"]);

    const basedOnFont = {
      format: "atelier.componentoption",
      formatVersion: 1,
      componentOptions: [{ ...optionInput({ code: "SERIF" }), componentOptionDefinitionId: "their-font" }],
    };
    const [serif] = (await target.items((await imported(target, basedOnFont)).dataImportId)).items;
    expect(serif?.refusals).toEqual([{ field: "componentOptionDefinitionId", reason: M.unknownDefinition }]);
  });

  it("is not undone once an item it wrote was edited since, naming its code", async () => {
    const { catalogue } = await sourceWorkspace();
    const target = await importScene(t);
    const applied = await applyFeed(target, await imported(target, catalogue));
    const ours = (await target.admin.post("catalogue/export", {})).body as CatalogueExportDocument;
    const [site] = ours.sites;
    const { siteId, created: _created, lastUpdated: _updated, ...fields } = site ?? { siteId: "" };
    expect((await target.admin.put(`site/${siteId}`, { ...fields, name: "Europe (edited)" })).status).toBe(200);
    expect(await target.admin.post(`dataimport/${applied.dataImportId}/undo`, { etag: applied.etag })).toMatchObject({
      status: 409,
      body: { message: M.undoStale(["eu"]) },
    });
  });

  it("writes a placement's types with their prefixes, as the placement answers them", async () => {
    const { catalogue } = await sourceWorkspace();
    const [toe] = catalogue.componentPlacements as ComponentPlacement[];
    const prefixed = {
      ...catalogue,
      componentPlacements: [
        { ...toe, componentTypes: toe?.componentTypes.map((type) => ({ ...type, codePrefix: "T-", optional: true })) },
      ],
    };
    const target = await importScene(t);
    await applyFeed(target, await imported(target, prefixed));
    const ours = (await target.admin.post("catalogue/export", {})).body as CatalogueExportDocument;
    expect(ours.componentPlacements[0]?.componentTypes).toMatchObject([
      { name: "Upper", codePrefix: "T-", optional: true },
    ]);
  });
});

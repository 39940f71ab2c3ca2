import { IMAGE_MAPPING_MAX_BYTES, type Version, type VersionUpdateInput } from "@atelier/domain/product/version.schema";
import { RULE_MESSAGES } from "@atelier/domain/rules/messages";
import { parseRule } from "@atelier/domain/rules/parse";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { findProductRow } from "../product/product.service";
import { fullVersionInput, MAPPING_BASE64, versionScene } from "./version.fixtures";
import { VERSION_MESSAGES } from "./version.messages";

const t = useTestApp();
const versionOf = (body: unknown) => body as Version;

async function editing() {
  const scene = await versionScene(t.db);
  const client = await signedIn(t.app, scene.admin);
  const path = `product/${scene.product.id}/version/${scene.v2.id}`;
  return { ...scene, client, path };
}

describe("PUT product/{id}/version/{versionId}", () => {
  it("saves every field, gives new groups and views stable ids, and answers a new etag", async () => {
    const { client, path, v2, product, company, admin, placementId } = await editing();
    t.advanceClock(60_000);
    const res = await client.put(path, fullVersionInput(v2.etag, placementId));
    expect(res.status).toBe(200);
    const saved = versionOf(res.body);
    expect(saved.etag).not.toBe(v2.etag);
    expect(saved.lastUpdated).not.toBe(v2.updatedAt.toISOString());
    expect(saved).toMatchObject({
      name: "Summer drop",
      imageRootUrl: "https://images.example.test/sneaker",
      priceJson: [
        { id: "p1", currencyCode: "USD", value: 89.99, breakpoint: null },
        { id: "p2", currencyCode: "EUR", value: 84.5, breakpoint: 10 },
      ],
      noSiblingRules: true,
      combineOnlyWhen: true,
      initialConfigurationsJson: [{ placement: "upper", component: "red-upper" }],
      componentStatusesJson: { "red-upper": { available: true } },
      imageMappingSource: MAPPING_BASE64,
      imageMappingFile: "mapping.csv",
      imageMappingFileMimeType: "text/csv",
      active: false,
    });
    expect(saved.rulesJson.map((rule) => [rule.id, rule.type, rule.code])).toEqual([
      ["r1", "AlwaysOn", undefined],
      ["r2", "BlockedIfAny", undefined],
      ["r3", "Coded", "IF TAGGED(pastel) THEN ALLOW(gum) END"],
    ]);
    expect(saved.componentGroups.map((group) => group.name)).toEqual(["Upper", "Laces"]);
    expect(saved.imageViews.map((view) => view.viewType)).toEqual(["Single", "Range", "Camera"]);
    for (const item of [...saved.componentGroups, ...saved.imageViews]) expect(item).not.toHaveProperty("temporaryId");
    const ids = [
      ...saved.componentGroups.map((g) => g.componentGroupId),
      ...saved.imageViews.map((v) => v.imageViewId),
    ];
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.componentGroups[0]?.componentPlacements[0]).toEqual({
      componentPlacementId: placementId,
      componentPlacement: null,
      hidden: false,
      locked: true,
      synchronizationKey: "colour",
      quantityMultiplier: 2,
      customAttributesJson: [],
    });
    expect(saved.imageViews[1]?.variants).toEqual([{ id: "v1", code: "night", suffix: "-night" }]);
    expect((await client.get(path)).body).toEqual(saved);

    const touched = await findProductRow(t.db, company.id, product.id);
    expect(touched?.updatedAt.toISOString()).toBe(saved.lastUpdated);
    expect(touched?.updatedBy).toBe(admin.id);
  });

  it("keeps saved group and view ids, and gives a duplicated id a new one", async () => {
    const { client, path, v2, placementId } = await editing();
    const first = versionOf((await client.put(path, fullVersionInput(v2.etag, placementId))).body);
    const [upper, laces] = first.componentGroups;
    const [front] = first.imageViews;
    const res = await client.put(path, {
      ...fullVersionInput(first.etag, placementId),
      componentGroups: [laces, upper, { ...upper, name: "Upper copy" }],
      imageViews: [
        {
          ...front,
          componentPlacements: [{ componentPlacementId: placementId, componentPlacement: { name: "Sent", code: "s" } }],
        },
      ],
    });
    expect(res.status).toBe(200);
    const second = versionOf(res.body);
    expect(second.componentGroups.map((g) => g.componentGroupId).slice(0, 2)).toEqual([
      laces?.componentGroupId,
      upper?.componentGroupId,
    ]);
    expect(second.componentGroups[2]?.componentGroupId).not.toBe(upper?.componentGroupId);
    expect(second.imageViews[0]?.imageViewId).toBe(front?.imageViewId);
    expect(second.imageViews[0]?.componentPlacements[0]?.componentPlacement).toBeNull();
  });

  it("answers 412 for a stale etag and changes nothing", async () => {
    const { client, path, v2, product, company, placementId } = await editing();
    const saved = versionOf((await client.put(path, fullVersionInput(v2.etag, placementId))).body);
    const before = await findProductRow(t.db, company.id, product.id);
    const res = await client.put(path, {
      ...fullVersionInput(v2.etag, placementId),
      name: "Lost update",
      active: true,
    });
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(path)).body).toEqual(saved);
    expect(await findProductRow(t.db, company.id, product.id)).toEqual(before);
  });

  it("clears the image mapping: the three fields become null", async () => {
    const { client, path, v2, placementId } = await editing();
    const saved = versionOf((await client.put(path, fullVersionInput(v2.etag, placementId))).body);
    const res = await client.put(path, {
      ...fullVersionInput(saved.etag, placementId),
      imageMappingSource: null,
      imageMappingFile: "left-behind.csv",
    });
    expect(res.status).toBe(200);
    expect(versionOf(res.body)).toMatchObject({
      imageMappingSource: null,
      imageMappingFile: null,
      imageMappingFileMimeType: null,
    });
  });

  it("accepts an image mapping of exactly the limit and refuses one byte more", async () => {
    const { client, path, v2, placementId } = await editing();
    const atLimit = Buffer.alloc(IMAGE_MAPPING_MAX_BYTES, 7).toString("base64");
    const ok = await client.put(path, { ...fullVersionInput(v2.etag, placementId), imageMappingSource: atLimit });
    expect(ok.status).toBe(200);
    const tooLarge = Buffer.alloc(IMAGE_MAPPING_MAX_BYTES + 1, 7).toString("base64");
    const res = await client.put(path, {
      ...fullVersionInput(versionOf(ok.body).etag, placementId),
      imageMappingSource: tooLarge,
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.validationFailed,
        modelState: { imageMappingSource: [VERSION_MESSAGES.imageMappingTooLarge] },
      },
    });
  });

  it.each<[string, (input: VersionUpdateInput) => VersionUpdateInput, string, string]>([
    ["a missing etag", ({ etag, ...input }) => ({ ...input, etag: "" }), "etag", "Etag is required."],
    [
      "a long name",
      (input) => ({ ...input, name: "x".repeat(201) }),
      "name",
      "Version name is at most 200 characters.",
    ],
    [
      "a group without a name",
      (input) => ({ ...input, componentGroups: [{ name: " " }] }),
      "componentGroups.0.name",
      "Group name is required.",
    ],
    [
      "a view without a name",
      (input) => ({ ...input, imageViews: [{ name: "" }] }),
      "imageViews.0.name",
      "View name is required.",
    ],
    [
      "a negative angle",
      (input) => ({ ...input, imageViews: [{ name: "V", frameHigh: -1 }] }),
      "imageViews.0.frameHigh",
      "End angle must be at least 0.",
    ],
    [
      "a price with 3 decimals",
      (input) => ({ ...input, priceJson: [{ id: "p", currencyCode: "USD", value: 1.005 }] }),
      "priceJson.0.value",
      "Value has at most 2 decimals.",
    ],
    [
      "a price without currency",
      (input) => ({ ...input, priceJson: [{ id: "p", currencyCode: "", value: 1 }] }),
      "priceJson.0.currencyCode",
      "Currency is required.",
    ],
    [
      "an unknown rule type",
      (input) => ({ ...input, rulesJson: [{ id: "r", type: "Sometimes" as "Coded" }] }),
      "rulesJson.0.type",
      "",
    ],
    [
      "a mapping that is not base64",
      (input) => ({ ...input, imageMappingSource: "not base64!" }),
      "imageMappingSource",
      "The image mapping must be base64 file content.",
    ],
  ])("answers 400 for %s with the field's message", async (_case, change, field, message) => {
    const { client, path, v2, placementId } = await editing();
    const res = await client.put(path, change(fullVersionInput(v2.etag, placementId)));
    expect(res.status).toBe(400);
    const modelState = (res.body as { modelState: Record<string, string[]> }).modelState;
    expect(Object.keys(modelState)).toEqual([field]);
    if (message) expect(modelState[field]).toEqual([message]);
    expect((await client.get(path)).body).toMatchObject({ etag: v2.etag, name: "Spring" });
  });

  it("refuses coded rules with syntax errors, with the parser's messages under rulesJson.{index}.code", async () => {
    const { client, path, v2, placementId } = await editing();
    const missingThen = "IF TAGGED(pastel) ALLOW(gum) END";
    const twoErrors = "# colours\nIF TAGGED() THEN BLOCK(a) END\nIF ALWAYS THEN BLOCK(b)";
    const res = await client.put(path, {
      ...fullVersionInput(v2.etag, placementId),
      rulesJson: [
        { id: "ok", type: "Coded", code: "IF ALWAYS THEN BLOCK(red) END" },
        { id: "bad", type: "Coded", code: missingThen },
        { id: "plain", type: "BlockedIfAll", code: "not a coded rule" },
        { id: "worse", type: "Coded", inactive: true, code: twoErrors },
      ],
    });
    expect(res.status).toBe(400);
    const messages = (source: string) => parseRule(source).errors.map((error) => error.message);
    expect(res.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: { "rulesJson.1.code": messages(missingThen), "rulesJson.3.code": messages(twoErrors) },
    });
    expect(messages(missingThen)).toEqual([`Line 1, Column 19: ${RULE_MESSAGES.expectedThen}`]);
    expect(messages(twoErrors)).toHaveLength(2);
    expect((await client.get(path)).body).toMatchObject({ etag: v2.etag, rulesJson: [] });
  });

  it("answers 404 for another company's ids and another product's version, 403 for role None", async () => {
    const scene = await editing();
    const input = fullVersionInput(scene.v2.etag, scene.placementId);
    for (const path of [
      `product/${scene.otherProduct.id}/version/${scene.otherVersion.id}`,
      `product/${scene.product.id}/version/${scene.otherVersion.id}`,
      `product/${scene.product.id}/version/${scene.siblingVersion.id}`,
    ]) {
      expect((await scene.client.put(path, input)).status).toBe(404);
    }
    const viewer = await signedIn(t.app, scene.viewer);
    expect(await viewer.put(scene.path, input)).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    expect((await scene.client.get(scene.path)).body).toMatchObject({ etag: scene.v2.etag });
  });
});

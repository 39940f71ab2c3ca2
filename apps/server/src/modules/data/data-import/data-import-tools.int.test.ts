import { BATCH_MESSAGES, type BatchFile } from "@atelier/domain/data/batch-file.schema";
import type { BatchEditResponse } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES } from "@atelier/domain/data/import/import-messages";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createComponentOption, createSite } from "../../../../test/catalogue-factories";
import { createProduct } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { importScene } from "./data-import.fixtures";

const t = useTestApp();

const batch = JSON.stringify({
  componentOptions: [
    { code: "RED-1", tags: [] },
    { code: "BLUE-1", tags: ["cool"] },
  ],
  products: [{ code: "SNK", tags: ["archive"] }],
});

describe("POST dataimport/edit", () => {
  it("reads a prompt into commands and answers the edited batch, indented by four spaces", async () => {
    const scene = await importScene(t);
    const res = await scene.admin.post("dataimport/edit", {
      source: batch,
      prompt: "add the tag summer to every option whose code starts with RED",
    });
    expect(res.status).toBe(200);
    const body = res.body as BatchEditResponse;
    expect(body.commands).toEqual([
      {
        op: "addTag",
        tag: "summer",
        target: { kind: "componentOptions", where: [{ type: "codeStartsWith", value: "RED" }] },
      },
    ]);
    expect(body.changes).toEqual([{ command: body.commands[0], componentOptions: 1, products: 0 }]);
    const edited = JSON.parse(body.edited) as BatchFile;
    expect(edited.componentOptions?.[0]?.tags).toEqual(["summer"]);
    expect(body.edited).toContain('\n    "componentOptions"');
  });

  it("applies the commands sent (the activation tool)", async () => {
    const scene = await importScene(t);
    const res = await scene.admin.post("dataimport/edit", {
      source: batch,
      commands: [{ op: "deactivate", scope: { kind: "global" }, target: { kind: "both", where: [] } }],
    });
    expect(res.status).toBe(200);
    const edited = JSON.parse((res.body as BatchEditResponse).edited) as BatchFile;
    expect(edited.products?.[0]?.inactive).toBe(true);
    expect(edited.componentOptions?.every((entry) => entry.inactive === true)).toBe(true);
  });

  it("refuses a source that is not a batch, a blank prompt, and a prompt it cannot read", async () => {
    const scene = await importScene(t);
    const notBatch = await scene.admin.post("dataimport/edit", { source: "[1,2]", prompt: "activate everything" });
    expect(notBatch.status).toBe(400);
    expect(notBatch.body).toMatchObject({ message: BATCH_MESSAGES.notValidJson });
    const broken = await scene.admin.post("dataimport/edit", { source: "{not json", prompt: "activate everything" });
    expect(broken.body).toMatchObject({ message: BATCH_MESSAGES.notValidJson });
    const blank = await scene.admin.post("dataimport/edit", { source: batch, prompt: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: BATCH_MESSAGES.needsBatchAndPrompt });
    const neither = await scene.admin.post("dataimport/edit", { source: batch });
    expect(neither.status).toBe(400);
    const unknown = await scene.admin.post("dataimport/edit", { source: batch, prompt: "paint every option" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.any(String), unknownWords: ["paint"] });
    const wrongType = await scene.admin.post("dataimport/edit", { source: 5, prompt: "activate everything" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ message: MESSAGES.validationFailed });
  });

  it("is for administrators only", async () => {
    const scene = await importScene(t);
    expect((await scene.configurator.post("dataimport/edit", { source: batch, prompt: "activate" })).status).toBe(403);
    expect((await scene.viewer.post("dataimport/edit", { source: batch, prompt: "activate" })).status).toBe(403);
  });
});

describe("POST dataimport/batch", () => {
  it("answers the current state of the chosen options and products as a batch file", async () => {
    const scene = await importScene(t);
    await createSite(t.db, scene.company, { code: "EU" });
    const option = await createComponentOption(t.db, scene.company, {
      code: "RED",
      tags: ["warm"],
      inactive: true,
      settings: {
        inactivePerSite: [{ siteCode: "EU", inactive: true, activeFrom: null, inventory: 4 }],
        customAttributesJson: [{ id: "a1", name: "color", value: "red" }],
      },
    });
    await createProduct(t.db, scene.company, { styleCode: "SNK", name: "Sneaker", tags: ["shoe"] });
    const res = await scene.admin.post("dataimport/batch", {
      componentOptionCodes: ["RED", "RED"],
      productCodes: ["SNK"],
    });
    expect(res.status).toBe(200);
    const file = res.body as BatchFile;
    expect(file.componentOptions).toEqual([
      {
        code: "RED",
        inactive: true,
        inactivePerSite: [{ site: "EU", inactive: true, activeFrom: null }],
        tags: ["warm"],
        customAttributes: [{ name: "color", value: "red" }],
        lastUpdated: option.updatedAt.toISOString(),
      },
    ]);
    expect(file.products?.map((entry) => [entry.code, entry.tags, entry.inactive])).toEqual([["SNK", ["shoe"], false]]);
  });

  it("refuses unknown codes (naming them), another company's codes, an empty selection and viewers", async () => {
    const scene = await importScene(t);
    const other = await importScene(t);
    await createComponentOption(t.db, other.company, { code: "THEIRS" });
    const res = await scene.admin.post("dataimport/batch", { componentOptionCodes: ["THEIRS", "NOPE"] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      modelState: { componentOptionCodes: [DATA_IMPORT_MESSAGES.unknownCodes("component option", ["THEIRS", "NOPE"])] },
    });
    expect((await scene.admin.post("dataimport/batch", {})).status).toBe(400);
    expect((await scene.admin.post("dataimport/batch", { productCodes: "SNK" })).status).toBe(400);
    expect((await scene.viewer.post("dataimport/batch", { productCodes: ["SNK"] })).status).toBe(403);
  });
});

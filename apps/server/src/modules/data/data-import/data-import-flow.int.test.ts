import type { ComponentOption, ComponentOptionList } from "@atelier/domain/catalogue/component-option.schema";
import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES } from "@atelier/domain/data/import/import-messages";
import { describe, expect, it } from "vitest";
import { createComponentOption, createSite } from "../../../../test/catalogue-factories";
import { useTestApp } from "../../../../test/test-app";
import { applyFeed, dryRun, importScene } from "./data-import.fixtures";

const t = useTestApp();

async function optionByCode(scene: Awaited<ReturnType<typeof importScene>>, code: string) {
  const list = (await scene.admin.get("componentoption")).body as ComponentOptionList;
  const summary = list.componentOptions.find((option) => option.code === code);
  return summary && ((await scene.admin.get(`componentoption/${summary.componentOptionId}`)).body as ComponentOption);
}

describe("a batch file: dry run, apply, undo", () => {
  it("plans the difference, applies exactly it, and undoes it", async () => {
    const scene = await importScene(t);
    await createSite(t.db, scene.company, { code: "EU" });
    await createComponentOption(t.db, scene.company, { code: "RED", tags: ["warm"] });
    await createComponentOption(t.db, scene.company, { code: "BLUE" });
    const feed = await dryRun(scene, {
      componentOptions: [
        { code: "RED", tags: ["warm", "summer"], inactivePerSite: [{ site: "EU", inactive: true }] },
        { code: "BLUE" },
        { code: "GHOST", inactive: true },
      ],
    });
    expect(feed).toMatchObject({
      status: "Success",
      stage: "Planned",
      format: "batch",
      canApply: true,
      canUndo: false,
      summary: { componentOption: { added: 0, changed: 1, unchanged: 1, refused: 1 } },
    });
    expect(feed.log.map((line) => line.level)).toContain("warn");
    const page = await scene.items(feed.dataImportId);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.index, item.code, item.outcome])).toEqual([
      [0, "RED", "changed"],
      [1, "BLUE", "unchanged"],
      [2, "GHOST", "refused"],
    ]);
    expect(page.items[0]?.changes).toEqual([
      { field: "tags", before: ["warm"], after: ["warm", "summer"] },
      {
        field: "inactivePerSite",
        before: [],
        after: [{ siteCode: "EU", inactive: true, activeFrom: null, inventory: null }],
      },
    ]);
    expect(page.items[2]?.refusals).toEqual([{ field: "", reason: DATA_IMPORT_MESSAGES.noOption("GHOST") }]);
    expect((await optionByCode(scene, "RED"))?.tags).toEqual(["warm"]);

    const applied = await applyFeed(scene, feed);
    expect(applied).toMatchObject({ status: "Success", stage: "Applied", canApply: false, canUndo: true });
    expect(applied.appliedAt).not.toBeNull();
    const red = await optionByCode(scene, "RED");
    expect(red?.tags).toEqual(["warm", "summer"]);
    expect(red?.inactivePerSite).toEqual([{ siteCode: "EU", inactive: true, activeFrom: null, inventory: null }]);

    const undone = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(undone.status).toBe(200);
    expect(undone.body as DataImport).toMatchObject({ stage: "Undone", canUndo: false });
    expect((await optionByCode(scene, "RED"))?.tags).toEqual(["warm"]);
  });

  it("adds the options of an export, and undo archives them", async () => {
    const scene = await importScene(t);
    const feed = await dryRun(scene, {
      format: "atelier.componentoption",
      formatVersion: 1,
      exportedAt: "2026-01-01T00:00:00.000Z",
      componentOptions: [{ code: "NEW-1", name: "New one" }, { code: "NEW-2" }],
    });
    expect(feed.summary?.componentOption).toEqual({ added: 2, changed: 0, unchanged: 0, refused: 0 });
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    expect((await optionByCode(scene, "NEW-1"))?.name).toBe("New one");
    const undone = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(undone.status).toBe(200);
    expect(await optionByCode(scene, "NEW-1")).toBeUndefined();
  });
});

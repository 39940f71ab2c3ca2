import type { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES } from "@atelier/domain/data/import/import-messages";
import type { VersionList } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { naturalSortKey } from "@atelier/domain/shared/natural-order";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createComponentOption, optionUpdate } from "../../../../test/catalogue-factories";
import { createProduct } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { componentOptions } from "../../../db/schema/component-options";
import { products as productsTable } from "../../../db/schema/products";
import { applyFeed, dryRun, importScene } from "./data-import.fixtures";

const t = useTestApp();

const errorsOf = (feed: DataImport) => feed.log.filter((line) => line.level === "error").map((line) => line.text);

async function tagsOf(id: string): Promise<string[] | undefined> {
  const [row] = await t.db
    .select({ tags: componentOptions.tags })
    .from(componentOptions)
    .where(eq(componentOptions.id, id));
  return row?.tags;
}

describe("POST dataimport/{id}/apply", () => {
  it("leaves nothing changed when one target row changed after the dry run, naming its code", async () => {
    const scene = await importScene(t);
    const first = await createComponentOption(t.db, scene.company, { code: "AA" });
    const second = await createComponentOption(t.db, scene.company, { code: "BB" });
    const feed = await dryRun(scene, {
      componentOptions: [
        { code: "AA", tags: ["one"] },
        { code: "BB", tags: ["two"] },
      ],
    });
    const current = (await scene.admin.get(`componentoption/${second.id}`)).body as ComponentOption;
    expect(
      (await scene.admin.put(`componentoption/${second.id}`, optionUpdate(current, { name: "Edited" }))).status,
    ).toBe(200);
    const failed = await applyFeed(scene, feed);
    expect(failed).toMatchObject({
      status: "Exception",
      stage: "Planned",
      canApply: false,
      canUndo: false,
      appliedAt: null,
    });
    expect(errorsOf(failed)).toEqual([DATA_IMPORT_MESSAGES.applyStale(["BB"])]);
    expect(await tagsOf(first.id)).toEqual([]);
    expect(await tagsOf(second.id)).toEqual([]);
  });

  it("rolls back the options it wrote (two chunks) when a product changed after the dry run", async () => {
    const scene = await importScene(t);
    const codes = Array.from({ length: 1200 }, (_, index) => `BULK-${index}`);
    await t.db
      .insert(componentOptions)
      .values(codes.map((code) => ({ companyId: scene.company.id, code, codeSortKey: naturalSortKey(code) })));
    const product = await createProduct(t.db, scene.company, { styleCode: "LATER", name: "Later" });
    const feed = await dryRun(scene, {
      componentOptions: codes.map((code) => ({ code, tags: ["bulk"] })),
      products: [{ code: "LATER", tags: ["z"] }],
    });
    expect(feed.summary).toMatchObject({ componentOption: { changed: 1200 }, product: { changed: 1 } });
    await t.db.update(productsTable).set({ etag: "written-elsewhere" }).where(eq(productsTable.id, product.id));
    const failed = await applyFeed(scene, feed);
    expect(errorsOf(failed)).toEqual([DATA_IMPORT_MESSAGES.applyStale(["LATER"])]);
    const tagged = await t.db
      .select({ n: count() })
      .from(componentOptions)
      .where(and(eq(componentOptions.companyId, scene.company.id), sql`'bulk' = any(${componentOptions.tags})`));
    expect(tagged[0]?.n).toBe(0);
  });

  it("refuses a stale etag (412), a feed with nothing to write or already applied (409), and viewers (403)", async () => {
    const scene = await importScene(t);
    await createComponentOption(t.db, scene.company, { code: "SAME" });
    const unchanged = await dryRun(scene, { componentOptions: [{ code: "SAME" }] });
    expect(unchanged.canApply).toBe(false);
    const nothing = await scene.admin.post(`dataimport/${unchanged.dataImportId}/apply`, { etag: unchanged.etag });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ message: DATA_IMPORT_MESSAGES.nothingToApply });

    const feed = await dryRun(scene, { componentOptions: [{ code: "SAME", inactive: true }] });
    const stale = await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: "old" });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ message: MESSAGES.staleEtag });
    expect((await scene.viewer.post(`dataimport/${feed.dataImportId}/apply`, { etag: feed.etag })).status).toBe(403);
    expect((await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, {})).status).toBe(400);
    expect((await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: 7 })).status).toBe(400);
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    const again = await scene.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: applied.etag });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: DATA_IMPORT_MESSAGES.notPlanned });
  });

  it("applies at once an upload without dryRun, products with their parents in the same file", async () => {
    const scene = await importScene(t);
    const uploaded = await scene.upload(
      {
        format: "atelier.products",
        formatVersion: 1,
        exportedAt: "2026-01-01T00:00:00.000Z",
        kind: "Products",
        products: [
          {
            product: { productId: "file-child", name: "Child", styleCode: "CHILD", parentProductId: "file-parent" },
            versions: [{ version: { name: "First", active: true } }],
          },
          { product: { productId: "file-parent", name: "Parent", styleCode: "PARENT" }, versions: [] },
        ],
      },
      { dryRun: false },
    );
    const { feed } = await scene.settle((uploaded.body as DataImport).dataImportId);
    expect(feed).toMatchObject({
      status: "Success",
      stage: "Applied",
      summary: { product: { added: 2 }, version: { added: 1 } },
    });
    const list = (await scene.admin.get("product")).body as { products: { productId: string; styleCode: string }[] };
    const parent = list.products.find((product) => product.styleCode === "PARENT");
    const child = list.products.find((product) => product.styleCode === "CHILD");
    const read = (await scene.admin.get(`product/${child?.productId}`)).body as {
      parentProductId: string;
      productStatus: string;
    };
    expect(read).toMatchObject({ parentProductId: parent?.productId, productStatus: "Development" });
    const versions = (await scene.admin.get(`product/${child?.productId}/version`)).body as VersionList;
    expect(versions.versions).toMatchObject([{ code: 1, name: "First", active: true, parentVersionId: null }]);
  });
});

describe("POST dataimport/{id}/undo", () => {
  it("is refused (409, naming the codes) after a later edit, and archives added products otherwise", async () => {
    const scene = await importScene(t);
    const option = await createComponentOption(t.db, scene.company, { code: "EDITED" });
    await createProduct(t.db, scene.company, { styleCode: "KEEP", name: "Keep" });
    const feed = await dryRun(scene, {
      componentOptions: [{ code: "EDITED", tags: ["x"] }],
      products: [{ code: "KEEP", tags: ["y"] }],
    });
    const applied = await applyFeed(scene, feed);
    expect(applied.stage).toBe("Applied");
    const current = (await scene.admin.get(`componentoption/${option.id}`)).body as ComponentOption;
    expect(
      (await scene.admin.put(`componentoption/${option.id}`, optionUpdate(current, { name: "Later" }))).status,
    ).toBe(200);
    const refused = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: DATA_IMPORT_MESSAGES.undoStale(["EDITED"]) });
    expect(await tagsOf(option.id)).toEqual(["x"]);
    expect((await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: "stale" })).status).toBe(412);
    expect((await scene.viewer.post(`dataimport/${feed.dataImportId}/undo`, { etag: applied.etag })).status).toBe(403);
  });

  it("is refused for a feed that was not applied", async () => {
    const scene = await importScene(t);
    const feed = await dryRun(scene, { componentOptions: [] });
    const res = await scene.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: feed.etag });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: DATA_IMPORT_MESSAGES.notApplied });
  });

  it("names at most 10 codes and counts the rest", () => {
    const codes = Array.from({ length: 13 }, (_, index) => `C${index}`);
    expect(DATA_IMPORT_MESSAGES.undoStale(codes)).toContain("C9 and 3 more");
  });
});

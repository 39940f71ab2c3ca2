import { Readable } from "node:stream";
import {
  DATA_IMPORT_MAX_BYTES,
  type DataImport,
  type DataImportItemPage,
  type DataImportList,
} from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES } from "@atelier/domain/data/import/import-messages";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { createComponentOption } from "../../../../test/catalogue-factories";
import { useTestApp } from "../../../../test/test-app";
import { dryRun, importScene, multipartUpload } from "./data-import.fixtures";

const t = useTestApp();

async function storedKeys(companyId: string): Promise<string[]> {
  return (await t.storage.list(`${companyId}/dataimports/`)).items.map((item) => item.key);
}

const errorLine = (feed: DataImport) => feed.log.filter((line) => line.level === "error").map((line) => line.text);

describe("POST dataimport", () => {
  it("takes a multipart file, lists the feed newest first, and serves the file back under its name", async () => {
    const scene = await importScene(t);
    const text = JSON.stringify({ componentOptions: [] });
    const { payload, headers } = multipartUpload(text, "empty.json");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/dataimport?dryRun=true",
      headers,
      payload,
    });
    expect(res.statusCode).toBe(401);
    const { cookie } = scene;
    const first = await t.app.inject({
      method: "POST",
      url: "/api/v1/dataimport?dryRun=true",
      headers: { ...headers, cookie },
      payload,
    });
    expect(first.statusCode).toBe(201);
    const feed = JSON.parse(first.body) as DataImport;
    expect(feed).toMatchObject({
      name: "empty.json",
      status: "Created",
      stage: "Planned",
      size: text.length,
      summary: null,
    });
    expect(feed.jobStatusId).not.toBeNull();
    const settled = (await scene.settle(feed.dataImportId)).feed;
    expect(settled).toMatchObject({ status: "Success", format: "batch", canApply: false });
    const second = (await scene.upload({ products: [] }, { name: "second.json" })).body as DataImport;
    const list = (await scene.admin.get("dataimport")).body as DataImportList;
    expect(list.dataImports.map((item) => item.dataImportId)).toEqual([second.dataImportId, feed.dataImportId]);
    const source = await t.app.inject({
      method: "GET",
      url: `/api/v1/dataimport/${feed.dataImportId}/source`,
      headers: { cookie },
    });
    expect(source.statusCode).toBe(200);
    expect(source.body).toBe(text);
    expect(source.headers["content-disposition"]).toContain("empty.json");
  });

  it("refuses a file whose first non-blank byte is not '{' at once, storing nothing", async () => {
    const scene = await importScene(t);
    for (const text of ["[1, 2]", "  hello", "", "\n\n"]) {
      const res = await scene.upload(text);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: DATA_IMPORT_MESSAGES.notValidJson });
    }
    const { cookie } = scene;
    const { payload, headers } = multipartUpload("not json at all");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/dataimport",
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: DATA_IMPORT_MESSAGES.notValidJson });
    expect(((await scene.admin.get("dataimport")).body as DataImportList).dataImports).toEqual([]);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });

  it("refuses a 200 MB multipart file (413) without storing it", async () => {
    const scene = await importScene(t);
    const { cookie } = scene;
    const boundary = "----atelierbig";
    const total = 200 * 1024 * 1024;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.json"\r\nContent-Type: application/json\r\n\r\n{"componentOptions":[`,
      );
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
      yield Buffer.from(`]}\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/dataimport",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie },
      payload: Readable.from(body()),
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: UPLOAD_MESSAGES.tooLarge(DATA_IMPORT_MAX_BYTES) });
    expect(await storedKeys(scene.company.id)).toEqual([]);
    expect(((await scene.admin.get("dataimport")).body as DataImportList).dataImports).toEqual([]);
  }, 120_000);

  it("refuses wrong types per field, a missing name and bad base64 (400 with the fields)", async () => {
    const scene = await importScene(t);
    const wrong = await scene.admin.post("dataimport", { name: 5, mimeType: [], source: {} });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as { modelState: object }).modelState).sort()).toEqual([
      "mimeType",
      "name",
      "source",
    ]);
    const blank = await scene.admin.post("dataimport", { name: " ", mimeType: "application/json", source: "e30=" });
    expect(blank.body).toMatchObject({ modelState: { name: ["Name is required."] } });
    const bad = await scene.admin.post("dataimport", { name: "a.json", mimeType: "application/json", source: "###" });
    expect(bad.body).toMatchObject({ modelState: { source: ["Source must be base64."] } });
    const query = await scene.admin.post("dataimport?dryRun=maybe", { name: "a.json", mimeType: "x", source: "e30=" });
    expect(query.status).toBe(400);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/dataimport",
      headers: { "content-type": "application/json", cookie: scene.cookie },
      payload: '{"name": "a.json",',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("is for administrators: a configurator and a viewer are refused, nothing stored", async () => {
    const scene = await importScene(t);
    expect((await scene.upload({ componentOptions: [] }, { as: scene.configurator })).status).toBe(403);
    expect((await scene.upload({ componentOptions: [] }, { as: scene.viewer })).status).toBe(403);
    expect((await scene.viewer.get("dataimport")).status).toBe(403);
    expect(await storedKeys(scene.company.id)).toEqual([]);
  });
});

describe("the dry run's verdict on a file", () => {
  it.each([
    ["broken JSON", '{"componentOptions": [', DATA_IMPORT_MESSAGES.notValidJson],
    ["JSON that is not a batch", '{"items": []}', DATA_IMPORT_MESSAGES.notValidJson],
    ["a list that is not a list", '{"componentOptions": {"code": "A"}}', DATA_IMPORT_MESSAGES.notValidJson],
    ["an entry without a code", '{"componentOptions": [{"tags": []}]}', DATA_IMPORT_MESSAGES.notValidJson],
    [
      "an entry of the wrong type",
      '{"products": [{"code": "A", "inactive": "yes"}]}',
      DATA_IMPORT_MESSAGES.notValidJson,
    ],
    [
      "a newer export",
      '{"format": "atelier.componentoption", "formatVersion": 2, "componentOptions": []}',
      DATA_IMPORT_MESSAGES.newerFormat("atelier.componentoption", 2, 1),
    ],
    [
      "another format",
      '{"format": "atelier.sites", "formatVersion": 1}',
      DATA_IMPORT_MESSAGES.unknownFormat("atelier.sites"),
    ],
    [
      "a format after the lists",
      '{"componentOptions": [{"code": "A"}], "format": "atelier.componentoption", "formatVersion": 1}',
      DATA_IMPORT_MESSAGES.formatAfterLists,
    ],
  ])("%s: the feed ends in Exception with the exact text as an error line", async (_label, text, message) => {
    const scene = await importScene(t);
    const feed = await dryRun(scene, text);
    expect(feed).toMatchObject({ status: "Exception", stage: "Planned", canApply: false, summary: null });
    expect(errorLine(feed)).toEqual([message]);
    expect((await scene.items(feed.dataImportId)).total).toBe(0);
  });

  it("refuses export fields one by one, unknown references, and a code given twice", async () => {
    const scene = await importScene(t);
    await createComponentOption(t.db, scene.company, { code: "KEPT" });
    const feed = await dryRun(scene, {
      format: "atelier.componentoption",
      formatVersion: 1,
      exportedAt: "2026-01-01T00:00:00.000Z",
      componentOptions: [
        { code: "A", inactive: "no", explicitOrder: 1.5 },
        { code: "B", componentOptionDefinitionId: "no-such-definition", inactivePerSite: [{ siteCode: "XX" }] },
        { code: "C" },
        { code: "C" },
        "not an object",
      ],
    });
    expect(feed.summary?.componentOption).toEqual({ added: 1, changed: 0, unchanged: 0, refused: 4 });
    const { items } = (await scene.admin.get(`dataimport/${feed.dataImportId}/items?outcome=refused`))
      .body as DataImportItemPage;
    expect(items.map((item) => [item.code, item.refusals.map((refusal) => refusal.field)])).toEqual([
      ["A", ["explicitOrder", "inactive"]],
      ["B", ["componentOptionDefinitionId", "inactivePerSite.0.siteCode"]],
      ["C", ["code"]],
      ["", [""]],
    ]);
    expect(items[1]?.refusals[0]?.reason).toBe(DATA_IMPORT_MESSAGES.unknownDefinition);
    expect(items[2]?.refusals[0]?.reason).toBe(DATA_IMPORT_MESSAGES.twiceInFile(2));
  });
});

describe("GET dataimport/{id} and its items", () => {
  it("answers 404 for another company's feed on every call, and pages the items", async () => {
    const scene = await importScene(t);
    const other = await importScene(t);
    const feed = await dryRun(scene, {
      format: "atelier.componentoption",
      formatVersion: 1,
      exportedAt: "",
      componentOptions: [{ code: "A" }, { code: "B" }, { code: "C" }],
    });
    for (const path of ["", "/items", "/source", "/history"]) {
      expect((await other.admin.get(`dataimport/${feed.dataImportId}${path}`)).status).toBe(404);
    }
    expect((await other.admin.post(`dataimport/${feed.dataImportId}/apply`, { etag: feed.etag })).status).toBe(404);
    expect((await other.admin.post(`dataimport/${feed.dataImportId}/undo`, { etag: feed.etag })).status).toBe(404);
    const page = await scene.items(feed.dataImportId, "skip=1&take=1&kind=componentOption&outcome=added");
    expect(page).toMatchObject({ total: 3, items: [{ index: 1, code: "B", outcome: "added" }] });
    expect((await scene.admin.get(`dataimport/${feed.dataImportId}/items?take=501`)).status).toBe(400);
    expect((await scene.admin.get(`dataimport/${feed.dataImportId}/items?outcome=gone`)).status).toBe(400);
    expect((await scene.admin.get("dataimport/no-such-id")).body).toMatchObject({ message: MESSAGES.resourceNotFound });
  });
});

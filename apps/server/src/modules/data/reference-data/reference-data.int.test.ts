import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import type { ReferenceData, ReferenceDataList } from "@atelier/domain/data/reference-data.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import {
  addReferenceData,
  csv,
  newFile,
  referenceInput,
  referenceUpdate,
  TRANSLATIONS,
} from "./reference-data.fixtures";
import { referenceFileKey } from "./reference-data-blobs";

const t = useTestApp();

async function people() {
  const everyone = await createCompanyWithEveryRole(t.db);
  return {
    ...everyone,
    asAdmin: await signedIn(t.app, everyone.admin),
    asViewer: await signedIn(t.app, everyone.viewer),
    asConfigurator: await signedIn(t.app, everyone.configurator),
  };
}

async function storedKeys(companyId: string): Promise<string[]> {
  const prefix = referenceFileKey(companyId, "x").split("/").slice(0, 2).join("/");
  const { items } = await t.storage.list(`${prefix}/`);
  return items.map((item) => item.key);
}

describe("POST referencedata/{dataType}", () => {
  it("adds a reference data with its files, trimmed, with an upload in its history", async () => {
    const { asAdmin, company } = await people();
    const res = await asAdmin.post(
      "referencedata/Mapping",
      referenceInput({ name: "  Colours ", type: " COLOURS ", files: [newFile("colours.csv", TRANSLATIONS)] }),
    );
    expect(res.status).toBe(201);
    const created = res.body as ReferenceData;
    expect(created).toMatchObject({ dataType: "Mapping", name: "Colours", type: "COLOURS", description: "" });
    expect(created.files).toEqual([
      expect.objectContaining({ name: "colours.csv", mimeType: "text/csv", size: TRANSLATIONS.length }),
    ]);
    expect(created.files[0]?.lastUpdatedBy).toBe("Administrator Person");
    expect(created.recentFileHistory).toEqual([
      expect.objectContaining({
        action: "uploaded",
        name: "colours.csv",
        referenceDataFileId: created.files[0]?.referenceDataFileId,
      }),
    ]);
    expect(await storedKeys(company.id)).toHaveLength(1);
  });

  it("answers 400 per field: name and type required, a bad data type, a source that is not base64", async () => {
    const { asAdmin } = await people();
    const blank = await asAdmin.post("referencedata/Mapping", { name: "  ", type: "", files: [] });
    expect(blank.status).toBe(400);
    expect(Object.keys((blank.body as { modelState: object }).modelState).sort()).toEqual(["name", "type"]);
    const badType = await asAdmin.post("referencedata/Spreadsheet", referenceInput());
    expect(badType.status).toBe(400);
    const notBase64 = await asAdmin.post(
      "referencedata/Mapping",
      referenceInput({ files: [{ name: "a.csv", mimeType: "text/csv", source: "%%%" }] }),
    );
    expect(notBase64.status).toBe(400);
    expect((notBase64.body as { modelState: Record<string, string[]> }).modelState).toHaveProperty(["files.0.source"]);
    const wrongTypes = await asAdmin.post("referencedata/Mapping", { name: 5, type: ["x"], files: "none" });
    expect(wrongTypes.status).toBe(400);
  });

  it("answers 400 on broken JSON", async () => {
    const { admin } = await createCompanyWithEveryRole(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/referencedata/Mapping",
      headers: { "content-type": "application/json", cookie: await signIn(t.app, admin.email) },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a code the list already has (409 on type), regardless of case; another list may share it", async () => {
    const { asAdmin } = await people();
    await addReferenceData(asAdmin, "Mapping", { type: "SHARED" });
    const again = await asAdmin.post("referencedata/Mapping", referenceInput({ type: "shared" }));
    expect(again.status).toBe(409);
    expect((again.body as { modelState: object }).modelState).toEqual({ type: [REFERENCE_FILE_MESSAGES.typeTaken] });
    expect((await asAdmin.post("referencedata/DataGrid", referenceInput({ type: "SHARED" }))).status).toBe(201);
  });

  it("refuses two files of one name, and a kept file id on a new reference data, storing nothing", async () => {
    const { asAdmin, company } = await people();
    const twice = await asAdmin.post(
      "referencedata/Mapping",
      referenceInput({ files: [newFile("a.csv", TRANSLATIONS), newFile("a.csv", TRANSLATIONS)] }),
    );
    expect(twice.status).toBe(400);
    expect((twice.body as { modelState: object }).modelState).toEqual({
      "files.1.name": [REFERENCE_FILE_MESSAGES.duplicateName],
    });
    const kept = await asAdmin.post(
      "referencedata/Mapping",
      referenceInput({ files: [newFile("a.csv", TRANSLATIONS), { referenceDataFileId: "nope" }] }),
    );
    expect(kept.status).toBe(400);
    expect((kept.body as { modelState: object }).modelState).toEqual({
      "files.1.referenceDataFileId": [REFERENCE_FILE_MESSAGES.fileNotFound],
    });
    expect(await storedKeys(company.id)).toEqual([]);
  });

  it("is refused to a viewer and a configurator (403), and to nobody (401)", async () => {
    const { asViewer, asConfigurator } = await people();
    expect((await asViewer.post("referencedata/Mapping", referenceInput())).status).toBe(403);
    expect((await asConfigurator.post("referencedata/Mapping", referenceInput())).status).toBe(403);
    expect((await apiClient(t.app).post("referencedata/Mapping", referenceInput())).status).toBe(401);
  });
});

describe("GET referencedata", () => {
  it("lists the company's reference data by name to any member, of one type when asked", async () => {
    const { asAdmin, asViewer } = await people();
    await addReferenceData(asAdmin, "Mapping", { name: "Beta" });
    await addReferenceData(asAdmin, "DataGrid", { name: "Alpha" });
    const other = await people();
    await addReferenceData(other.asAdmin, "Mapping", { name: "Other company's" });
    const all = (await asViewer.get("referencedata")).body as ReferenceDataList;
    expect(all.referenceDatas.map((item) => item.name)).toEqual(["Alpha", "Beta"]);
    const grids = (await asViewer.get("referencedata?type=DataGrid")).body as ReferenceDataList;
    expect(grids.referenceDatas.map((item) => item.name)).toEqual(["Alpha"]);
    expect((await asViewer.get("referencedata?type=Nope")).status).toBe(400);
  });

  it("is read with an API key of the company", async () => {
    const { company, asAdmin } = await people();
    await addReferenceData(asAdmin, "Integration");
    const key = await createApiKey(t.db, company, ["None"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).get("referencedata");
    expect((res.body as ReferenceDataList).referenceDatas).toHaveLength(1);
  });
});

describe("GET referencedata/{dataType}/{id}", () => {
  it("answers it, with parsed rows when asked; 404 under another data type or company", async () => {
    const { asAdmin, asViewer } = await people();
    const created = await addReferenceData(asAdmin, "Mapping", { files: [newFile("colours.csv", TRANSLATIONS)] });
    const path = `referencedata/Mapping/${created.referenceDataId}`;
    const plain = (await asViewer.get(path)).body as ReferenceData;
    expect(plain.parsed).toBeUndefined();
    const parsed = (await asViewer.get(`${path}?expand=parsed`)).body as ReferenceData;
    expect(parsed.parsed).toEqual([
      {
        referenceDataFileId: created.files[0]?.referenceDataFileId,
        name: "colours.csv",
        rows: [
          { _type: "header", cells: ["Source", "French"] },
          { _type: "data", cells: ["Red", "Rouge"] },
          { _type: "data", cells: ["Blue", "Bleu"] },
        ],
      },
    ]);
    expect((await asViewer.get(`referencedata/DataGrid/${created.referenceDataId}`)).status).toBe(404);
    const other = await people();
    expect((await other.asAdmin.get(path)).status).toBe(404);
    expect((await asViewer.get(`${path}?expand=everything`)).status).toBe(400);
  });
});

describe("PUT referencedata/{dataType}/{id}", () => {
  it("writes the fields and files: a new file named like a kept one replaces it, an omitted one is removed", async () => {
    const { asAdmin } = await people();
    const created = await addReferenceData(asAdmin, "Mapping", {
      files: [newFile("a.csv", TRANSLATIONS), newFile("b.csv", TRANSLATIONS)],
    });
    const [a, b] = created.files;
    const changed = csv([
      ["Source", "French"],
      ["Green", "Vert"],
    ]);
    const res = await asAdmin.put(
      `referencedata/Mapping/${created.referenceDataId}`,
      referenceUpdate(created, {
        name: "Renamed",
        files: [
          { referenceDataFileId: a?.referenceDataFileId ?? "" },
          newFile("a.csv", changed),
          newFile("c.csv", TRANSLATIONS),
        ],
      }),
    );
    expect(res.status).toBe(200);
    const saved = res.body as ReferenceData;
    expect(saved.name).toBe("Renamed");
    expect(saved.etag).not.toBe(created.etag);
    expect(saved.files.map((file) => [file.name, file.size])).toEqual([
      ["a.csv", changed.length],
      ["c.csv", TRANSLATIONS.length],
    ]);
    expect(saved.files[0]?.referenceDataFileId).toBe(a?.referenceDataFileId);
    expect(saved.recentFileHistory.map((entry) => [entry.action, entry.name]).sort()).toEqual([
      ["removed", "b.csv"],
      ["uploaded", "a.csv"],
      ["uploaded", "a.csv"],
      ["uploaded", "b.csv"],
      ["uploaded", "c.csv"],
    ]);
    expect(saved.recentFileHistory.find((entry) => entry.action === "removed")?.referenceDataFileId).toBe(
      b?.referenceDataFileId,
    );
  });

  it("answers 412 for a stale etag, 404 for another company's, 403 to a viewer, 400 without an etag", async () => {
    const { asAdmin, asViewer } = await people();
    const created = await addReferenceData(asAdmin, "Integration");
    const path = `referencedata/Integration/${created.referenceDataId}`;
    expect((await asAdmin.put(path, referenceUpdate(created, { name: "One" }))).status).toBe(200);
    const stale = await asAdmin.put(path, referenceUpdate(created, { name: "Two" }));
    expect(stale.status).toBe(412);
    expect((stale.body as { message: string }).message).toBe(MESSAGES.staleEtag);
    expect((await asViewer.put(path, referenceUpdate(created))).status).toBe(403);
    const other = await people();
    expect((await other.asAdmin.put(path, referenceUpdate(created))).status).toBe(404);
    const { etag: _etag, ...withoutEtag } = referenceUpdate(created);
    expect((await asAdmin.put(path, withoutEtag)).status).toBe(400);
  });

  it("refuses a kept id that is not one of its files (another reference data's)", async () => {
    const { asAdmin } = await people();
    const first = await addReferenceData(asAdmin, "Mapping", { files: [newFile("a.csv", TRANSLATIONS)] });
    const second = await addReferenceData(asAdmin, "Mapping");
    const res = await asAdmin.put(
      `referencedata/Mapping/${second.referenceDataId}`,
      referenceUpdate(second, { files: [{ referenceDataFileId: first.files[0]?.referenceDataFileId ?? "" }] }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { modelState: object }).modelState).toEqual({
      "files.0.referenceDataFileId": [REFERENCE_FILE_MESSAGES.fileNotFound],
    });
  });
});

describe("DELETE referencedata/{dataType}/{id}", () => {
  it("removes it with its files' objects, read with its etag (412 stale, 404 again, 403 viewer)", async () => {
    const { asAdmin, asViewer, company } = await people();
    const created = await addReferenceData(asAdmin, "Mapping", { files: [newFile("a.csv", TRANSLATIONS)] });
    const path = `referencedata/Mapping/${created.referenceDataId}`;
    expect((await asViewer.delete(`${path}?etag=${created.etag}`)).status).toBe(403);
    expect((await asAdmin.delete(`${path}?etag=stale`)).status).toBe(412);
    expect((await asAdmin.delete(path)).status).toBe(400);
    const other = await people();
    expect((await other.asAdmin.delete(`${path}?etag=${created.etag}`)).status).toBe(404);
    expect((await asAdmin.delete(`${path}?etag=${created.etag}`)).status).toBe(200);
    expect((await asAdmin.get(path)).status).toBe(404);
    expect(await storedKeys(company.id)).toEqual([]);
    const history = await asAdmin.get(`${path}/history`);
    expect(history.status).toBe(404);
  });
});

import { REFERENCE_FILE_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import {
  REFERENCE_DATA_MESSAGES,
  REFERENCE_FILE_MAX_BYTES,
  REFERENCE_FILE_MAX_COLUMNS,
  REFERENCE_FILES_MAX,
  type ReferenceData,
} from "@atelier/domain/data/reference-data.schema";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";
import { addReferenceData, csv, newFile, TRANSLATIONS, xlsx, zipOfText } from "./reference-data.fixtures";
import { XLSX_MIME_TYPE } from "./reference-file-read";

const t = useTestApp();

async function adminWithMapping(dataType: "Mapping" | "DataGrid" = "Mapping") {
  const everyone = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, everyone.admin);
  const reference = await addReferenceData(asAdmin, dataType, { files: [newFile("colours.csv", TRANSLATIONS)] });
  const path = `referencedata/${dataType}/${reference.referenceDataId}`;
  return { ...everyone, asAdmin, reference, path };
}

const modelStateOf = (body: unknown) => (body as { modelState: Record<string, string[]> }).modelState;

describe("POST referencedata/{dataType}/{id} (one file, saved at once)", () => {
  it("adds a file (JSON, base64) and gives the reference data a new etag", async () => {
    const { asAdmin, reference, path } = await adminWithMapping();
    const res = await asAdmin.post(
      path,
      newFile(
        "more.xlsx",
        xlsx([
          ["Source", "French"],
          ["Green", "Vert"],
        ]),
        "x",
      ),
    );
    expect(res.status).toBe(200);
    const saved = res.body as ReferenceData;
    expect(saved.etag).not.toBe(reference.etag);
    expect(saved.files.map((file) => [file.name, file.mimeType])).toEqual([
      ["colours.csv", "text/csv"],
      ["more.xlsx", XLSX_MIME_TYPE],
    ]);
    const parsed = (await asAdmin.get(`${path}?expand=parsed`)).body as ReferenceData;
    expect(parsed.parsed?.[1]?.rows).toEqual([
      { _type: "header", cells: ["Source", "French"] },
      { _type: "data", cells: ["Green", "Vert"] },
    ]);
  });

  it("replaces the file of its name (multipart), keeping both versions downloadable from the history", async () => {
    const { admin, reference, path } = await adminWithMapping();
    const cookie = await signIn(t.app, admin.email);
    const second = csv([
      ["Source", "French"],
      ["Black", "Noir"],
    ]);
    const { payload, headers } = multipartBody([{ name: "file", fileName: "colours.csv", content: second }]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/${path}`,
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const saved = JSON.parse(res.body) as ReferenceData;
    const [file] = saved.files;
    expect(saved.files).toHaveLength(1);
    expect(file?.referenceDataFileId).toBe(reference.files[0]?.referenceDataFileId);
    const [newest, oldest] = saved.recentFileHistory;
    expect(saved.recentFileHistory.map((entry) => entry.action)).toEqual(["uploaded", "uploaded"]);
    const download = (id: string) => t.app.inject({ method: "GET", url: `/api/v1/${path}/${id}`, headers: { cookie } });
    const current = await download(file?.referenceDataFileId ?? "");
    expect(current.body).toBe(second);
    expect(current.headers["content-disposition"]).toContain('filename="colours.csv"');
    expect((await download(oldest?.referenceDataFileHistoryId ?? "")).body).toBe(TRANSLATIONS);
    expect((await download(newest?.referenceDataFileHistoryId ?? "")).body).toBe(second);
    expect((await download("nope")).statusCode).toBe(404);
  });

  it.each([
    [
      "a csv without header",
      newFile(
        "x.csv",
        csv([
          ["", "Rouge"],
          ["Red", "Rouge"],
        ]),
      ),
      REFERENCE_DATA_MESSAGES.missingHeader,
    ],
    ["a blank csv", newFile("x.csv", "\n\n"), REFERENCE_DATA_MESSAGES.missingHeader],
    ["an xlsx without header", newFile("x.xlsx", xlsx([[], ["Red", "Rouge"]])), REFERENCE_DATA_MESSAGES.missingHeader],
    ["binary bytes", newFile("x.csv", Buffer.from([0, 1, 2, 3, 255])), REFERENCE_DATA_MESSAGES.notSpreadsheet],
    [
      "too many columns",
      newFile("x.csv", csv([Array.from({ length: REFERENCE_FILE_MAX_COLUMNS + 1 }, (_, i) => `C${i}`)])),
      REFERENCE_FILE_MESSAGES.tooManyColumns,
    ],
  ])("refuses %s with its message on source", async (_case, file, message) => {
    const { asAdmin, path } = await adminWithMapping();
    const res = await asAdmin.post(path, file);
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)).toEqual({ source: [message] });
  });

  it("refuses an xlsx that is really a zip of something else", async () => {
    const { asAdmin, path } = await adminWithMapping();
    const res = await asAdmin.post(path, newFile("fake.xlsx", await zipOfText()));
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)).toEqual({ source: [REFERENCE_DATA_MESSAGES.notSpreadsheet] });
  });

  it("refuses a broken csv quote with the reader's detail", async () => {
    const { asAdmin, path } = await adminWithMapping();
    const res = await asAdmin.post(path, newFile("x.csv", 'Source,French\n"Red,Rouge\nBlue"x,Bleu'));
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body).source?.[0]).toMatch(/^The CSV file could not be read: /);
  });

  it("takes a large file as multipart, refuses one over the size limit (413) and no file (400)", async () => {
    const { admin, path, asAdmin } = await adminWithMapping();
    const cookie = await signIn(t.app, admin.email);
    const send = (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(parts);
      return t.app.inject({ method: "POST", url: `/api/v1/${path}`, headers: { ...headers, cookie }, payload });
    };
    const large = `Code\n${"ABCDEFGHIJKLMNOPQRSTUVWXYZ\n".repeat(150_000)}`;
    expect((await send([{ name: "file", fileName: "large.csv", content: large }])).statusCode).toBe(200);
    const big = Buffer.alloc(REFERENCE_FILE_MAX_BYTES + 1, "a");
    const res = await send([{ name: "file", fileName: "big.csv", content: big }]);
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body).message).toBe(UPLOAD_MESSAGES.tooLarge(REFERENCE_FILE_MAX_BYTES));
    const json = await asAdmin.post(path, newFile("big.csv", large));
    // A JSON source is one string of the request, held to its limit: larger files come as multipart.
    expect(json.status).toBe(413);
    const empty = await send([{ name: "note", value: "x" }]);
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).message).toBe(UPLOAD_MESSAGES.noFile);
  });

  it("keeps a data grid's files on one header row", async () => {
    const { asAdmin, path } = await adminWithMapping("DataGrid");
    const other = csv([
      ["Source", "German"],
      ["Red", "Rot"],
    ]);
    const res = await asAdmin.post(path, newFile("other.csv", other));
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)).toEqual({ source: [REFERENCE_FILE_MESSAGES.headerDiffers(["Source", "French"])] });
    const replacing = await asAdmin.post(path, newFile("colours.csv", other));
    expect(replacing.status).toBe(200);
  });

  it("holds at most REFERENCE_FILES_MAX files", async () => {
    const { asAdmin, path } = await adminWithMapping();
    for (let index = 1; index < REFERENCE_FILES_MAX; index++) {
      expect((await asAdmin.post(path, newFile(`f${index}.csv`, TRANSLATIONS))).status).toBe(200);
    }
    const res = await asAdmin.post(path, newFile("one-too-many.csv", TRANSLATIONS));
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)).toEqual({ source: [REFERENCE_FILE_MESSAGES.tooManyFiles] });
  });

  it("is refused to a viewer (403) and for another company's reference data (404)", async () => {
    const { path, viewer } = await adminWithMapping();
    const asViewer = await signedIn(t.app, viewer);
    expect((await asViewer.post(path, newFile("a.csv", TRANSLATIONS))).status).toBe(403);
    const other = await createCompanyWithEveryRole(t.db);
    const asOther = await signedIn(t.app, other.admin);
    expect((await asOther.post(path, newFile("a.csv", TRANSLATIONS))).status).toBe(404);
    expect((await asOther.get(`${path}/whatever`)).status).toBe(404);
  });
});

import { type LegacyMapping, REFERENCE_DATA_MESSAGES } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";
import { csv, newFile, TRANSLATIONS, zipOfText } from "../reference-data/reference-data.fixtures";
import { LEGACY_MAPPING_MESSAGES } from "./legacy-mapping.service";

const t = useTestApp();

async function people() {
  const everyone = await createCompanyWithEveryRole(t.db);
  return {
    ...everyone,
    asAdmin: await signedIn(t.app, everyone.admin),
    asConfigurator: await signedIn(t.app, everyone.configurator),
    asViewer: await signedIn(t.app, everyone.viewer),
  };
}

describe("legacymapping", () => {
  it("starts empty, uploads, replaces and clears with a history of who and when, newest first", async () => {
    const { asAdmin, asConfigurator, asViewer, admin } = await people();
    expect((await asViewer.get("legacymapping")).body).toEqual({ file: null, history: [] });
    const first = await asAdmin.put("legacymapping", newFile("legacy.csv", TRANSLATIONS));
    expect(first.status).toBe(200);
    expect((first.body as LegacyMapping).file).toMatchObject({
      name: "legacy.csv",
      size: TRANSLATIONS.length,
      mimeType: "text/csv",
    });
    const second = csv([
      ["Old", "New"],
      ["a", "b"],
    ]);
    const cookie = await signIn(t.app, admin.email);
    const { payload, headers } = multipartBody([{ name: "file", fileName: "second.csv", content: second }]);
    const multipart = await t.app.inject({
      method: "PUT",
      url: "/api/v1/legacymapping",
      headers: { ...headers, cookie },
      payload,
    });
    expect(multipart.statusCode).toBe(200);
    const cleared = await asConfigurator.delete("legacymapping");
    expect(cleared.status).toBe(200);
    const mapping = cleared.body as LegacyMapping;
    expect(mapping.file).toBeNull();
    expect(mapping.history.map((entry) => [entry.action, entry.name, entry.by])).toEqual([
      ["cleared", null, "Manage Configuration Person"],
      ["uploaded", "second.csv", "Administrator Person"],
      ["uploaded", "legacy.csv", "Administrator Person"],
    ]);
    expect((await asViewer.get("legacymapping/file")).status).toBe(404);
    const [clearedEntry, secondEntry, firstEntry] = mapping.history;
    const download = (id: string) =>
      t.app.inject({ method: "GET", url: `/api/v1/legacymapping/${id}/file`, headers: { cookie } });
    expect((await download(firstEntry?.legacyMappingHistoryId ?? "")).body).toBe(TRANSLATIONS);
    expect((await download(secondEntry?.legacyMappingHistoryId ?? "")).body).toBe(second);
    expect((await download(clearedEntry?.legacyMappingHistoryId ?? "")).statusCode).toBe(404);
    expect((await asAdmin.delete("legacymapping")).status).toBe(409);
    expect(((await asAdmin.delete("legacymapping")).body as { message: string }).message).toBe(
      LEGACY_MAPPING_MESSAGES.nothingToClear,
    );
  });

  it("downloads the current file", async () => {
    const { asAdmin, admin } = await people();
    await asAdmin.put("legacymapping", newFile("legacy.csv", TRANSLATIONS));
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/legacymapping/file",
      headers: { cookie: await signIn(t.app, admin.email) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TRANSLATIONS);
  });

  it("checks the file like a mapping file", async () => {
    const { asAdmin } = await people();
    const noHeader = await asAdmin.put("legacymapping", newFile("x.csv", csv([["", "b"]])));
    expect(noHeader.status).toBe(400);
    expect((noHeader.body as { modelState: object }).modelState).toEqual({
      source: [REFERENCE_DATA_MESSAGES.missingHeader],
    });
    const zip = await asAdmin.put("legacymapping", newFile("x.xlsx", await zipOfText()));
    expect((zip.body as { modelState: object }).modelState).toEqual({
      source: [REFERENCE_DATA_MESSAGES.notSpreadsheet],
    });
    expect((await asAdmin.put("legacymapping", { name: "x.csv" })).status).toBe(400);
    expect((await asAdmin.get("legacymapping")).body).toEqual({ file: null, history: [] });
  });

  it("is written by editors only, and each company sees its own", async () => {
    const { asAdmin, asViewer } = await people();
    expect((await asViewer.put("legacymapping", newFile("legacy.csv", TRANSLATIONS))).status).toBe(403);
    expect((await asViewer.delete("legacymapping")).status).toBe(403);
    await asAdmin.put("legacymapping", newFile("legacy.csv", TRANSLATIONS));
    const other = await people();
    expect((await other.asViewer.get("legacymapping")).body).toEqual({ file: null, history: [] });
    const history = ((await asAdmin.get("legacymapping")).body as LegacyMapping).history;
    const id = history[0]?.legacyMappingHistoryId ?? "";
    expect((await other.asAdmin.get(`legacymapping/${id}/file`)).status).toBe(404);
  });
});

import {
  COMPONENT_OPTION_EXPORT_FORMAT,
  type ComponentOption,
  ComponentOptionExportDocument,
  type ComponentOptionList,
} from "@atelier/domain/catalogue/component-option.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createComponentOption, optionInput } from "../../../../test/catalogue-factories";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  signedIn,
  signedInAdmin,
} from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { COMPONENT_OPTION_MESSAGES } from "./component-option-messages";

const t = useTestApp();
const codesOf = (body: unknown) => (body as ComponentOptionList).componentOptions.map((option) => option.code);

describe("PUT componentoption/order", () => {
  it("gives every option its place and a new etag, in one go", async () => {
    const { company, client } = await signedInAdmin(t);
    const a = await createComponentOption(t.db, company, { code: "A" });
    const b = await createComponentOption(t.db, company, { code: "B" });
    const c = await createComponentOption(t.db, company, { code: "C" });
    const res = await client.put("componentoption/order", {
      componentOptions: [
        { componentOptionId: a.id, etag: a.etag, explicitOrder: null, orderAtEnd: true },
        { componentOptionId: c.id, etag: c.etag, explicitOrder: 1 },
        { componentOptionId: b.id, etag: b.etag, explicitOrder: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual(["C", "B", "A"]);
    const reordered = (res.body as ComponentOptionList).componentOptions;
    expect(reordered.map((option) => option.etag)).not.toContain(a.etag);
    expect(reordered[2]).toMatchObject({ orderListEnd: true, explicitOrder: null });
    expect(codesOf((await client.get("componentoption")).body)).toEqual(["C", "B", "A"]);
  });

  it("changes nothing when one etag is stale: 412", async () => {
    const { company, client } = await signedInAdmin(t);
    const a = await createComponentOption(t.db, company, { code: "A" });
    const b = await createComponentOption(t.db, company, { code: "B" });
    const before = (await client.get("componentoption")).body;
    const res = await client.put("componentoption/order", {
      componentOptions: [
        { componentOptionId: b.id, etag: b.etag, explicitOrder: 1 },
        { componentOptionId: a.id, etag: "stale", explicitOrder: 2 },
      ],
    });
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get("componentoption")).body).toEqual(before);
  });

  it("changes nothing when one option is another company's: 404", async () => {
    const { company, client } = await signedInAdmin(t);
    const mine = await createComponentOption(t.db, company, { code: "MINE" });
    const foreign = await createComponentOption(t.db, await createCompany(t.db));
    const res = await client.put("componentoption/order", {
      componentOptions: [
        { componentOptionId: mine.id, etag: mine.etag, explicitOrder: 1 },
        { componentOptionId: foreign.id, etag: foreign.etag, explicitOrder: 2 },
      ],
    });
    expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect((await client.get(`componentoption/${mine.id}`)).body).toMatchObject({
      etag: mine.etag,
      explicitOrder: null,
    });
  });

  it("refuses an option listed twice, and an empty list", async () => {
    const { company, client } = await signedInAdmin(t);
    const a = await createComponentOption(t.db, company);
    const place = { componentOptionId: a.id, etag: a.etag, explicitOrder: 1 };
    const twice = await client.put("componentoption/order", { componentOptions: [place, place] });
    expect(twice).toMatchObject({
      status: 400,
      body: { modelState: { componentOptions: [COMPONENT_OPTION_MESSAGES.listedTwice] } },
    });
    expect((await client.put("componentoption/order", { componentOptions: [] })).status).toBe(400);
  });

  it("refuses role None with 403, and lets an API key with an editing role reorder", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const a = await createComponentOption(t.db, company);
    const body = { componentOptions: [{ componentOptionId: a.id, etag: a.etag, explicitOrder: 5 }] };
    expect((await (await signedIn(t.app, viewer)).put("componentoption/order", body)).status).toBe(403);
    const reader = await createApiKey(t.db, company, ["None"]);
    expect(
      (await apiClient(t.app, { authorization: reader.authorization }).put("componentoption/order", body)).status,
    ).toBe(403);
    const editor = await createApiKey(t.db, company, ["Manage Configuration"]);
    const res = await apiClient(t.app, { authorization: editor.authorization }).put("componentoption/order", body);
    expect(res).toMatchObject({ status: 200, body: { componentOptions: [{ explicitOrder: 5 }] } });
  });
});

describe("POST componentoption/export", () => {
  it("exports every field of the options asked for, in the order asked, each once", async () => {
    const { client } = await signedInAdmin(t);
    const red = (await client.post("componentoption", optionInput({ code: "RED", notes: "n", otherCodes: ["R"] })))
      .body as ComponentOption;
    const blue = (await client.post("componentoption", optionInput({ code: "BLUE" }))).body as ComponentOption;
    const res = await client.post("componentoption/export", { codes: ["BLUE", "RED", "BLUE"] });
    expect(res.status).toBe(200);
    const document = ComponentOptionExportDocument.parse(res.body);
    expect(document.format).toBe(COMPONENT_OPTION_EXPORT_FORMAT);
    expect(document.formatVersion).toBe(1);
    expect(Number.isNaN(Date.parse(document.exportedAt))).toBe(false);
    expect(document.componentOptions).toEqual([blue, red]);
  });

  it("exports nothing when a code is not a live option of the company: 404", async () => {
    const { company, client } = await signedInAdmin(t);
    await createComponentOption(t.db, company, { code: "HERE" });
    await createComponentOption(t.db, company, { code: "ARCHIVED", archived: true });
    await createComponentOption(t.db, await createCompany(t.db), { code: "THERE" });
    for (const code of ["ARCHIVED", "THERE", "NOWHERE"]) {
      const res = await client.post("componentoption/export", { codes: ["HERE", code] });
      expect(res).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    expect((await client.post("componentoption/export", { codes: [] })).status).toBe(400);
  });

  it("is for editors: role None gets 403, an API key with an editing role exports", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    await createComponentOption(t.db, company, { code: "X1" });
    const body = { codes: ["X1"] };
    expect((await (await signedIn(t.app, viewer)).post("componentoption/export", body)).status).toBe(403);
    const reader = await createApiKey(t.db, company, ["None"]);
    expect(
      (await apiClient(t.app, { authorization: reader.authorization }).post("componentoption/export", body)).status,
    ).toBe(403);
    const editor = await createApiKey(t.db, company, ["Administrator"]);
    const res = await apiClient(t.app, { authorization: editor.authorization }).post("componentoption/export", body);
    expect(res).toMatchObject({ status: 200, body: { componentOptions: [{ code: "X1" }] } });
  });
});

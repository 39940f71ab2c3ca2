import type { ComponentOption, ComponentOptionList } from "@atelier/domain/catalogue/component-option.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createComponentOption, createDefinitionForOptions, optionInput } from "../../../../test/catalogue-factories";
import {
  createApiKey,
  createCompany,
  createCompanyWithEveryRole,
  createUser,
  signedIn,
  signedInAdmin,
  signIn,
} from "../../../../test/factories";
import { apiClient, call } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();
const asOption = (body: unknown) => body as ComponentOption;
const codesOf = (body: unknown) => (body as ComponentOptionList).componentOptions.map((option) => option.code);

describe("GET componentoption", () => {
  it("lists the live options in order: explicit order, then none, then those at the end; ties by code", async () => {
    const { company, client } = await signedInAdmin(t);
    await createComponentOption(t.db, company, { code: "b" });
    await createComponentOption(t.db, company, { code: "B" });
    await createComponentOption(t.db, company, { code: "LAST", orderListEnd: true, explicitOrder: 1 });
    await createComponentOption(t.db, company, { code: "SECOND", explicitOrder: 2 });
    await createComponentOption(t.db, company, { code: "FIRST", explicitOrder: -1 });
    await createComponentOption(t.db, company, { code: "GONE", archived: true });
    await createComponentOption(t.db, await createCompany(t.db), { code: "OTHER" });
    const res = await client.get("componentoption");
    expect(res.status).toBe(200);
    expect(codesOf(res.body)).toEqual(["FIRST", "SECOND", "B", "b", "LAST"]);
    expect((res.body as ComponentOptionList).total).toBe(5);
  });

  it("answers summaries only, of one definition when asked, up to take", async () => {
    const { company, client } = await signedInAdmin(t);
    const color = await createDefinitionForOptions(t.db, company);
    const red = await createComponentOption(t.db, company, {
      code: "RED",
      name: "Red",
      tags: ["warm"],
      componentOptionDefinitionId: color.id,
      settings: { notes: "not in lists" },
    });
    await createComponentOption(t.db, company, { code: "RED2", componentOptionDefinitionId: color.id });
    await createComponentOption(t.db, company, { code: "ANY" });
    const res = await client.get(`componentoption?componentOptionDefinitionId=${color.id}&take=1`);
    expect(res.body).toEqual({
      componentOptions: [
        {
          componentOptionId: red.id,
          etag: red.etag,
          componentOptionDefinitionId: color.id,
          code: "RED",
          name: "Red",
          description: "",
          tags: ["warm"],
          explicitOrder: null,
          orderListEnd: false,
          inactive: false,
        },
      ],
      total: 2,
    });
  });

  it("checks take", async () => {
    const { client } = await signedInAdmin(t);
    expect((await client.get("componentoption?take=100000")).status).toBe(200);
    const res = await client.get("componentoption?take=100001");
    expect(res).toMatchObject({ status: 400, body: { modelState: { take: ["Take must be at most 100000."] } } });
  });

  it("answers 304 while the list is unchanged, and a new list after every write", async () => {
    const company = await createCompany(t.db);
    const cookie = await signIn(t.app, (await createUser(t.db, company)).email);
    const client = apiClient(t.app, { cookie });
    const revalidate = (etag: string) =>
      call(t.app, "GET", "componentoption", undefined, { cookie, headers: { "if-none-match": etag } });
    const option = asOption((await client.post("componentoption", optionInput({ code: "ONE" }))).body);
    const first = await client.get("componentoption");
    expect(first.response.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.response.headers.etag);
    expect((await revalidate(etag)).status).toBe(304);
    await client.delete(`componentoption/${option.componentOptionId}?etag=${option.etag}`);
    const after = await revalidate(etag);
    expect(after.status).toBe(200);
    expect(codesOf(after.body)).toEqual([]);
  });

  it("lets every role and an API key of role None read; nobody signed in gets 401", async () => {
    const { company, atelier, admin, configurator, orderManager, viewer } = await createCompanyWithEveryRole(t.db);
    await createComponentOption(t.db, company, { code: "SEEN" });
    for (const user of [atelier, admin, configurator, orderManager, viewer]) {
      expect(codesOf((await (await signedIn(t.app, user)).get("componentoption")).body)).toEqual(["SEEN"]);
    }
    const key = await createApiKey(t.db, company, ["None"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).get("componentoption")).status).toBe(200);
    expect((await apiClient(t.app).get("componentoption")).status).toBe(401);
  });
});

describe("GET componentoption/{id}", () => {
  it("answers another company's option, an archived one and a missing one alike: 404", async () => {
    const { company, client } = await signedInAdmin(t);
    const foreign = await createComponentOption(t.db, await createCompany(t.db));
    const archived = await createComponentOption(t.db, company, { archived: true });
    const missing = await client.get("componentoption/no-such-option");
    expect(missing).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    for (const id of [foreign.id, archived.id]) {
      const res = await client.get(`componentoption/${id}`);
      expect([res.status, res.body]).toEqual([missing.status, missing.body]);
    }
  });

  it("lets role None and an API key of role None read", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const option = await createComponentOption(t.db, company, { code: "READ" });
    expect((await (await signedIn(t.app, viewer)).get(`componentoption/${option.id}`)).body).toMatchObject({
      code: "READ",
    });
    const key = await createApiKey(t.db, company, ["None"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).get(`componentoption/${option.id}`);
    expect(res).toMatchObject({ status: 200, body: { code: "READ", notes: "" } });
  });
});

describe("DELETE componentoption/{id}?etag=", () => {
  it("archives: 204, then the option leaves reads and lists, and its code is free", async () => {
    const { client } = await signedInAdmin(t);
    const option = asOption((await client.post("componentoption", optionInput({ code: "ARCH" }))).body);
    const res = await client.delete(`componentoption/${option.componentOptionId}?etag=${option.etag}`);
    expect(res.status).toBe(204);
    expect((await client.get(`componentoption/${option.componentOptionId}`)).status).toBe(404);
    expect(codesOf((await client.get("componentoption")).body)).not.toContain("ARCH");
    expect((await client.post("componentoption", optionInput({ code: "ARCH" }))).status).toBe(201);
    expect((await client.delete(`componentoption/${option.componentOptionId}?etag=${option.etag}`)).status).toBe(404);
  });

  it("answers 412 for a stale etag and changes nothing, and needs the etag", async () => {
    const { company, client } = await signedInAdmin(t);
    const option = await createComponentOption(t.db, company);
    const stale = await client.delete(`componentoption/${option.id}?etag=old`);
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.get(`componentoption/${option.id}`)).body).toMatchObject({ etag: option.etag });
    const missing = await client.delete(`componentoption/${option.id}?etag=`);
    expect(missing).toMatchObject({ status: 400, body: { modelState: { etag: ["Etag is required."] } } });
  });

  it("answers 404 for another company's option, leaving it as it was", async () => {
    const { client } = await signedInAdmin(t);
    const other = await createCompany(t.db);
    const foreign = await createComponentOption(t.db, other);
    expect((await client.delete(`componentoption/${foreign.id}?etag=${foreign.etag}`)).status).toBe(404);
    const owner = await signedIn(t.app, await createUser(t.db, other));
    expect((await owner.get(`componentoption/${foreign.id}`)).status).toBe(200);
  });

  it("refuses role None with 403, and lets an API key with an editing role archive", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const option = await createComponentOption(t.db, company);
    const path = `componentoption/${option.id}?etag=${option.etag}`;
    expect((await (await signedIn(t.app, viewer)).delete(path)).status).toBe(403);
    const reader = await createApiKey(t.db, company, ["None"]);
    expect((await apiClient(t.app, { authorization: reader.authorization }).delete(path)).status).toBe(403);
    const editor = await createApiKey(t.db, company, ["Manage Configuration"]);
    expect((await apiClient(t.app, { authorization: editor.authorization }).delete(path)).status).toBe(204);
  });
});

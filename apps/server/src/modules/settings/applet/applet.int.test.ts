import type { Applet, AppletList } from "@atelier/domain/settings/applet.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn, signedInAdmin, signIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addApplet, appletInput } from "./applet.fixtures";

const t = useTestApp();

const modelStateOf = (body: unknown) => (body as { modelState: Record<string, string[]> }).modelState;

describe("POST app", () => {
  it("adds an applet without files, trimmed, Global unless told", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("app", { name: " Viewer ", description: " Shows it " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Viewer", description: "Shows it", scope: "Global", files: [] });
    const applet = res.body as Applet;
    expect((await client.get(`app/${applet.appletId}`)).body).toEqual(applet);
  });

  it.each([
    ["no name", { name: undefined }, "name", fieldMessages.required("Name")],
    ["a blank name", { name: "   " }, "name", fieldMessages.required("Name")],
    ["a name over 256", { name: "n".repeat(257) }, "name", fieldMessages.maxLength("Name", 256)],
    [
      "a description over 2000",
      { description: "d".repeat(2001) },
      "description",
      fieldMessages.maxLength("Description", 2000),
    ],
    ["a NUL character", { name: "a\u0000b" }, "name", fieldMessages.invalidCharacters()],
  ])("answers 400 for %s", async (_, values, field, message) => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("app", { ...appletInput(), ...values });
    expect(res.status).toBe(400);
    expect(modelStateOf(res.body)[field]).toEqual([message]);
  });

  it("answers 400 on scope for a scope the spec does not name", async () => {
    const { client } = await signedInAdmin(t);
    const res = await client.post("app", { ...appletInput(), scope: "Order" });
    expect(res.status).toBe(400);
    expect(Object.keys(modelStateOf(res.body))).toEqual(["scope"]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { admin } = await createCompanyWithEveryRole(t.db);
    const cookie = await signIn(t.app, admin.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/app",
      headers: { cookie, "content-type": "application/json" },
      payload: "[1,2",
    });
    expect(res.statusCode).toBe(400);
  });

  it("refuses members who are not administrators (403) and nobody signed in (401)", async () => {
    const { configurator, viewer } = await createCompanyWithEveryRole(t.db);
    for (const user of [configurator, viewer]) {
      expect((await (await signedIn(t.app, user)).post("app", appletInput())).status).toBe(403);
    }
    expect((await apiClient(t.app).post("app", appletInput())).status).toBe(401);
  });

  it("lets the platform's own staff and an administrator's API key add applets", async () => {
    const { company, atelier } = await createCompanyWithEveryRole(t.db);
    expect((await (await signedIn(t.app, atelier)).post("app", appletInput())).status).toBe(201);
    const key = await createApiKey(t.db, company, ["Administrator"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).post("app", appletInput())).status).toBe(201);
  });
});

describe("GET app", () => {
  it("lists the company's applets by name to every member, of one scope when asked", async () => {
    const { admin, viewer } = await createCompanyWithEveryRole(t.db);
    const asAdmin = await signedIn(t.app, admin);
    const zeta = await addApplet(asAdmin, { name: "Zeta", scope: "Product" });
    const alpha = await addApplet(asAdmin, { name: "Alpha", scope: "Global" });
    const version = await addApplet(asAdmin, { name: "Mid", scope: "Version" });
    const asViewer = await signedIn(t.app, viewer);
    const all = (await asViewer.get("app")).body as AppletList;
    expect(all.applets.map((a) => a.appletId)).toEqual([alpha.appletId, version.appletId, zeta.appletId]);
    const products = (await asViewer.get("app?scope=Product")).body as AppletList;
    expect(products.applets.map((a) => a.appletId)).toEqual([zeta.appletId]);
    expect((await asViewer.get(`app/${zeta.appletId}`)).body).toEqual(zeta);
  });

  it("answers 400 for an unknown scope filter", async () => {
    const { client } = await signedInAdmin(t);
    expect((await client.get("app?scope=Everything")).status).toBe(400);
  });

  it("shows no applet of another company: not in the list, 404 by id", async () => {
    const other = await signedInAdmin(t);
    const theirs = await addApplet(other.client, { name: "Theirs" });
    const { client } = await signedInAdmin(t);
    expect(((await client.get("app")).body as AppletList).applets).toEqual([]);
    expect(await client.get(`app/${theirs.appletId}`)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.resourceNotFound },
    });
    expect((await client.get("app/not-an-id")).status).toBe(404);
  });

  it("answers 401 to nobody signed in", async () => {
    expect((await apiClient(t.app).get("app")).status).toBe(401);
  });
});

describe("PUT app/{appletId}", () => {
  it("changes name, description and scope with the etag read, and gives a new etag", async () => {
    const { client } = await signedInAdmin(t);
    const applet = await addApplet(client);
    const res = await client.put(`app/${applet.appletId}`, {
      name: "Renamed",
      description: "",
      scope: "ComponentOption",
      etag: applet.etag,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Renamed", description: "", scope: "ComponentOption" });
    expect((res.body as Applet).etag).not.toBe(applet.etag);
  });

  it("answers 412 for a stale etag and 400 for none", async () => {
    const { client } = await signedInAdmin(t);
    const applet = await addApplet(client);
    await client.put(`app/${applet.appletId}`, { ...appletInput({ name: "First" }), etag: applet.etag });
    const stale = await client.put(`app/${applet.appletId}`, { ...appletInput({ name: "Second" }), etag: applet.etag });
    expect(stale).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect((await client.put(`app/${applet.appletId}`, appletInput())).status).toBe(400);
  });

  it("answers 404 for another company's applet and 403 to a member who is not an administrator", async () => {
    const other = await signedInAdmin(t);
    const theirs = await addApplet(other.client);
    const { client } = await signedInAdmin(t);
    expect((await client.put(`app/${theirs.appletId}`, { ...appletInput(), etag: theirs.etag })).status).toBe(404);
    const { admin, configurator } = await createCompanyWithEveryRole(t.db);
    const applet = await addApplet(await signedIn(t.app, admin));
    const asConfigurator = await signedIn(t.app, configurator);
    expect((await asConfigurator.put(`app/${applet.appletId}`, { ...appletInput(), etag: applet.etag })).status).toBe(
      403,
    );
  });
});

describe("DELETE app/{appletId}", () => {
  it("removes the applet read with its etag; 412 when stale, 404 afterwards", async () => {
    const { client } = await signedInAdmin(t);
    const applet = await addApplet(client);
    expect((await client.delete(`app/${applet.appletId}?etag=stale`)).status).toBe(412);
    expect(await client.delete(`app/${applet.appletId}?etag=${applet.etag}`)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await client.get(`app/${applet.appletId}`)).status).toBe(404);
    expect((await client.delete(`app/${applet.appletId}?etag=${applet.etag}`)).status).toBe(404);
  });

  it("answers 400 without an etag, 404 for another company's, 403 to a viewer", async () => {
    const other = await signedInAdmin(t);
    const theirs = await addApplet(other.client);
    const { admin, viewer } = await createCompanyWithEveryRole(t.db);
    const asAdmin = await signedIn(t.app, admin);
    const applet = await addApplet(asAdmin);
    expect((await asAdmin.delete(`app/${applet.appletId}`)).status).toBe(400);
    expect((await asAdmin.delete(`app/${theirs.appletId}?etag=${theirs.etag}`)).status).toBe(404);
    expect((await (await signedIn(t.app, viewer)).delete(`app/${applet.appletId}?etag=${applet.etag}`)).status).toBe(
      403,
    );
  });
});

describe("GET app/{appletId}/history", () => {
  it("records every write as `app` at app/{appletId}, newest first, for members of the company only", async () => {
    const { admin, viewer } = await createCompanyWithEveryRole(t.db);
    const asAdmin = await signedIn(t.app, admin);
    const applet = await addApplet(asAdmin, { name: "First" });
    await asAdmin.put(`app/${applet.appletId}`, { ...appletInput({ name: "Second" }), etag: applet.etag });
    const page = (await (await signedIn(t.app, viewer)).get(`app/${applet.appletId}/history`)).body as AuditPage;
    expect(page.entries.map((e) => [e.action, e.resourceType, e.resourcePath, e.resourceLabel])).toEqual([
      ["update", "app", `app/${applet.appletId}`, "Second"],
      ["create", "app", `app/${applet.appletId}`, "First"],
    ]);
    expect(page.entries[0]?.changes).toContainEqual({ field: "name", before: "First", after: "Second" });
    const other = await signedInAdmin(t);
    expect((await other.client.get(`app/${applet.appletId}/history`)).status).toBe(404);
  });

  it("keeps the removal in the company's activity", async () => {
    const { client } = await signedInAdmin(t);
    const applet = await addApplet(client, { name: "Gone" });
    await client.delete(`app/${applet.appletId}?etag=${applet.etag}`);
    const activity = (await client.get("activity?resourceType=app")).body as AuditPage;
    expect(activity.entries.map((e) => [e.action, e.resourceLabel])).toEqual([
      ["delete", "Gone"],
      ["create", "Gone"],
    ]);
  });
});

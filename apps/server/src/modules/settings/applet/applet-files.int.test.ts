import type { Applet } from "@atelier/domain/settings/applet.schema";
import { APPLET_FILE_MAX_BYTES, APPLET_MESSAGES } from "@atelier/domain/settings/applet.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { describe, expect, it } from "vitest";
import { createCompanyWithEveryRole, signedIn, signIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addApplet, PROBE_PAGE, readServedFile, uploadFiles } from "./applet.fixtures";
import { appletBlobPrefix } from "./applet-blobs";
import { APPLET_CONTENT_SECURITY_POLICY } from "./applet-file-headers";

const t = useTestApp();

/** A company's administrator and viewer, signed in, with one applet of the administrator's. */
async function companyWithApplet() {
  const people = await createCompanyWithEveryRole(t.db);
  const adminCookie = await signIn(t.app, people.admin.email);
  const viewerCookie = await signIn(t.app, people.viewer.email);
  const asAdmin = apiClient(t.app, { cookie: adminCookie });
  const applet = await addApplet(asAdmin, { name: "Probe" });
  return { ...people, adminCookie, viewerCookie, asAdmin, applet };
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function storedKeys(companyId: string, appletId: string): Promise<string[]> {
  const { items } = await t.storage.list(appletBlobPrefix(companyId, appletId));
  return items.map((item) => item.key);
}

describe("POST app/{appletId}/file", () => {
  it("stores files of any type, typed by their content, and lists them by name", async () => {
    const { adminCookie, applet } = await companyWithApplet();
    const res = await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "index.html", content: PROBE_PAGE, type: "text/html" },
      { name: "probe.js", content: "document.title = 'x';" },
      { name: "logo.txt", content: PNG, type: "text/plain" },
    ]);
    expect(res.status).toBe(200);
    const saved = res.body as Applet;
    expect(saved.files.map((f) => [f.name, f.mimeType, f.size])).toEqual([
      ["index.html", "text/html", Buffer.byteLength(PROBE_PAGE)],
      ["logo.txt", "image/png", PNG.length],
      ["probe.js", "text/javascript", 21],
    ]);
    expect(saved.etag).toBe(applet.etag);
  });

  it("replaces a file uploaded again under its name, and removes the old object", async () => {
    const { company, adminCookie, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "index.html", content: "<p>one</p>" }]);
    const [first] = await storedKeys(company.id, applet.appletId);
    const res = await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "index.html", content: "<p>two!</p>" },
    ]);
    expect((res.body as Applet).files).toMatchObject([{ name: "index.html", size: 11 }]);
    const keys = await storedKeys(company.id, applet.appletId);
    expect(keys).toHaveLength(1);
    expect(keys).not.toContain(first);
    const served = await readServedFile(t.app, adminCookie, applet.appletId, "index.html");
    expect(served.body).toBe("<p>two!</p>");
  });

  it("cleans path tricks out of names", async () => {
    const { adminCookie, applet } = await companyWithApplet();
    const res = await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "../../etc/passwd", content: "x" }]);
    expect((res.body as Applet).files.map((f) => f.name)).toEqual(["passwd"]);
  });

  it("refuses a file over the limit (413), a reserved name (400) and no file (400), storing nothing", async () => {
    const { company, adminCookie, applet } = await companyWithApplet();
    const big = await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "ok.js", content: "1" },
      { name: "big.bin", content: Buffer.alloc(APPLET_FILE_MAX_BYTES + 1, 1) },
    ]);
    expect(big.status).toBe(413);
    const reserved = await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "history", content: "x" }]);
    expect(reserved).toMatchObject({
      status: 400,
      body: { modelState: { files: [APPLET_MESSAGES.reservedFileName("history")] } },
    });
    const none = await t.app.inject({
      method: "POST",
      url: `/api/v1/app/${applet.appletId}/file`,
      headers: { cookie: adminCookie, "content-type": "application/json" },
      payload: "{}",
    });
    expect(none.statusCode).toBe(415);
    expect(JSON.parse(none.body)).toMatchObject({ message: UPLOAD_MESSAGES.notMultipart });
    expect(await storedKeys(company.id, applet.appletId)).toEqual([]);
  });

  it("is for administrators of the applet's company only", async () => {
    const { viewerCookie, applet } = await companyWithApplet();
    expect((await uploadFiles(t.app, viewerCookie, applet.appletId, [{ name: "a.js", content: "1" }])).status).toBe(
      403,
    );
    const other = await createCompanyWithEveryRole(t.db);
    const otherAdmin = await signIn(t.app, other.admin.email);
    expect((await uploadFiles(t.app, otherAdmin, applet.appletId, [{ name: "a.js", content: "1" }])).status).toBe(404);
  });
});

describe("DELETE app/{appletId}/file/{name}", () => {
  it("removes one file and its object; 404 for a name it does not hold", async () => {
    const { company, adminCookie, asAdmin, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "index.html", content: "<p>x</p>" },
      { name: "my app.js", content: "1" },
    ]);
    const res = await asAdmin.delete(`app/${applet.appletId}/file/${encodeURIComponent("my app.js")}`);
    expect(res.status).toBe(200);
    expect((res.body as Applet).files.map((f) => f.name)).toEqual(["index.html"]);
    expect(await storedKeys(company.id, applet.appletId)).toHaveLength(1);
    expect((await asAdmin.delete(`app/${applet.appletId}/file/missing.js`)).status).toBe(404);
  });

  it("refuses a viewer (403) and another company's administrator (404)", async () => {
    const { adminCookie, viewer, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "a.js", content: "1" }]);
    expect((await (await signedIn(t.app, viewer)).delete(`app/${applet.appletId}/file/a.js`)).status).toBe(403);
    const other = await createCompanyWithEveryRole(t.db);
    expect((await (await signedIn(t.app, other.admin)).delete(`app/${applet.appletId}/file/a.js`)).status).toBe(404);
  });

  it("records uploads and removals in the applet's history", async () => {
    const { adminCookie, asAdmin, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "a.js", content: "1" }]);
    await asAdmin.delete(`app/${applet.appletId}/file/a.js`);
    const page = (await asAdmin.get(`app/${applet.appletId}/history`)).body as AuditPage;
    expect(page.entries.map((e) => e.action)).toEqual(["update", "update", "create"]);
    expect(page.entries[1]?.changes.some((c) => c.field.startsWith("files"))).toBe(true);
  });
});

describe("GET app/{appletId}/{file name}", () => {
  it("serves a file to members of the company inside the applet sandbox", async () => {
    const { adminCookie, viewerCookie, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "index.html", content: PROBE_PAGE }]);
    const res = await readServedFile(t.app, viewerCookie, applet.appletId, "index.html");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PROBE_PAGE);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toBe(APPLET_CONTENT_SECURITY_POLICY);
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups;/);
    expect(csp).not.toContain("allow-same-origin");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("sends a member to the page's ticketed address, the model's query kept, where its own files load without the cookie", async () => {
    const { adminCookie, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "index.html", content: PROBE_PAGE },
      { name: "probe.js", content: "1" },
    ]);
    const member = await t.app.inject({
      url: `/api/v1/app/${applet.appletId}/index.html?productId=p1&styleCode=TEE`,
      headers: { cookie: adminCookie },
    });
    expect(member.statusCode).toBe(302);
    expect(member.headers["content-security-policy"]).toBe(APPLET_CONTENT_SECURITY_POLICY);
    const location = new URL(String(member.headers.location), "http://atelier.test");
    expect(location.pathname).toMatch(new RegExp(`^/api/v1/app/${applet.appletId}/t/[A-Za-z0-9_.-]+/index\\.html$`));
    expect(location.search).toBe("?productId=p1&styleCode=TEE");
    const page = await t.app.inject({ url: `${location.pathname}${location.search}` });
    expect(page.statusCode).toBe(200);
    const script = await t.app.inject({ url: new URL("probe.js", location).pathname });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe("1");
  });

  it("refuses a ticket of another applet, a forged one and an expired one (404)", async () => {
    const { adminCookie, asAdmin, applet } = await companyWithApplet();
    const other = await addApplet(asAdmin, { name: "Other" });
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "index.html", content: PROBE_PAGE }]);
    await uploadFiles(t.app, adminCookie, other.appletId, [{ name: "index.html", content: "other" }]);
    const member = await t.app.inject({
      url: `/api/v1/app/${applet.appletId}/index.html`,
      headers: { cookie: adminCookie },
    });
    const location = String(member.headers.location);
    const ticket = location.split("/")[6] ?? "";
    expect((await t.app.inject({ url: `/api/v1/app/${other.appletId}/t/${ticket}/index.html` })).statusCode).toBe(404);
    const forged = `${ticket.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: `/api/v1/app/${applet.appletId}/t/${forged}/index.html` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/app/${applet.appletId}/t/x/index.html` })).statusCode).toBe(404);
    t.advanceClock(13 * 60 * 60 * 1000);
    expect((await t.app.inject({ url: location })).statusCode).toBe(404);
  });

  it("answers the page with ETag, 304 and Range", async () => {
    const { adminCookie, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "index.html", content: PROBE_PAGE }]);
    const first = await readServedFile(t.app, adminCookie, applet.appletId, "index.html");
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await readServedFile(t.app, adminCookie, applet.appletId, "index.html", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const part = await readServedFile(t.app, adminCookie, applet.appletId, "index.html", { range: "bytes=0-8" });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(PROBE_PAGE.slice(0, 9));
  });

  it("answers 401 to nobody signed in and 404 to another company, for a missing file and a nested path", async () => {
    const { adminCookie, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [{ name: "index.html", content: PROBE_PAGE }]);
    expect((await readServedFile(t.app, undefined, applet.appletId, "index.html")).statusCode).toBe(401);
    const other = await createCompanyWithEveryRole(t.db);
    const otherCookie = await signIn(t.app, other.viewer.email);
    expect((await readServedFile(t.app, otherCookie, applet.appletId, "index.html")).statusCode).toBe(404);
    expect((await readServedFile(t.app, adminCookie, applet.appletId, "missing.html")).statusCode).toBe(404);
    const nested = await t.app.inject({
      url: `/api/v1/app/${applet.appletId}/a/b/index.html`,
      headers: { cookie: adminCookie },
    });
    expect(nested.statusCode).toBe(404);
  });

  it("answers 404 once the applet is deleted, and deleting it removes its objects", async () => {
    const { company, adminCookie, asAdmin, applet } = await companyWithApplet();
    await uploadFiles(t.app, adminCookie, applet.appletId, [
      { name: "index.html", content: PROBE_PAGE },
      { name: "probe.js", content: "1" },
    ]);
    expect((await asAdmin.delete(`app/${applet.appletId}?etag=${applet.etag}`)).status).toBe(200);
    expect((await readServedFile(t.app, adminCookie, applet.appletId, "index.html")).statusCode).toBe(404);
    expect(await storedKeys(company.id, applet.appletId)).toEqual([]);
  });
});

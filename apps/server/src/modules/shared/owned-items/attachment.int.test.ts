import { createHash } from "node:crypto";
import { AuditPage } from "@atelier/domain/shared/audit.schema";
import { Attachment, AttachmentDetail } from "@atelier/domain/shared/comment.schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createCompanyWithEveryRole, createProduct, signIn } from "../../../../test/factories";
import { type FormPart, multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const sha256 = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");

async function productWithPeople() {
  const people = await createCompanyWithEveryRole(t.db);
  const product = await createProduct(t.db, people.company);
  return {
    ...people,
    base: `/api/v1/product/${product.id}`,
    admin: await signIn(t.app, people.admin.email),
    viewer: await signIn(t.app, people.viewer.email),
  };
}

async function send(cookie: string, method: "POST", url: string, parts: FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  const response = await t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  return { status: response.statusCode, body: response.json() as unknown };
}

const get = (cookie: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...headers, cookie } });

async function attach(
  cookie: string,
  base: string,
  content: string | Buffer = "sku,price\nA,1\n",
  name = "prices.csv",
) {
  const added = await send(cookie, "POST", `${base}/attachment`, [
    { name: "usage", value: "proof" },
    { name: "visibility", value: "customer" },
    { name: "file", fileName: name, content },
  ]);
  if (added.status !== 201) throw new Error(`attach failed: ${added.status} ${JSON.stringify(added.body)}`);
  return Attachment.parse(added.body);
}

const storedKeys = async (companyId: string) =>
  (await t.storage.list(`${companyId}/attachments/`)).items.map((item) => item.key);

describe("attachments of a product", () => {
  it("attaches a file, lists it, and serves its content with ETag, 304 and Range", async () => {
    const { base, admin, viewer } = await productWithPeople();
    const attachment = await attach(admin, base);
    expect(attachment).toMatchObject({
      ownerType: "product",
      name: "prices.csv",
      usage: "proof",
      visibility: "customer",
      currentVersion: 1,
      contentType: "text/csv",
      size: 14,
      sha256: sha256("sku,price\nA,1\n"),
    });
    const list = await get(viewer, `${base}/attachment`);
    expect(z.array(Attachment).parse(list.json())).toEqual([attachment]);

    const content = await get(viewer, `${base}/attachment/${attachment.attachmentId}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe("sku,price\nA,1\n");
    expect(content.headers["content-disposition"]).toContain('attachment; filename="prices.csv"');
    expect(content.headers.etag).toBe(`"${attachment.sha256}"`);
    const again = await get(viewer, `${base}/attachment/${attachment.attachmentId}/content`, {
      "if-none-match": `"${attachment.sha256}"`,
    });
    expect(again.statusCode).toBe(304);
    const range = await get(viewer, `${base}/attachment/${attachment.attachmentId}/content`, { range: "bytes=0-2" });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe("sku");
  });

  it("keeps versions: a new upload becomes current, older ones stay readable, each write in the history", async () => {
    const { base, admin } = await productWithPeople();
    const first = await attach(admin, base);
    const added = await send(admin, "POST", `${base}/attachment/${first.attachmentId}/version?etag=${first.etag}`, [
      { name: "file", fileName: "logo.png", content: PNG },
    ]);
    expect(added.status).toBe(201);
    const second = Attachment.parse(added.body);
    expect(second).toMatchObject({ currentVersion: 2, contentType: "image/png", name: "prices.csv" });
    const detail = AttachmentDetail.parse((await get(admin, `${base}/attachment/${first.attachmentId}`)).json());
    expect(detail.versions.map((version) => [version.version, version.contentType])).toEqual([
      [2, "image/png"],
      [1, "text/csv"],
    ]);
    expect((await get(admin, `${base}/attachment/${first.attachmentId}/content?version=1`)).body).toBe(
      "sku,price\nA,1\n",
    );
    expect((await get(admin, `${base}/attachment/${first.attachmentId}/content`)).rawPayload).toEqual(PNG);
    expect((await get(admin, `${base}/attachment/${first.attachmentId}/content?version=3`)).statusCode).toBe(404);

    const history = AuditPage.parse((await get(admin, `${base}/attachment/${first.attachmentId}/history`)).json());
    expect(history.entries.map((entry) => [entry.resourceType, entry.action])).toEqual([
      ["attachment", "update"],
      ["attachment", "create"],
    ]);
  });

  it("removes an attachment with its stored versions", async () => {
    const { base, admin, company } = await productWithPeople();
    const attachment = await attach(admin, base);
    await send(admin, "POST", `${base}/attachment/${attachment.attachmentId}/version?etag=${attachment.etag}`, [
      { name: "file", fileName: "b.csv", content: "a\n" },
    ]);
    expect(await storedKeys(company.id)).toHaveLength(2);
    const current = AttachmentDetail.parse((await get(admin, `${base}/attachment/${attachment.attachmentId}`)).json());
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${base}/attachment/${attachment.attachmentId}?etag=${current.etag}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(admin, `${base}/attachment/${attachment.attachmentId}`)).statusCode).toBe(404);
    expect(await storedKeys(company.id)).toEqual([]);
  });

  it("answers 412 for a stale etag, storing nothing", async () => {
    const { base, admin, company } = await productWithPeople();
    const attachment = await attach(admin, base);
    const next = await send(
      admin,
      "POST",
      `${base}/attachment/${attachment.attachmentId}/version?etag=${attachment.etag}`,
      [{ name: "file", fileName: "b.csv", content: "a\n" }],
    );
    expect(next.status).toBe(201);
    const stale = await send(
      admin,
      "POST",
      `${base}/attachment/${attachment.attachmentId}/version?etag=${attachment.etag}`,
      [{ name: "file", fileName: "c.csv", content: "c\n" }],
    );
    expect(stale.status).toBe(412);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `${base}/attachment/${attachment.attachmentId}?etag=${attachment.etag}`,
      headers: { cookie: admin },
    });
    expect(removal.statusCode).toBe(412);
    expect(await storedKeys(company.id)).toHaveLength(2);
  });

  it("refuses writes without the product's edit permission, and answers 404 across companies", async () => {
    const mine = await productWithPeople();
    const theirs = await productWithPeople();
    const attachment = await attach(theirs.admin, theirs.base);
    const file: FormPart = { name: "file", fileName: "a.csv", content: "a\n" };
    expect((await send(theirs.viewer, "POST", `${theirs.base}/attachment`, [file])).status).toBe(403);
    expect((await get(theirs.viewer, `${theirs.base}/attachment`)).statusCode).toBe(200);
    const path = `${theirs.base}/attachment/${attachment.attachmentId}`;
    expect((await send(mine.admin, "POST", `${theirs.base}/attachment`, [file])).status).toBe(404);
    expect((await get(mine.admin, `${theirs.base}/attachment`)).statusCode).toBe(404);
    expect((await get(mine.admin, path)).statusCode).toBe(404);
    expect((await get(mine.admin, `${path}/content`)).statusCode).toBe(404);
    expect((await send(mine.admin, "POST", `${path}/version?etag=${attachment.etag}`, [file])).status).toBe(404);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `${path}?etag=${attachment.etag}`,
      headers: { cookie: mine.admin },
    });
    expect(removal.statusCode).toBe(404);
    expect((await get(theirs.admin, path)).statusCode).toBe(200);
  });

  it("refuses bad files and fields with 4xx and stores nothing", async () => {
    const { base, admin, company } = await productWithPeople();
    const before = await storedKeys(company.id);
    expect((await send(admin, "POST", `${base}/attachment`, [{ name: "usage", value: "proof" }])).status).toBe(400);
    const badUsage = await send(admin, "POST", `${base}/attachment`, [
      { name: "usage", value: "../../etc" },
      { name: "file", fileName: "a.csv", content: "a\n" },
    ]);
    expect(badUsage.status).toBe(400);
    expect(badUsage.body).toMatchObject({ modelState: { usage: [expect.any(String)] } });
    const badVisibility = await send(admin, "POST", `${base}/attachment`, [
      { name: "visibility", value: "everyone" },
      { name: "file", fileName: "a.csv", content: "a\n" },
    ]);
    expect(badVisibility.status).toBe(400);
    for (const usage of ["pro\u0000of", "u".repeat(10_000)]) {
      const refused = await send(admin, "POST", `${base}/attachment`, [
        { name: "usage", value: usage },
        { name: "file", fileName: "a.csv", content: "a\n" },
      ]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ modelState: { usage: [expect.any(String)] } });
    }
    const two = await send(admin, "POST", `${base}/attachment`, [
      { name: "file", fileName: "a.csv", content: "a\n" },
      { name: "file", fileName: "b.csv", content: "b\n" },
    ]);
    expect(two.status).toBe(413);
    const json = await t.app.inject({
      method: "POST",
      url: `${base}/attachment`,
      payload: { file: "x" },
      headers: { cookie: admin },
    });
    expect(json.statusCode).toBe(415);
    const named = await attach(admin, base, PNG, "../../secret/.logo.png");
    expect(named.name).toBe("logo.png");
    expect(await storedKeys(company.id)).toHaveLength(before.length + 1);
  });
});

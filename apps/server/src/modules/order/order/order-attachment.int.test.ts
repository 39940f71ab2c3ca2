import { ORDER_ATTACHMENT_MAX_BYTES, Order } from "@atelier/domain/order/order.schema";
import { Attachment, Comment } from "@atelier/domain/shared/comment.schema";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../../test/factories";
import { type FormPart, multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";
import { orderRecipe, orderScene } from "./order.fixtures";

const t = useTestApp();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

async function orderedWithCookies() {
  const scene = await orderScene(t);
  const recipeId = scene.recipes[0]?.id ?? "";
  const order = await orderRecipe(scene.asOrders, recipeId);
  return {
    ...scene,
    recipeId,
    order,
    path: `/api/v1/order/${recipeId}`,
    cookie: await signIn(t.app, scene.orderManager.email),
  };
}

async function upload(cookie: string, path: string, parts: FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  const res = await t.app.inject({
    method: "POST",
    url: `${path}/attachment`,
    payload,
    headers: { ...headers, cookie },
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const readOrder = async (cookie: string, path: string) =>
  Order.parse((await t.app.inject({ method: "GET", url: path, headers: { cookie } })).json());

describe("POST order/{recipeId}/attachment", () => {
  it("stores a proof with its view and placement, versions a proof sent again by name, and serves both versions", async () => {
    const { cookie, path, order, company } = await orderedWithCookies();
    const first = await upload(cookie, path, [
      ...fields({ type: "proof", view: "FRONT", placement: "UPPER", etag: order.etag }),
      { name: "file", fileName: "proof.png", content: PNG, contentType: "application/pdf" },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const proof = Attachment.parse(first.body);
    expect(proof).toMatchObject({ usage: "proof", visibility: "customer", view: "FRONT", placement: "UPPER" });
    expect(proof.contentType).toBe("image/png");

    const afterFirst = await readOrder(cookie, path);
    expect(afterFirst.etag).not.toBe(order.etag);
    expect(afterFirst.attachments).toEqual([
      expect.objectContaining({
        attachmentId: proof.attachmentId,
        type: "proof",
        view: "FRONT",
        placement: "UPPER",
        version: 1,
        url: `${path}/attachment/${proof.attachmentId}/content`,
      }),
    ]);
    expect(afterFirst.orderHistory[0]).toMatchObject({ action: "File attached", description: "proof.png" });

    const second = await upload(cookie, path, [
      ...fields({ type: "proof", view: "FRONT", etag: afterFirst.etag }),
      { name: "file", fileName: "proof.png", content: PDF },
    ]);
    expect(Attachment.parse(second.body)).toMatchObject({ attachmentId: proof.attachmentId, currentVersion: 2 });
    const internal = await upload(cookie, path, [
      ...fields({ type: "internal", etag: (await readOrder(cookie, path)).etag }),
      { name: "file", fileName: "proof.png", content: PNG },
    ]);
    expect(Attachment.parse(internal.body)).toMatchObject({
      usage: "internal",
      visibility: "internal",
      currentVersion: 1,
    });

    const content = (version = "") =>
      t.app.inject({
        method: "GET",
        url: `${path}/attachment/${proof.attachmentId}/content${version}`,
        headers: { cookie },
      });
    expect((await content()).rawPayload).toEqual(PDF);
    expect((await content("?version=1")).rawPayload).toEqual(PNG);
    const latest = await readOrder(cookie, path);
    expect(latest.attachments.map((file) => [file.type, file.version])).toEqual([
      ["proof", 2],
      ["internal", 1],
    ]);
    expect(latest.orderHistory[1]).toMatchObject({ action: "New file version", description: "proof.png" });

    // Removing the proof removes every stored version, the one added by name too.
    const detail = Attachment.parse(
      (
        await t.app.inject({ method: "GET", url: `${path}/attachment/${proof.attachmentId}`, headers: { cookie } })
      ).json(),
    );
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${path}/attachment/${proof.attachmentId}?etag=${detail.etag}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.storage.list(`${company.id}/attachments/`)).items).toHaveLength(1);
  });

  it("decides the type from the content, refuses other types (415), files too large (413) and bad fields (400)", async () => {
    const { cookie, path, order, company } = await orderedWithCookies();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const refused = await upload(cookie, path, [
      ...fields({ type: "proof", etag: order.etag }),
      { name: "file", fileName: "proof.pdf", content: elf, contentType: "application/pdf" },
    ]);
    expect(refused.status).toBe(415);
    const large = await upload(cookie, path, [
      ...fields({ type: "internal", etag: order.etag }),
      { name: "file", fileName: "big.txt", content: Buffer.alloc(ORDER_ATTACHMENT_MAX_BYTES + 1, 0x61) },
    ]);
    expect(large.status).toBe(413);
    const file: FormPart = { name: "file", fileName: "a.png", content: PNG };
    const badType = await upload(cookie, path, [...fields({ type: "secret", etag: order.etag }), file]);
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ modelState: { type: ["Type is one of view, proof, public and internal."] } });
    const noEtag = await upload(cookie, path, [...fields({ type: "proof" }), file]);
    expect(noEtag.body).toMatchObject({ modelState: { etag: [expect.any(String)] } });
    const stale = await upload(cookie, path, [...fields({ type: "proof", etag: "stale" }), file]);
    expect(stale.status).toBe(412);
    expect((await t.storage.list(`${company.id}/attachments/`)).items).toEqual([]);
  });

  it("answers 404 across companies and 403 to users who do not handle orders", async () => {
    const mine = await orderedWithCookies();
    const theirs = await orderedWithCookies();
    const file: FormPart = { name: "file", fileName: "a.png", content: PNG };
    const parts = [...fields({ type: "proof", etag: theirs.order.etag }), file];
    expect((await upload(mine.cookie, theirs.path, parts)).status).toBe(404);
    const viewer = await signIn(t.app, theirs.viewer.email);
    expect((await upload(viewer, theirs.path, parts)).status).toBe(403);
    const list = await t.app.inject({ method: "GET", url: `${theirs.path}/attachment`, headers: { cookie: viewer } });
    expect(list.statusCode).toBe(403);
  });
});

describe("comments on an order", () => {
  it("go through the shared comment calls, keep their kind, and appear in the order's history", async () => {
    const { asOrders, recipeId } = await orderedWithCookies();
    const added = await asOrders.post(`order/${recipeId}/comment`, { kind: "CustomerComment", body: "Call me" });
    expect(Comment.parse(added.body)).toMatchObject({ kind: "CustomerComment", visibility: "customer" });
    const order = Order.parse((await asOrders.get(`order/${recipeId}`)).body);
    expect(order.orderComments).toEqual([expect.objectContaining({ type: "CustomerComment", content: "Call me" })]);
    expect(order.orderHistory[0]).toMatchObject({ action: "Comment added", description: "Call me" });
  });
});

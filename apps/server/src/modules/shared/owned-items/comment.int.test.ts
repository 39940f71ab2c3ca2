import { AuditPage } from "@atelier/domain/shared/audit.schema";
import { Comment } from "@atelier/domain/shared/comment.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiKey, createCompanyWithEveryRole, createProduct, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();

async function productWithEditors() {
  const people = await createCompanyWithEveryRole(t.db);
  const product = await createProduct(t.db, people.company);
  return {
    ...people,
    product,
    base: `product/${product.id}`,
    asAdmin: await signedIn(t.app, people.admin),
    asViewer: await signedIn(t.app, people.viewer),
  };
}

describe("comments on a product", () => {
  it("adds, lists, changes and removes a comment, recording each write in the comment's history", async () => {
    const { base, asAdmin, admin } = await productWithEditors();
    const added = await asAdmin.post(`${base}/comment`, {
      kind: "CustomerComment",
      body: "  Please check the proof.  ",
    });
    expect(added.status).toBe(201);
    const comment = Comment.parse(added.body);
    expect(comment).toMatchObject({
      ownerType: "product",
      kind: "CustomerComment",
      visibility: "customer",
      body: "Please check the proof.",
      author: { kind: "user", name: admin.fullName },
    });
    expect(z.array(Comment).parse((await asAdmin.get(`${base}/comment`)).body)).toEqual([comment]);

    const changed = await asAdmin.put(`${base}/comment/${comment.commentId}`, {
      body: "Proof approved.",
      etag: comment.etag,
    });
    expect(changed.status).toBe(200);
    const after = Comment.parse(changed.body);
    expect(after.body).toBe("Proof approved.");
    expect(after.etag).not.toBe(comment.etag);

    const history = AuditPage.parse((await asAdmin.get(`${base}/comment/${comment.commentId}/history`)).body);
    expect(history.entries.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(history.entries[0]).toMatchObject({
      resourceType: "comment",
      resourcePath: `${base}/comment/${comment.commentId}`,
      changes: [{ field: "body", before: "Please check the proof.", after: "Proof approved." }],
    });

    expect((await asAdmin.delete(`${base}/comment/${comment.commentId}?etag=${after.etag}`)).status).toBe(200);
    expect((await asAdmin.get(`${base}/comment`)).body).toEqual([]);
  });

  it("defaults to an internal comment, and lets an API key with the role write", async () => {
    const { base, company } = await productWithEditors();
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    const added = await asKey.post(`${base}/comment`, { body: "Imported from the old system." });
    expect(added.status).toBe(201);
    expect(Comment.parse(added.body)).toMatchObject({
      kind: "InternalComment",
      visibility: "internal",
      author: { kind: "apiKey" },
    });
  });

  it("lets members read and refuses writes without the owner's edit permission", async () => {
    const { base, asAdmin, asViewer } = await productWithEditors();
    const comment = Comment.parse((await asAdmin.post(`${base}/comment`, { body: "Internal note" })).body);
    expect((await asViewer.get(`${base}/comment`)).status).toBe(200);
    expect((await asViewer.post(`${base}/comment`, { body: "x" })).status).toBe(403);
    expect((await asViewer.put(`${base}/comment/${comment.commentId}`, { body: "x", etag: comment.etag })).status).toBe(
      403,
    );
    expect((await asViewer.delete(`${base}/comment/${comment.commentId}?etag=${comment.etag}`)).status).toBe(403);
    expect((await apiClient(t.app).get(`${base}/comment`)).status).toBe(401);
  });

  it("answers 404 for another company's product or comment, and for a comment of another product", async () => {
    const mine = await productWithEditors();
    const theirs = await productWithEditors();
    const comment = Comment.parse((await theirs.asAdmin.post(`${theirs.base}/comment`, { body: "Theirs" })).body);
    expect((await mine.asAdmin.get(`${theirs.base}/comment`)).status).toBe(404);
    expect((await mine.asAdmin.post(`${theirs.base}/comment`, { body: "x" })).status).toBe(404);
    const path = `${theirs.base}/comment/${comment.commentId}`;
    expect((await mine.asAdmin.put(path, { body: "x", etag: comment.etag })).status).toBe(404);
    expect((await mine.asAdmin.delete(`${path}?etag=${comment.etag}`)).status).toBe(404);
    expect((await mine.asAdmin.get(`${path}/history`)).status).toBe(404);
    const other = await createProduct(t.db, theirs.company);
    const wrongOwner = `product/${other.id}/comment/${comment.commentId}`;
    expect((await theirs.asAdmin.put(wrongOwner, { body: "x", etag: comment.etag })).status).toBe(404);
    expect((await mine.asAdmin.get("product/no-such-product/comment")).status).toBe(404);
  });

  it("answers 412 for a stale etag and leaves the comment as it was", async () => {
    const { base, asAdmin } = await productWithEditors();
    const comment = Comment.parse((await asAdmin.post(`${base}/comment`, { body: "First" })).body);
    await asAdmin.put(`${base}/comment/${comment.commentId}`, { body: "Second", etag: comment.etag });
    const stale = await asAdmin.put(`${base}/comment/${comment.commentId}`, { body: "Third", etag: comment.etag });
    expect(stale.status).toBe(412);
    expect((stale.body as { message: string }).message).toBe(MESSAGES.staleEtag);
    expect((await asAdmin.delete(`${base}/comment/${comment.commentId}?etag=${comment.etag}`)).status).toBe(412);
    expect(z.array(Comment).parse((await asAdmin.get(`${base}/comment`)).body)[0]?.body).toBe("Second");
  });

  it("refuses bad input with 400", async () => {
    const { base, asAdmin } = await productWithEditors();
    for (const body of [
      { body: "" },
      { body: "   " },
      { body: "a\u0000b" },
      { body: "x".repeat(10_001) },
      { kind: "Secret", body: "x" },
      {},
    ]) {
      expect((await asAdmin.post(`${base}/comment`, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const comment = Comment.parse((await asAdmin.post(`${base}/comment`, { body: "ok" })).body);
    expect((await asAdmin.put(`${base}/comment/${comment.commentId}`, { body: "x" })).status).toBe(400);
    expect((await asAdmin.delete(`${base}/comment/${comment.commentId}`)).status).toBe(400);
  });
});

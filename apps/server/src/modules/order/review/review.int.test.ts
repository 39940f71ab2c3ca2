import type { Order } from "@atelier/domain/order/order.schema";
import { REVIEW_MESSAGES, Review } from "@atelier/domain/order/review.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../../test/factories";
import { type CallOptions, call } from "../../../../test/http";
import { type FormPart, multipartBody } from "../../../../test/multipart";
import { useTestApp } from "../../../../test/test-app";
import { readAuditPage } from "../../../audit/audit-page";
import { recipes } from "../../../db/schema/recipes";
import { orderRecipe, orderScene } from "../order/order.fixtures";
import { REVIEW_FAILURES_MAX } from "./review-rate-limit";

const t = useTestApp();

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** Each test calls from its own address, so the wrong codes of one never count against another. */
let addressCount = 0;
const nextAddress = () => `10.0.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

const reviewPath = (recipeId: string, code: string) => `review/${recipeId}?code=${encodeURIComponent(code)}`;

/** An ordered recipe with two views and a monogram, its order waiting for the customer when `send`. */
async function reviewScene(send = true) {
  const scene = await orderScene(t, 1, {
    selections: [
      {
        placementCode: "MONOGRAM",
        placementName: "Monogram",
        componentCode: "MONO-SERIF",
        placementIndependentCode: "SERIF",
        componentName: "Serif",
      },
    ],
    values: { "personalization-text OF MONOGRAM": "QUINN" },
  });
  const recipeRow = scene.recipes[0];
  if (!recipeRow) throw new Error("no recipe");
  const views = [
    { name: "Front", code: "FRONT", productionReady: true, production: true, previewKey: "k/front.png" },
    { name: "Back", code: "BACK", productionReady: true, production: true, previewKey: "k/back.png" },
  ];
  await t.db
    .update(recipes)
    .set({ content: { ...recipeRow.content, views, productName: "Sneaker" } })
    .where(eq(recipes.id, recipeRow.id));
  const recipeId = recipeRow.id;
  const address = nextAddress();
  const cookie = await signIn(t.app, scene.orderManager.email);
  let order = await orderRecipe(scene.asOrders, recipeId, { customerEmail: "quinn@example.com" });
  const staff = {
    read: async () => {
      order = (await scene.asOrders.get(`order/${recipeId}`)).body as Order;
      return order;
    },
    put: async (body: Record<string, unknown>) => {
      const res = await scene.asOrders.put(`order/${recipeId}`, { etag: (await staff.read()).etag, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Order;
    },
    attach: async (name: string, content: Buffer, values: Record<string, string>) => {
      const parts: FormPart[] = [
        ...Object.entries({ ...values, etag: (await staff.read()).etag }).map(([n, value]) => ({ name: n, value })),
        { name: "file", fileName: name, content },
      ];
      const { payload, headers } = multipartBody(parts);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/v1/order/${recipeId}/attachment`,
        payload,
        headers: { ...headers, cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { attachmentId: string };
    },
  };
  if (send) await staff.put({ orderStatus: "WaitingForCustomer", publicComment: "Here is your proof." });
  const code = (await staff.read()).accessCode;
  const as = (options: CallOptions = {}) => ({ remoteAddress: address, ...options });
  const customer = {
    get: (withCode = code) => call(t.app, "GET", reviewPath(recipeId, withCode), undefined, as()),
    post: (body: Record<string, unknown>, withCode = code) =>
      call(t.app, "POST", reviewPath(recipeId, withCode), body, as()),
    review: async () => {
      const res = await customer.get();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Review.parse(res.body);
    },
    file: (url: string) => t.app.inject({ method: "GET", url, remoteAddress: address }),
  };
  return { ...scene, recipeId, code, staff, customer, address };
}

describe("GET review/{recipeId}?code=", () => {
  it("shows the order to the right code: recipe, views, selections, texts, public comments and no internal ones", async () => {
    const { customer, staff, recipeId } = await reviewScene();
    await staff.put({ comment: "Internal: the customer was difficult last time." });
    const review = await customer.review();
    expect(review).toMatchObject({
      recipeId,
      productName: "Sneaker",
      orderStatus: "WaitingForCustomer",
      mayAnswer: true,
      selections: [{ placementCode: "MONOGRAM", componentName: "Serif" }],
      texts: [{ attribute: "personalization-text", placementCode: "MONOGRAM", value: "QUINN" }],
      changes: null,
    });
    expect(review.views.map((view) => [view.code, view.image])).toEqual([
      ["FRONT", `http://atelier.test/recipe/${recipeId}/view/FRONT.png`],
      ["BACK", `http://atelier.test/recipe/${recipeId}/view/BACK.png`],
    ]);
    expect(review.comments.map((comment) => [comment.type, comment.content])).toEqual([
      ["PublicComment", "Here is your proof."],
    ]);
    expect(JSON.stringify(review)).not.toContain("difficult");
  });

  it("answers the same plain 404 to a wrong, missing or other order's code, an unknown recipe and a cancelled order", async () => {
    const first = await reviewScene();
    const other = await reviewScene();
    const answers = [
      await first.customer.get("wrong-code"),
      await first.customer.get(""),
      await first.customer.get(other.code),
      await call(t.app, "GET", reviewPath("Zz0000000000", first.code), undefined, { remoteAddress: first.address }),
      await call(t.app, "GET", reviewPath("not an id!", first.code), undefined, { remoteAddress: first.address }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: MESSAGES.resourceNotFound });
    }
    await first.staff.put({ orderStatus: "Cancelled" });
    expect((await first.customer.get()).status).toBe(404);
  });

  it("refuses every call from an address past its wrong codes with 429, even with the right code", async () => {
    const { customer, recipeId, code } = await reviewScene();
    for (let index = 0; index < REVIEW_FAILURES_MAX; index++) expect((await customer.get("guess")).status).toBe(404);
    const refused = await customer.get();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: REVIEW_MESSAGES.tooManyAttempts });
    expect(Number(refused.response.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    const elsewhere = await call(t.app, "GET", reviewPath(recipeId, code), undefined, { remoteAddress: nextAddress() });
    expect(elsewhere.status).toBe(200);
  });

  it("lists the latest proof version and public files, downloads them with the code, never an internal file", async () => {
    const { customer, staff } = await reviewScene();
    const proof = await staff.attach("proof.png", PNG, { type: "proof", view: "FRONT" });
    await staff.attach("proof.png", PDF, { type: "proof", view: "FRONT" });
    await staff.attach("care.pdf", PDF, { type: "public" });
    const internal = await staff.attach("costs.pdf", PDF, { type: "internal" });
    const back = await staff.attach("back.png", PNG, { type: "view", view: "BACK" });
    const review = await customer.review();
    expect(review.proofs).toEqual([expect.objectContaining({ attachmentId: proof.attachmentId, version: 2 })]);
    expect(review.files.map((file) => file.name)).toEqual(["care.pdf"]);
    expect(JSON.stringify(review)).not.toContain(internal.attachmentId);
    expect(review.views[1]).toMatchObject({
      code: "BACK",
      replacement: { attachmentId: back.attachmentId, version: 1 },
    });

    const download = await customer.file(review.proofs[0]?.url ?? "");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect((await customer.file(review.views[1]?.image ?? "")).statusCode).toBe(200);
    const internalUrl = (review.proofs[0]?.url ?? "").replace(proof.attachmentId, internal.attachmentId);
    expect((await customer.file(internalUrl)).statusCode).toBe(404);
    const wrongCode = (review.proofs[0]?.url ?? "").replace(/code=[^&]+/, "code=wrong");
    expect((await customer.file(wrongCode)).statusCode).toBe(404);
  });
});

describe("POST review/{recipeId}?code=", () => {
  it("asks for a revision pinned to a view: CustomerRevision, a customer comment, and the answer in the history", async () => {
    const { customer, staff } = await reviewScene();
    const { etag } = await customer.review();
    const res = await customer.post({ decision: "revise", comment: "Bigger letters, please.", view: "FRONT", etag });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const review = Review.parse(res.body);
    expect(review).toMatchObject({ orderStatus: "CustomerRevision", mayAnswer: false });
    expect(review.comments.at(-1)).toMatchObject({
      type: "CustomerComment",
      content: "[View Front] Bigger letters, please.",
      author: "Customer (quinn@example.com)",
    });
    const order = await staff.read();
    expect(order.orderStatus).toBe("CustomerRevision");
    expect(order.allowedTransitions).toContain("WaitingForCustomer");
    expect(order.orderComments.at(-1)).toMatchObject({ type: "CustomerComment" });
    expect(order.orderHistory.map((line) => line.by)).toContain("Customer (quinn@example.com)");
    expect(order.orderHistory.map((line) => line.description)).toEqual(
      expect.arrayContaining(["Revision asked", "Status: Waiting For Customer → Customer Revision"]),
    );
  });

  it("shows what changed since the last answer, and approval records the exact proofs and views approved", async () => {
    const { customer, staff, recipeId, company } = await reviewScene();
    const proof = await staff.attach("proof.png", PNG, { type: "proof", view: "FRONT" });
    const first = await customer.review();
    await customer.post({ decision: "revise", comment: "Bigger letters.", etag: first.etag });
    expect((await customer.review()).changes).toMatchObject({ decision: "revise", changes: [] });

    await staff.attach("proof.png", PDF, { type: "proof", view: "FRONT" });
    await staff.attach("front.png", PNG, { type: "view", view: "FRONT" });
    await staff.put({ orderStatus: "WaitingForCustomer" });
    const second = await customer.review();
    expect(second.changes?.changes).toEqual([
      { kind: "proof", subject: "proof.png", before: "version 1", after: "version 2" },
      { kind: "view", subject: "Front", before: "rendered preview", after: "new image, version 1" },
    ]);

    const approved = await customer.post({ decision: "approve", comment: "", etag: second.etag });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(Review.parse(approved.body)).toMatchObject({ orderStatus: "CustomerApproved", changes: { changes: [] } });
    // The trail keeps the answer with what it was given on; the order's history reads it as a line.
    const trail = await readAuditPage(
      t.db,
      company.id,
      { resourcePath: `order/${recipeId}/review` },
      { take: 1, skip: 0 },
    );
    const entry = trail.entries[0];
    expect(entry).toMatchObject({
      action: "approve",
      actor: { kind: "storefront", name: "Customer (quinn@example.com)" },
    });
    const recorded = Object.fromEntries((entry?.changes ?? []).map((change) => [change.field, change.after]));
    expect(recorded).toMatchObject({
      decision: "approve",
      recipeId,
      proofs: [{ attachmentId: proof.attachmentId, name: "proof.png", version: 2 }],
      views: [
        { code: "FRONT", replacement: { version: 1 } },
        { code: "BACK", replacement: null },
      ],
      texts: [{ attribute: "personalization-text", value: "QUINN" }],
    });
    expect((await staff.read()).orderHistory.map((line) => line.description)).toContain("Approved proof.png v2");
  });

  it("needs a comment for a revision, a known view or placement, a decision and the etag (400 by field)", async () => {
    const { customer } = await reviewScene();
    const { etag } = await customer.review();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ decision: "revise", comment: "  ", etag }, "comment", REVIEW_MESSAGES.commentRequired],
      [{ decision: "maybe", etag }, "decision", "Decision is approve or revise."],
      [{ decision: "approve" }, "etag", "Etag is required."],
      [{ decision: "revise", comment: "x", view: "SIDE", etag }, "view", REVIEW_MESSAGES.unknownView],
      [{ decision: "revise", comment: "x", placement: "LACES", etag }, "placement", REVIEW_MESSAGES.unknownPlacement],
    ];
    for (const [body, field, message] of cases) {
      const res = await customer.post(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as { modelState: Record<string, string[]> }).modelState[field]).toContain(message);
    }
    expect((await customer.review()).orderStatus).toBe("WaitingForCustomer");
  });

  it("refuses an answer when the order is not waiting (409), on a stale review (412) and with a wrong code (404)", async () => {
    const waiting = await reviewScene();
    const { etag } = await waiting.customer.review();
    await waiting.staff.attach("proof.png", PNG, { type: "proof" });
    const stale = await waiting.customer.post({ decision: "approve", etag });
    expect(stale.status).toBe(412);
    expect((await waiting.customer.post({ decision: "approve", etag }, "wrong")).status).toBe(404);

    const notSent = await reviewScene(false);
    const review = await notSent.customer.review();
    expect(review.mayAnswer).toBe(false);
    const refused = await notSent.customer.post({ decision: "approve", etag: review.etag });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: REVIEW_MESSAGES.notWaiting });
  });
});

import { Order, OrderList } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApiKey } from "../../../../test/factories";
import { apiClient, linkIn } from "../../../../test/http";
import { TEST_PUBLIC_URL, useTestApp } from "../../../../test/test-app";
import { orders } from "../../../db/schema/orders";
import { insertRecipe, orderRecipe, orderScene } from "./order.fixtures";

const t = useTestApp();

const listOf = (body: unknown) => OrderList.parse(body);

describe("GET order", () => {
  it("pages the company's orders newest first, with the total, filtered by text, status and cancelable", async () => {
    const scene = await orderScene(t, 0);
    const ids: string[] = [];
    for (const [index, text] of ["Happy Birthday Anna", "For Bob", "=Anna's shoes"].entries()) {
      const recipe = await insertRecipe(t.db, scene.company.id, {
        styleCode: `STYLE-${index}`,
        values: { "text OF UPPER": text, "size OF UPPER": 42 },
      });
      await orderRecipe(scene.asOrders, recipe.id, { orderNumber: `NR-${index}` });
      ids.push(recipe.id);
      t.advanceClock(1000);
    }
    const other = await orderScene(t, 1, { values: { text: "Anna" } });
    await orderRecipe(other.asOrders, other.recipes[0]?.id ?? "");

    const all = listOf((await scene.asOrders.get("order")).body);
    expect(all.total).toBe(3);
    expect(all.orders.map((order) => order.recipeId)).toEqual([...ids].reverse());
    const page = listOf((await scene.asOrders.get("order?take=1&skip=1")).body);
    expect(page).toMatchObject({ total: 3, orders: [{ recipeId: ids[1] }] });

    const search = async (filter: string) =>
      listOf((await scene.asOrders.get(`order?filter=${encodeURIComponent(filter)}`)).body).orders.map(
        (order) => order.recipeId,
      );
    expect(await search("anna")).toEqual([ids[2], ids[0]]);
    expect(await search("nr-1")).toEqual([ids[1]]);
    expect(await search("style-2")).toEqual([ids[2]]);
    expect(await search(ids[0]?.slice(2, 9) ?? "")).toEqual([ids[0]]);
    expect(await search("100%")).toEqual([]);
    expect(await search("42")).toEqual([]);

    const first = Order.parse((await scene.asOrders.get(`order/${ids[0]}`)).body);
    await scene.asOrders.put(`order/${ids[0]}`, { etag: first.etag, orderStatus: "Cancelled" });
    const byStatus = listOf((await scene.asOrders.get("order?status=Cancelled")).body);
    expect(byStatus.orders.map((order) => order.recipeId)).toEqual([ids[0]]);
    expect(listOf((await scene.asOrders.get("order?cancelable=true")).body).total).toBe(2);
    expect(listOf((await scene.asOrders.get("order?cancelable=false")).body).total).toBe(1);
  });

  it("answers 400 for bad queries and 403 to users who do not handle orders", async () => {
    const scene = await orderScene(t, 0);
    for (const query of ["status=Lost", "take=0", "take=201", "skip=-1", "cancelable=maybe", "filter=a%00b"]) {
      expect((await scene.asOrders.get(`order?${query}`)).status, query).toBe(400);
    }
    expect((await scene.asConfigurator.get("order")).status).toBe(403);
    expect((await scene.asViewer.get("order")).status).toBe(403);
    expect((await apiClient(t.app).get("order")).status).toBe(401);
    const key = await createApiKey(t.db, scene.company, ["Manage Orders"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).get("order")).status).toBe(200);
  });
});

describe("GET order/{recipeId}", () => {
  it("answers the order with its review link, and the recipe with expand=recipe", async () => {
    const scene = await orderScene(t, 1, { values: { text: "Anna" } });
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    expect(order.accessCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(order.reviewUrl).toBe(`${TEST_PUBLIC_URL}/order.html?recipe=${recipeId}&code=${order.accessCode}`);
    expect(order.recipe).toBeUndefined();
    const expanded = Order.parse((await scene.asOrders.get(`order/${recipeId}?expand=recipe`)).body);
    expect(expanded.recipe).toMatchObject({ recipeId, values: { text: "Anna" } });
    expect((await scene.asOrders.get(`order/${recipeId}?expand=everything`)).status).toBe(400);
    expect((await scene.asOrders.get("order/not-an-id")).status).toBe(400);
    expect((await scene.asOrders.get("order/abcdefABCDEF")).status).toBe(404);
    const other = await orderScene(t, 0);
    expect((await other.asAdmin.get(`order/${recipeId}`)).status).toBe(404);
    expect((await scene.asViewer.get(`order/${recipeId}`)).status).toBe(403);
  });

  it("keeps the access code sealed in the database", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    const [row] = await t.db.select().from(orders).where(eq(orders.recipeId, recipeId));
    expect(row?.accessCodeSealed).toMatch(/^v1\./);
    expect(row?.accessCodeSealed).not.toContain(order.accessCode);
  });
});

describe("PUT order/{recipeId}", () => {
  it("moves the status along the workflow, keeps notes and comments, and records each change newest first", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    const saved = await scene.asOrders.put(`order/${recipeId}`, {
      etag: order.etag,
      orderStatus: "Saved",
      orderNotes: "Rush",
      comment: "Checked the artwork.",
      publicComment: "Thanks for your order!",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = Order.parse(saved.body);
    expect(after).toMatchObject({
      orderStatus: "Saved",
      orderNotes: "Rush",
      allowedTransitions: ["Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"],
    });
    expect(after.etag).not.toBe(order.etag);
    // Written in the same instant: their order among themselves is not kept.
    expect(after.orderComments.map((comment) => [comment.type, comment.content]).sort()).toEqual([
      ["InternalComment", "Checked the artwork."],
      ["PublicComment", "Thanks for your order!"],
    ]);
    const held = Order.parse(
      (await scene.asAdmin.put(`order/${recipeId}`, { etag: after.etag, orderStatus: "Hold", holdReason: "Artwork" }))
        .body,
    );
    expect(held).toMatchObject({ orderStatus: "Hold", holdReason: "Artwork", orderNotes: "Rush" });
    expect(held.orderHistory.map((entry) => [entry.action, entry.by])).toEqual([
      ["Status changed", scene.admin.fullName],
      ["Comment added", scene.orderManager.fullName],
      ["Comment added", scene.orderManager.fullName],
      ["Status changed", scene.orderManager.fullName],
      ["Order added", scene.orderManager.fullName],
    ]);
    expect(held.orderHistory[0]?.description).toBe("Status: Saved → Hold; Hold reason: (none) → Artwork");
    expect(held.orderHistory[3]?.description).toBe("Status: Created → Saved; Notes changed");
    const released = Order.parse(
      (await scene.asAdmin.put(`order/${recipeId}`, { etag: held.etag, orderStatus: "Approved" })).body,
    );
    expect(released.holdReason).toBe("");
  });

  it("refuses a transition the workflow does not allow (409), the customer's answers, and Hold without a reason", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    const path = `order/${recipeId}`;
    const cancelled = Order.parse(
      (await scene.asOrders.put(path, { etag: order.etag, orderStatus: "Cancelled" })).body,
    );
    const refused = await scene.asOrders.put(path, { etag: cancelled.etag, orderStatus: "Approved" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: ORDER_MESSAGES.transitionRefused("Cancelled", "Approved") });

    const other = await orderScene(t);
    const otherId = other.recipes[0]?.id ?? "";
    const fresh = await orderRecipe(other.asOrders, otherId);
    const waiting = Order.parse(
      (await other.asOrders.put(`order/${otherId}`, { etag: fresh.etag, orderStatus: "WaitingForCustomer" })).body,
    );
    for (const answer of ["CustomerApproved", "CustomerRevision"]) {
      const res = await other.asAdmin.put(`order/${otherId}`, { etag: waiting.etag, orderStatus: answer });
      expect(res.status, answer).toBe(409);
    }
    const noReason = await other.asOrders.put(`order/${otherId}`, { etag: waiting.etag, orderStatus: "Hold" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ modelState: { holdReason: [ORDER_MESSAGES.holdReasonRequired] } });
    expect(Order.parse((await other.asOrders.get(`order/${otherId}`)).body).orderStatus).toBe("WaitingForCustomer");
  });

  it("e-mails the customer the review link when the order waits for them", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId, { customerEmail: "buyer@example.test" });
    const sent = t.outbox.length;
    await scene.asOrders.put(`order/${recipeId}`, { etag: order.etag, orderStatus: "WaitingForCustomer" });
    const mail = t.outbox.at(-1);
    expect(t.outbox.length).toBe(sent + 1);
    expect(mail?.to).toBe("buyer@example.test");
    const link = linkIn(mail?.text ?? "");
    expect(link.toString()).toBe(order.reviewUrl);
    expect(link.searchParams.get("code")).toBe(order.accessCode);
  });

  it("answers 412 for a stale etag, 404 across companies, 403 without the permission and 400 for bad input", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    const path = `order/${recipeId}`;
    await scene.asOrders.put(path, { etag: order.etag, orderNotes: "First" });
    const stale = await scene.asOrders.put(path, { etag: order.etag, orderNotes: "Second" });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ message: MESSAGES.staleEtag });
    const other = await orderScene(t, 0);
    expect((await other.asAdmin.put(path, { etag: order.etag, orderNotes: "x" })).status).toBe(404);
    expect((await scene.asConfigurator.put(path, { etag: order.etag, orderNotes: "x" })).status).toBe(403);
    for (const body of [
      {},
      { etag: order.etag, orderStatus: "Lost" },
      { etag: order.etag, orderNotes: "x".repeat(10_001) },
      { etag: order.etag, comment: "a\u0000b" },
    ]) {
      expect((await scene.asOrders.put(path, body)).status, JSON.stringify(body).slice(0, 50)).toBe(400);
    }
    expect(Order.parse((await scene.asOrders.get(path)).body).orderNotes).toBe("First");
  });
});

describe("POST order/{recipeId}/trigger", () => {
  it("says plainly that no integration is set up, and changes nothing", async () => {
    const scene = await orderScene(t);
    const recipeId = scene.recipes[0]?.id ?? "";
    const order = await orderRecipe(scene.asOrders, recipeId);
    const path = `order/${recipeId}/trigger`;
    const res = await scene.asOrders.post(path, { etag: order.etag });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: ORDER_MESSAGES.noIntegration });
    expect(Order.parse((await scene.asOrders.get(`order/${recipeId}`)).body)).toEqual(order);
    expect((await scene.asOrders.post(path, { etag: "stale" })).status).toBe(412);
    expect((await scene.asOrders.post(path, {})).status).toBe(400);
    expect((await scene.asViewer.post(path, { etag: order.etag })).status).toBe(403);
    const other = await orderScene(t, 0);
    expect((await other.asAdmin.post(path, { etag: order.etag })).status).toBe(404);
  });
});

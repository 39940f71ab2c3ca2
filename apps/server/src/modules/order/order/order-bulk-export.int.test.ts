import { BULK_ORDERS_MAX, BulkOrderStatusResult, Order } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { signIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { insertRecipe, orderRecipe, orderScene } from "./order.fixtures";

const t = useTestApp();

async function orderedScene(count: number) {
  const scene = await orderScene(t, count);
  const orders: Order[] = [];
  for (const recipe of scene.recipes) orders.push(await orderRecipe(scene.asOrders, recipe.id));
  return { ...scene, orders, ids: orders.map((order) => order.recipeId) };
}

describe("POST order/bulk", () => {
  it("moves the orders the workflow allows, in one go, and reports each one it skipped and why", async () => {
    const scene = await orderedScene(4);
    const [a, b, c, d] = scene.ids as [string, string, string, string];
    const cancelled = scene.orders[1] as Order;
    await scene.asOrders.put(`order/${b}`, { etag: cancelled.etag, orderStatus: "Cancelled" });
    const approved = scene.orders[2] as Order;
    await scene.asOrders.put(`order/${c}`, { etag: approved.etag, orderStatus: "Approved" });
    const foreign = (await orderedScene(1)).ids[0] ?? "";

    const res = await scene.asOrders.post("order/bulk", {
      recipeIds: [a, b, c, d, foreign, "abcdefABCDEF", a],
      orderStatus: "Approved",
    });
    expect(res.status).toBe(200);
    expect(BulkOrderStatusResult.parse(res.body)).toEqual({
      changed: [a, d],
      skipped: [
        { recipeId: b, reason: ORDER_MESSAGES.transitionRefused("Cancelled", "Approved") },
        { recipeId: c, reason: ORDER_MESSAGES.alreadyInStatus("Approved") },
        { recipeId: foreign, reason: ORDER_MESSAGES.unknownOrder },
        { recipeId: "abcdefABCDEF", reason: ORDER_MESSAGES.unknownOrder },
      ],
    });
    const moved = Order.parse((await scene.asOrders.get(`order/${a}`)).body);
    expect(moved.orderStatus).toBe("Approved");
    expect(moved.etag).not.toBe(scene.orders[0]?.etag);
    expect(moved.orderHistory[0]).toMatchObject({
      action: "Status changed",
      description: "Status: Created → Approved",
    });
  });

  it("puts orders on hold only with a reason, and e-mails customers whose orders now wait for them", async () => {
    const scene = await orderScene(t, 2);
    const [withMail, without] = scene.recipes.map((recipe) => recipe.id) as [string, string];
    await orderRecipe(scene.asOrders, withMail, { customerEmail: "first@example.test" });
    await orderRecipe(scene.asOrders, without);
    const hold = await scene.asOrders.post("order/bulk", { recipeIds: [withMail], orderStatus: "Hold" });
    expect(hold.status).toBe(400);
    expect(hold.body).toMatchObject({ modelState: { holdReason: [ORDER_MESSAGES.holdReasonRequired] } });
    const sent = t.outbox.length;
    const res = await scene.asOrders.post("order/bulk", {
      recipeIds: [withMail, without],
      orderStatus: "WaitingForCustomer",
    });
    expect(BulkOrderStatusResult.parse(res.body).changed).toEqual([withMail, without]);
    expect(t.outbox.slice(sent).map((mail) => mail.to)).toEqual(["first@example.test"]);
  });

  it("refuses customers' answers, bad input, and users who do not handle orders", async () => {
    const scene = await orderedScene(1);
    const [id] = scene.ids as [string];
    await scene.asOrders.post("order/bulk", { recipeIds: [id], orderStatus: "WaitingForCustomer" });
    const answer = await scene.asOrders.post("order/bulk", { recipeIds: [id], orderStatus: "CustomerApproved" });
    expect(BulkOrderStatusResult.parse(answer.body).skipped).toEqual([
      { recipeId: id, reason: ORDER_MESSAGES.transitionRefused("WaitingForCustomer", "CustomerApproved") },
    ]);
    const tooMany = Array.from({ length: BULK_ORDERS_MAX + 1 }, () => id);
    for (const body of [
      { recipeIds: [], orderStatus: "Saved" },
      { recipeIds: tooMany, orderStatus: "Saved" },
      { recipeIds: ["bad"], orderStatus: "Saved" },
      { recipeIds: [id], orderStatus: "Lost" },
      { recipeIds: [id] },
    ]) {
      expect((await scene.asOrders.post("order/bulk", body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await scene.asConfigurator.post("order/bulk", { recipeIds: [id], orderStatus: "Saved" })).status).toBe(403);
  });
});

describe("GET order/export", () => {
  const exportCsv = async (cookie: string, query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/order/export${query}`, headers: { cookie } });
    return { res, rows: res.statusCode === 200 ? (parse(res.body, { bom: true }) as string[][]) : [] };
  };

  it("writes every order the filter shows as CSV, with formula-like cells neutralised", async () => {
    const scene = await orderScene(t, 0);
    const dangerous = ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"];
    // Style codes come from the recipe as saved (order numbers are trimmed, so a tab or CR would not survive).
    for (const styleCode of dangerous) {
      const recipe = await insertRecipe(t.db, scene.company.id, { styleCode, values: { text: "Anna" } });
      await orderRecipe(scene.asOrders, recipe.id, { orderNumber: styleCode });
      t.advanceClock(1000);
    }
    const plain = await insertRecipe(t.db, scene.company.id, { styleCode: "Plain" });
    await orderRecipe(scene.asOrders, plain.id, { orderNumber: "Plain" });
    const cookie = await signIn(t.app, scene.orderManager.email);
    const { res, rows } = await exportCsv(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('attachment; filename="orders.csv"');
    expect(rows[0]).toEqual([
      "Order id",
      "Order number",
      "Recipe id",
      "Status",
      "Style codes",
      "Site codes",
      "Created",
      "Last updated",
    ]);
    expect(rows.slice(1).map((row) => row[4])).toEqual([
      "Plain",
      ...[...dangerous].reverse().map((text) => `'${text}`),
    ]);
    for (const row of rows.slice(1)) {
      for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const filtered = await exportCsv(cookie, "?filter=anna&status=Created&take=1");
    expect(filtered.rows).toHaveLength(1 + dangerous.length);
    expect((await exportCsv(cookie, "?status=Lost")).res.statusCode).toBe(400);
    const viewer = await signIn(t.app, scene.viewer.email);
    expect((await exportCsv(viewer)).res.statusCode).toBe(403);
  });

  it("streams exports longer than one batch, newest first, without repeating or losing an order", async () => {
    const scene = await orderScene(t, 0);
    const recipeIds: string[] = [];
    for (let index = 0; index < 1100; index++) {
      recipeIds.push((await insertRecipe(t.db, scene.company.id)).id);
    }
    for (let start = 0; start < recipeIds.length; start += 500) {
      const entries = recipeIds.slice(start, start + 500).map((recipeId) => ({ recipeId, orderNumber: recipeId }));
      expect((await scene.asOrders.post("order", entries)).status).toBe(200);
    }
    const { rows } = await exportCsv(await signIn(t.app, scene.orderManager.email));
    const exported = rows.slice(1).map((row) => row[2]);
    expect(exported).toHaveLength(recipeIds.length);
    expect(new Set(exported)).toEqual(new Set(recipeIds));
  });
});

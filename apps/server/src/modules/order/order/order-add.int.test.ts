import { AddRecipeOrdersResult, Order, RECIPE_ORDER_ENTRIES_MAX } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { describe, expect, it } from "vitest";
import { createPlacement } from "../../../../test/catalogue-factories";
import { createApiKey } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { insertRecipe, orderScene } from "./order.fixtures";

const t = useTestApp();

const resultsOf = (body: unknown) => AddRecipeOrdersResult.parse(body).results;

describe("POST order (Add recipe order)", () => {
  it("creates an order per entry from the recipe, and refuses unknown, other companies' and ordered recipes one by one", async () => {
    const scene = await orderScene(t, 2, { styleCode: "SNK-1", siteCode: "eu" });
    const theirs = await orderScene(t, 1);
    const [first, second] = scene.recipes.map((recipe) => recipe.id);
    const foreign = theirs.recipes[0]?.id ?? "";
    const res = await scene.asOrders.post("order", [
      { recipeId: first, orderNumber: "1001", orderId: "SHOP-1", itemId: "ITEM-9", itemQuantity: 3 },
      { recipeId: "abcdefABCDEF", orderNumber: "1002" },
      { recipeId: foreign, orderNumber: "1003" },
      { recipeId: second, orderNumber: "1004" },
      { recipeId: second, orderNumber: "1005" },
    ]);
    expect(res.status).toBe(200);
    expect(resultsOf(res.body)).toEqual([
      { recipeId: first, created: true, message: null },
      { recipeId: "abcdefABCDEF", created: false, message: ORDER_MESSAGES.unknownRecipe },
      { recipeId: foreign, created: false, message: ORDER_MESSAGES.unknownRecipe },
      { recipeId: second, created: true, message: null },
      { recipeId: second, created: false, message: ORDER_MESSAGES.repeatedEntry },
    ]);
    const again = await scene.asOrders.post("order", [{ recipeId: first, orderNumber: "1001" }]);
    expect(resultsOf(again.body)).toEqual([
      { recipeId: first, created: false, message: ORDER_MESSAGES.alreadyOrdered },
    ]);

    const order = Order.parse((await scene.asOrders.get(`order/${first}`)).body);
    expect(order).toMatchObject({
      recipeId: first,
      orderId: "SHOP-1",
      orderNumber: "1001",
      itemId: "ITEM-9",
      itemQuantity: 3,
      orderStatus: "Created",
      styleCodes: ["SNK-1"],
      siteCodes: ["eu"],
      allowedTransitions: ["Saved", "Approved", "Rejected", "Cancelled", "Hold", "WaitingForCustomer"],
      orderHistory: [{ action: "Order added", description: "SHOP-1 (1001)", by: scene.orderManager.fullName }],
    });
    expect(Order.parse((await scene.asOrders.get(`order/${second}`)).body).orderId).toBe(second);
    expect((await theirs.asAdmin.get(`order/${foreign}`)).status).toBe(404);
  });

  it("lets a storefront key order the recipes it saved, and nothing else of orders", async () => {
    const scene = await orderScene(t);
    const { created, asStorefront } = await addStorefrontKey(t, scene.asAdmin, scene.company.id, {
      name: "Shop",
      allowedOrigins: [],
    });
    const own = await insertRecipe(t.db, scene.company.id, { storefrontKeyId: created.storefrontKeyId });
    const staffRecipe = scene.recipes[0]?.id ?? "";
    const res = await asStorefront.post("order", [
      { recipeId: own.id, orderNumber: "S-1", customerEmail: "buyer@example.test" },
      { recipeId: staffRecipe, orderNumber: "S-2" },
    ]);
    expect(resultsOf(res.body)).toEqual([
      { recipeId: own.id, created: true, message: null },
      { recipeId: staffRecipe, created: false, message: ORDER_MESSAGES.unknownRecipe },
    ]);
    const order = Order.parse((await scene.asOrders.get(`order/${own.id}`)).body);
    expect(order.customerEmail).toBe("buyer@example.test");
    expect(order.orderHistory[0]?.by).toBe("Shop");
    expect((await asStorefront.get("order")).status).toBe(403);
    expect((await asStorefront.get(`order/${own.id}`)).status).toBe(403);
    expect((await asStorefront.put(`order/${own.id}`, { etag: order.etag, orderNotes: "x" })).status).toBe(403);
    expect((await asStorefront.post("order/bulk", { recipeIds: [own.id], orderStatus: "Saved" })).status).toBe(403);
    expect((await asStorefront.get(`order/${own.id}/comment`)).status).toBe(403);
  });

  it("takes API keys and users who handle orders; refuses the others (403) and anonymous callers (401)", async () => {
    const scene = await orderScene(t, 4);
    const entry = (index: number) => [{ recipeId: scene.recipes[index]?.id, orderNumber: `${index}` }];
    expect((await scene.asAdmin.post("order", entry(0))).status).toBe(200);
    const key = await createApiKey(t.db, scene.company, ["Manage Orders"]);
    expect((await apiClient(t.app, { authorization: key.authorization }).post("order", entry(1))).status).toBe(200);
    expect((await scene.asConfigurator.post("order", entry(2))).status).toBe(403);
    expect((await scene.asViewer.post("order", entry(2))).status).toBe(403);
    expect((await apiClient(t.app).post("order", entry(3))).status).toBe(401);
  });

  it("answers 400 with each entry's messages for bad input", async () => {
    const { asOrders, recipes } = await orderScene(t);
    const recipeId = recipes[0]?.id ?? "";
    const cases: [unknown, string, string][] = [
      [[], "", "Add at least one recipe order."],
      [[{ recipeId: "short", orderNumber: "1" }], "0.recipeId", "A recipe id is 12 letters and digits."],
      [[{ recipeId, orderNumber: "  " }], "0.orderNumber", "Order number is required."],
      [[{ recipeId, orderNumber: "1", itemQuantity: 0 }], "0.itemQuantity", "Item quantity must be at least 1."],
      [[{ recipeId, orderNumber: "1", itemQuantity: 1.5 }], "0.itemQuantity", "Item quantity must be a whole number."],
      [[{ recipeId, orderNumber: "1", customerEmail: "nope" }], "0.customerEmail", ""],
      [[{ recipeId, orderNumber: "a\u0000b" }], "0.orderNumber", ""],
    ];
    for (const [body, field, message] of cases) {
      const res = await asOrders.post("order", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const text = JSON.stringify(res.body);
      if (field !== "") expect(text).toContain(field);
      if (message !== "") expect(text).toContain(message);
    }
    const tooMany = Array.from({ length: RECIPE_ORDER_ENTRIES_MAX + 1 }, () => ({ recipeId, orderNumber: "1" }));
    expect((await asOrders.post("order", tooMany)).status).toBe(400);
    expect((await asOrders.post("order", { recipeId, orderNumber: "1" })).status).toBe(400);
  });

  it("leaves placement analytics alone: saved recipes feed it, not orders", async () => {
    const scene = await orderScene(t);
    const placement = await createPlacement(t.db, scene.company, { code: "UPPER" });
    const selections = [
      {
        placementCode: "UPPER",
        placementName: "Upper",
        componentCode: "RED",
        placementIndependentCode: "RED",
        componentName: "RED",
      },
    ];
    const recipe = await insertRecipe(t.db, scene.company.id, { selections });
    const res = await scene.asOrders.post("order", [{ recipeId: recipe.id, orderNumber: "1" }]);
    expect(resultsOf(res.body).every((result) => result.created)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const [year, month, day] = today.split("-").map(Number);
    const period = `startyear=${year}&startmonth=${month}&startday=${day}&endyear=${year}&endmonth=${month}&endday=${day}`;
    const top = await scene.asAdmin.get(`analytics/components?placement=${placement.id}&${period}`);
    expect(top.body).toEqual({ components: [] });
  });
});

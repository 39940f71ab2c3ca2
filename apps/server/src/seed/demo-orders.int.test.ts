import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Order, OrderList } from "@atelier/domain/order/order.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test/http";
import { TEST_HASH_COST, useTestApp } from "../../test/test-app";
import { Passwords } from "../auth/passwords";
import { demoProductionClient, demoSignInCookie } from "./demo-client.fixtures";
import { DEMO_ORDERS, DEMO_WAITING_ORDER_NUMBER, demoReviewLink, seedDemoOrdersIfNone } from "./demo-orders";
import { prepareDemoRecipes } from "./demo-recipe-blobs";
import { DEMO, seedDemo } from "./demo-seed";

const t = useTestApp();
const seedDeps = () => ({ db: t.db, storage: t.storage, log: t.app.log, config: t.config });
const preparedFolder = mkdtempSync(join(tmpdir(), "atelier-demo-orders-"));
let client: ApiClient;
let cookie: string;
let seconds = 0;

beforeAll(async () => {
  await seedDemo(t.db, new Passwords(TEST_HASH_COST));
  await prepareDemoRecipes(t.db, preparedFolder);
  const started = performance.now();
  expect(await seedDemoOrdersIfNone(seedDeps())).toBe(DEMO_ORDERS.length);
  seconds = (performance.now() - started) / 1000;
  client = await demoProductionClient(t.app, t.db);
  cookie = await demoSignInCookie(t.app, DEMO.admin.email);
});

afterAll(() => rmSync(preparedFolder, { recursive: true, force: true }));

async function demoOrders(): Promise<OrderList["orders"]> {
  return ((await client.get("order?take=200")).body as OrderList).orders;
}

async function orderNumbered(orderNumber: string): Promise<Order> {
  const listed = (await demoOrders()).find((order) => order.orderNumber === orderNumber);
  return (await client.get(`order/${listed?.recipeId}`)).body as Order;
}

describe("the demo orders", () => {
  it("are added once, quickly, in every status the demo shows", async () => {
    console.info(`demo orders seeded in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(5);
    expect(await seedDemoOrdersIfNone(seedDeps())).toBe(0);
    const orders = await demoOrders();
    expect(orders).toHaveLength(DEMO_ORDERS.length);
    expect(new Set(orders.map((order) => order.orderStatus))).toEqual(
      new Set([
        "Created",
        "Saved",
        "Approved",
        "Hold",
        "Rejected",
        "Cancelled",
        "CustomerRevision",
        "WaitingForCustomer",
      ]),
    );
  });

  it("hold one order with its reason and a customer's revision request", async () => {
    const held = await orderNumbered("DO-10004");
    expect(held.orderStatus).toBe("Hold");
    expect(held.holdReason).toMatch(/leather/);
    const revised = await orderNumbered("DO-10007");
    expect(revised.orderStatus).toBe("CustomerRevision");
    expect(revised.orderComments.map((comment) => comment.type)).toContain("CustomerComment");
    expect(revised.orderHistory).toContainEqual(
      expect.objectContaining({ action: "Status changed", by: `Customer (${revised.customerEmail})` }),
    );
  });

  it("include the order that waits for the customer, with comments, a versioned proof, notes and history", async () => {
    const waiting = await orderNumbered(DEMO_WAITING_ORDER_NUMBER);
    expect(waiting.orderStatus).toBe("WaitingForCustomer");
    expect(waiting.reviewUrl).toBe(
      `${t.config.publicUrl}/order.html?recipe=${waiting.recipeId}&code=${waiting.accessCode}`,
    );
    expect(await demoReviewLink(seedDeps())).toBe(waiting.reviewUrl);
    expect(waiting.orderNotes).not.toBe("");
    expect(new Set(waiting.orderComments.map((comment) => comment.type))).toEqual(
      new Set(["InternalComment", "PublicComment"]),
    );
    const [proof, ...others] = waiting.attachments;
    expect(others).toEqual([]);
    expect(proof).toMatchObject({ type: "proof", view: "front", version: 2, contentType: "image/png" });
    const download = await t.app.inject({ method: "GET", url: proof?.url ?? "", headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const history = waiting.orderHistory;
    expect(history[0]?.by).toBe(DEMO.admin.fullName);
    expect(history.at(-1)?.action).toBe("Order added");
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["Status changed", "Order changed", "File attached", "New file version", "Comment added"]),
    );
  });
});

import type { Recipe, RecipeCreateInput } from "@atelier/domain/customer/recipe.schema";
import type { Order, RecipeOrderEntry } from "@atelier/domain/order/order.schema";
import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { ORDER_TEXTS } from "../../apps/web/src/blades/order/common/order-texts";
import { OrderPanel } from "../pages/order-panel";
import { OrdersBlade } from "../pages/orders";
import { callApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { firstLink, waitForMail } from "../support/outbox";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** A demo sneaker chosen whole, with a monogram whose text the order search finds. */
const SNEAKER: RecipeCreateInput = {
  product: "SNK-CC-100",
  selections: {
    UPPER: "UPPER-CANVAS-NAVY",
    LACES: "LACES-WHITE",
    "SNEAKER-MODEL": "MODEL-US-9",
    MONOGRAM: "MONO-SERIF",
  },
  values: { "personalization-text OF MONOGRAM": "QUINNELLA" },
};
/** The demo backpack has no placement to choose: any configuration of it is a recipe. */
const BACKPACK: RecipeCreateInput = { product: "BAG-EB-300" };

/** A 1x1 PNG: the server decides a file's type by its bytes. */
const PROOF = {
  name: "proof-front.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};

const saveRecipe = (request: APIRequestContext, input: RecipeCreateInput) =>
  callApi<Recipe>(request, "POST", "recipe", input);

test("a recipe is ordered, found by search, proofed and sent to the customer; then a bulk change and the CSV export", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(150_000);
  await workspace.signInAsDemo(DEMO.admin);
  const sneaker = await saveRecipe(page.request, SNEAKER);
  const backpack = await saveRecipe(page.request, BACKPACK);
  // The backpack is ordered as a shop would order it: through the API.
  const shopOrder: RecipeOrderEntry = { recipeId: backpack.recipeId, orderNumber: "E2E-2002" };
  await callApi(page.request, "POST", "order", [shopOrder]);

  const orders = new OrdersBlade(workspace);
  await orders.openFromSidebar();
  await expect(orders.row(backpack.recipeId)).toHaveAttribute("data-status", "Created");

  // 'Track a recipe': an unknown recipe is refused with the server's reason, a saved one becomes an order.
  const form = await orders.trackRecipe();
  await form.fill({ recipeId: "Zz0000000000", orderNumber: "E2E-0" });
  await form.save();
  await expect(form.errorCallout).toContainText(ORDER_MESSAGES.unknownRecipe);
  await screenshot(page, testInfo, "recipe order refused");
  const customer = uniqueEmail("customer");
  await form.fill({
    recipeId: sneaker.recipeId,
    orderNumber: "E2E-1001",
    orderId: "SHOP-1001",
    customerEmail: customer,
  });
  await form.save();
  const panel = new OrderPanel(workspace);
  await expect(panel.title).toHaveText("SHOP-1001 #E2E-1001");
  await workspace.closeBladeOfKind("EditOrder");

  // The search waits for typing to pause, then asks the server: by order number, and by a personal text.
  await orders.search.fill("E2E-1001");
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(sneaker.recipeId)).toBeVisible();
  await orders.search.fill("quinnella");
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(sneaker.recipeId).getByTestId("order-id")).toHaveText("SHOP-1001");
  await screenshotAlsoNarrow(page, testInfo, "orders found by a personal text");

  // The panel: a proof attached, the status moved to Waiting For Customer with a public comment.
  await orders.open(sneaker.recipeId);
  await expect(panel.section(ORDER_TEXTS.selections).getByTestId("order-selection")).toHaveCount(4);
  await expect(panel.section(ORDER_TEXTS.selections)).toContainText("QUINNELLA");
  await panel.attach(PROOF, "proof", "front");
  await expect(panel.attachments).toHaveCount(1);
  await expect(panel.attachments.first()).toHaveAttribute("data-type", "proof");
  // The same proof sent again is its next version.
  await panel.attach(PROOF, "proof", "front");
  await expect(panel.attachments).toHaveCount(1);
  await expect(panel.attachments.first()).toContainText(ORDER_TEXTS.version(2));
  await panel.stageStatus("WaitingForCustomer");
  await expect(panel.reviewLink).toHaveCount(0);
  await panel.writeComment("public", "Here is your proof: tell us what you think.");
  await panel.writeComment("internal", "Checked the monogram spacing.");
  await panel.save();
  await expect(panel.status).toHaveAttribute("data-status", "WaitingForCustomer");
  await expect(panel.pendingNotice).toHaveCount(0);
  await expect(panel.reviewLink).toContainText(`/order.html?recipe=${sneaker.recipeId}&code=`);
  // The customer is e-mailed the same link.
  expect(firstLink(await waitForMail(customer))).toBe(await panel.reviewLink.getAttribute("href"));
  await expect(panel.comments.and(page.locator('[data-kind="PublicComment"]'))).toHaveCount(1);
  await expect(panel.comments.and(page.locator('[data-kind="InternalComment"]'))).toHaveCount(1);
  await expect(panel.history.first()).toBeVisible();
  await panel.title.scrollIntoViewIfNeeded();
  await screenshotAlsoNarrow(page, testInfo, "order panel waiting for the customer");
  await panel.section(ORDER_TEXTS.previews).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "order panel previews and selections");

  // Trigger Integrations says plainly that none is set up.
  await panel.button("Trigger Integrations").click();
  await panel.button("Confirm?").click();
  await expect(panel.errorCallout).toContainText(ORDER_MESSAGES.noIntegration);

  // Someone else changes the order meanwhile: Save is refused as stale, and Reload shows their change.
  const path = `order/${sneaker.recipeId}`;
  const { etag } = await callApi<Order>(page.request, "GET", path);
  await callApi(page.request, "PUT", path, { etag, orderNotes: "Rush delivery" });
  await panel.section(ORDER_TEXTS.orderNotes).getByRole("textbox").fill("Gift wrap");
  await panel.save();
  await expect(panel.errorCallout).toContainText(MESSAGES.staleEtag);
  await panel.root.getByRole("button", { name: ORDER_TEXTS.reload, exact: true }).click();
  await expect(panel.section(ORDER_TEXTS.orderNotes).getByRole("textbox")).toHaveValue("Rush delivery");
  await workspace.closeBladeOfKind("EditOrder");

  // A bulk change moves what may move and names what it skipped, and why.
  await orders.search.fill("");
  await orders.select("SHOP-1001", backpack.recipeId);
  await expect(orders.root.getByTestId("order-selected-count")).toHaveText(ORDER_TEXTS.selected(2));
  await orders.bulkChange("Approved");
  await expect(orders.bulkReport).toContainText(ORDER_TEXTS.bulkChanged(1));
  await expect(orders.bulkReport.getByTestId("order-bulk-skipped")).toContainText(
    ORDER_MESSAGES.transitionRefused("WaitingForCustomer", "Approved"),
  );
  await expect(orders.row(backpack.recipeId)).toHaveAttribute("data-status", "Approved");
  await expect(orders.row(sneaker.recipeId)).toHaveAttribute("data-status", "WaitingForCustomer");
  await screenshot(page, testInfo, "bulk change report");

  // The CSV export holds what the filter shows: this test's orders (the demo has its own), the approved one.
  await orders.search.fill("E2E-");
  await orders.filterByStatus("Approved");
  await expect(orders.rows).toHaveCount(1);
  const download = await orders.exportCsv();
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readDownload(download);
  expect(csv).toContain(backpack.recipeId);
  expect(csv).not.toContain(sneaker.recipeId);
});

async function readDownload(download: { createReadStream: () => Promise<NodeJS.ReadableStream> }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

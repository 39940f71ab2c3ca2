import type { Recipe, RecipeCreateInput } from "@atelier/domain/customer/recipe.schema";
import type { Order } from "@atelier/domain/order/order.schema";
import type { APIRequestContext } from "@playwright/test";
import { REVIEW_TEXTS } from "../../apps/web/src/pages/review/review-texts";
import { ReviewPage, reviewPath } from "../pages/review-page";
import { callApi } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { firstLink, waitForMail } from "../support/outbox";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

/** A demo sneaker with a monogram: the customer sees the text among their choices. */
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

/** Two proofs of the same name: the server keeps the second as version 2 (it decides the type by the bytes). */
const PROOF_V1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PROOF_V2 = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** Staff's side through the API, as the order panel calls it. */
function staffOf(request: APIRequestContext, recipeId: string) {
  const path = `order/${recipeId}`;
  const read = () => callApi<Order>(request, "GET", path);
  return {
    read,
    change: async (body: Record<string, unknown>) =>
      callApi<Order>(request, "PUT", path, { etag: (await read()).etag, ...body }),
    attach: async (name: string, buffer: Buffer, mimeType: string, fields: Record<string, string>) => {
      const response = await request.fetch(`/api/v1/${path}/attachment`, {
        method: "POST",
        headers: { origin: BASE_URL },
        multipart: { ...fields, etag: (await read()).etag, file: { name, mimeType, buffer } },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
  };
}

test("the customer reviews a proof: asks for a revision pinned to a view, sees what changed, approves", async ({
  page,
  browser,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  await workspace.signInAsDemo(DEMO.admin);
  const recipe = await callApi<Recipe>(page.request, "POST", "recipe", SNEAKER);
  const customerEmail = uniqueEmail("review");
  await callApi(page.request, "POST", "order", [{ recipeId: recipe.recipeId, orderNumber: "R-4242", customerEmail }]);
  const staff = staffOf(page.request, recipe.recipeId);
  await staff.attach("proof-front.png", PROOF_V1, "image/png", { type: "proof", view: recipe.views[0]?.code ?? "" });
  await staff.attach("colours.pdf", PROOF_V2, "application/pdf", { type: "internal" });
  await staff.change({
    orderStatus: "WaitingForCustomer",
    publicComment: "Here is your proof: tell us what you think.",
    comment: "Internal: check the monogram kerning.",
  });

  // The customer opens the e-mailed link in a browser of their own, without signing in.
  const link = firstLink(await waitForMail(customerEmail));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL });
  const customerPage = await phone.newPage();
  const review = new ReviewPage(customerPage);
  await review.open(link);
  await expect(review.status).toHaveAttribute("data-status", "WaitingForCustomer");
  await expect(review.statusLine).toHaveText(REVIEW_TEXTS.waiting);
  await expect(review.views).toHaveCount(recipe.views.length);
  await expect(review.proofs).toHaveCount(1);
  await expect(review.proofs.first()).toHaveAttribute("data-version", "1");
  await expect(customerPage.getByText("QUINNELLA")).toBeVisible();
  await expect(review.comments).toHaveCount(1);
  await expect(customerPage.getByText("kerning")).toHaveCount(0);
  await expect(customerPage.getByText("colours.pdf")).toHaveCount(0);
  await screenshot(customerPage, testInfo, "waiting 390x844");

  // A revision needs a comment; pinned to the first view, it moves the order and shows as the customer's.
  await review.reviseButton.click();
  await expect(customerPage.getByText(REVIEW_TEXTS.commentHint)).toBeVisible();
  const viewName = recipe.views[0]?.name ?? "";
  await review.askForRevision("Please make the monogram bigger.", viewName);
  await expect(review.status).toHaveAttribute("data-status", "CustomerRevision");
  await expect(review.statusLine).toHaveText(REVIEW_TEXTS.answered.CustomerRevision);
  await expect(review.comments.last()).toHaveAttribute("data-kind", "CustomerComment");
  await expect(review.comments.last()).toContainText(`[View ${viewName}] Please make the monogram bigger.`);
  await expect(review.reviseButton).toHaveCount(0);
  expect((await staff.read()).orderStatus).toBe("CustomerRevision");

  // Staff send a new version of the proof; the page shows what changed since the customer's answer.
  await staff.attach("proof-front.png", PROOF_V2, "application/pdf", {
    type: "proof",
    view: recipe.views[0]?.code ?? "",
  });
  await staff.change({ orderStatus: "WaitingForCustomer", publicComment: "The monogram is bigger now." });
  await customerPage.reload();
  await expect(review.status).toHaveAttribute("data-status", "WaitingForCustomer");
  await expect(review.changes).toBeVisible();
  await expect(review.changeLines).toHaveCount(1);
  await expect(review.changeLines.first()).toContainText("proof-front.png: version 1 → version 2");
  await expect(review.proofs.first()).toHaveAttribute("data-version", "2");
  await screenshot(customerPage, testInfo, "changed since the revision 390x844");
  await customerPage.setViewportSize({ width: 1440, height: 900 });
  await screenshot(customerPage, testInfo, "changed since the revision 1440x900");

  // The proof opens with the page's code, without a session.
  const proofHref = await review.proofs.first().getByRole("link").getAttribute("href");
  const proof = await customerPage.request.get(proofHref ?? "");
  expect(proof.status()).toBe(200);
  expect(proof.headers()["content-type"]).toContain("application/pdf");

  await review.approve();
  await expect(review.status).toHaveAttribute("data-status", "CustomerApproved");
  await expect(review.statusLine).toHaveText(REVIEW_TEXTS.answered.CustomerApproved);
  await expect(review.approveButton).toHaveCount(0);
  await screenshot(customerPage, testInfo, "approved 1440x900");
  const order = await staff.read();
  expect(order.orderStatus).toBe("CustomerApproved");
  expect(order.orderHistory.map((line) => line.description)).toContain("Approved proof-front.png v2");

  // A wrong code shows a plain page that says nothing of the order.
  await customerPage.setViewportSize({ width: 390, height: 844 });
  await review.open(reviewPath(recipe.recipeId, "not-the-code"));
  await expect(review.message).toHaveText(REVIEW_TEXTS.notFound);
  await expect(customerPage.getByText("QUINNELLA")).toHaveCount(0);
  await screenshot(customerPage, testInfo, "wrong code 390x844");
  await phone.close();
});

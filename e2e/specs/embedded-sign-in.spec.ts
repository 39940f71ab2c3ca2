import { MESSAGES } from "@atelier/domain/shared/messages";
import { E2E_PLATFORM_URL, EmbeddedSignInPage } from "../pages/embedded-sign-in";
import { callApi, signInThroughApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

const STAGING = `${DEMO.company} Staging`;
const CLIENT_ID = "test-client";

interface Account {
  instances: { instanceId: string; title: string }[];
}

// The sign-in lands in the workspace used last: leave the demo admin in Demo Outfitters for other specs.
test.afterAll(async ({ request }) => {
  await signInThroughApi(request, DEMO.admin, DEMO.password);
  const account = await callApi<Account>(request, "GET", "account");
  const demo = account.instances.find((instance) => instance.title === DEMO.company);
  await callApi(request, "POST", "account/switchinstance", { instanceId: demo?.instanceId });
});

test("opened in the platform's frame, the page sends the browser to the platform's page of the app once", async ({
  page,
}, testInfo) => {
  const embedded = new EmbeddedSignInPage(page);
  await embedded.interceptPlatform();

  await embedded.goto(CLIENT_ID, "abc");
  await expect(page).toHaveURL(`${E2E_PLATFORM_URL}/apps/${CLIENT_ID}?host=abc`);

  await embedded.goto(CLIENT_ID, "abc");
  expect(await embedded.bustedIframe()).toBe("true");
  await expect(embedded.form.email).toBeVisible();
  await expect(page).toHaveURL(EmbeddedSignInPage.address(CLIENT_ID, "abc"));
  await screenshot(page, testInfo, "sign-in form");
});

test("the demo admin signs in, chooses the Staging workspace and lands in it", async ({
  page,
  workspace,
}, testInfo) => {
  const embedded = new EmbeddedSignInPage(page);
  await embedded.goto(CLIENT_ID);
  await embedded.form.signIn(DEMO.admin, DEMO.password);

  await expect(embedded.workspace(DEMO.company)).toContainText("Production");
  await expect(embedded.workspace(DEMO.company)).toContainText("Current");
  await expect(embedded.workspace(STAGING)).toContainText("Staging");
  await expect(embedded.workspace(STAGING)).not.toContainText("Current");
  await expect(embedded.workspaces.getByTestId("workspace")).toHaveCount(2);
  await page.mouse.move(0, 0);
  await screenshot(page, testInfo, "workspaces");

  const continued = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && new URL(request.url()).pathname === `/api/v2/shopify/app/${CLIENT_ID}/continue`,
  );
  await embedded.choose(STAGING);
  await continued;
  await workspace.expectSignedIn(STAGING, DEMO.admin);
});

test("'Login to a different account' and 'Log out' sign out and show the form", async ({ page, request }) => {
  const embedded = new EmbeddedSignInPage(page);
  await embedded.goto(CLIENT_ID);
  await embedded.form.signIn(DEMO.admin, DEMO.password);
  await expect(embedded.workspaces).toBeVisible();

  await embedded.loginToDifferentAccount.click();
  await expect(embedded.form.email).toBeVisible();
  await expect(embedded.workspaces).toHaveCount(0);

  await embedded.form.signIn(DEMO.admin, DEMO.password);
  await expect(embedded.workspaces).toBeVisible();
  const session = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  await embedded.logOut.click();
  await expect(embedded.form.email).toBeVisible();
  await expect(embedded.workspaces).toHaveCount(0);
  await expect(page).toHaveURL(EmbeddedSignInPage.address(CLIENT_ID));

  // The server ended the session too: the cookie the page held no longer signs anyone in.
  expect((await request.get("/api/v1/account", { headers: { cookie: session } })).status()).toBe(401);
});

test("a failing switch is swallowed: the page continues to the workspace the server kept", async ({
  page,
  workspace,
}) => {
  const embedded = new EmbeddedSignInPage(page);
  await page.route("**/api/v1/account/switchinstance", (route) =>
    route.fulfill({ status: 500, json: { message: MESSAGES.unexpectedError } }),
  );
  await embedded.goto(CLIENT_ID);
  await embedded.form.signIn(DEMO.admin, DEMO.password);
  const current = (await embedded.currentWorkspaceTitle()) ?? "";
  const other = current === DEMO.company ? STAGING : DEMO.company;

  await embedded.choose(other);
  await workspace.expectSignedIn(current, DEMO.admin);
});

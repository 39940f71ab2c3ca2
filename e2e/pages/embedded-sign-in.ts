import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Locator, Page } from "@playwright/test";
import { LoginPage } from "./login-page";

/** The PLATFORM_URL start-server.mjs gives the server: a local address the specs intercept. */
export const E2E_PLATFORM_URL = "http://127.0.0.1:9/platform";

/** /api/v2/shopify/app/{clientId}: the sign-in form, then the list of the user's workspaces. */
export class EmbeddedSignInPage {
  readonly page: Page;
  /** The same e-mail and password form as /login. */
  readonly form: LoginPage;
  readonly workspaces: Locator;
  readonly loginToDifferentAccount: Locator;
  readonly logOut: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = new LoginPage(page);
    this.workspaces = page.getByRole("list", { name: "Workspaces", exact: true });
    this.loginToDifferentAccount = page.getByRole("button", { name: MESSAGES.loginToDifferentAccount, exact: true });
    this.logOut = page.getByRole("button", { name: "Log out", exact: true });
  }

  static address(clientId: string, host?: string): string {
    const path = `/api/v2/shopify/app/${encodeURIComponent(clientId)}`;
    return host === undefined ? path : `${path}?${new URLSearchParams({ host })}`;
  }

  async goto(clientId: string, host?: string): Promise<void> {
    await this.page.goto(EmbeddedSignInPage.address(clientId, host));
  }

  /** Answers every request to the platform with a stand-in page, so nothing leaves the machine. */
  async interceptPlatform(): Promise<void> {
    await this.page.route(`${E2E_PLATFORM_URL}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Platform</title><h1>The platform's app page</h1>" }),
    );
  }

  /** The browser-session flag the page sets when it leaves the embedded frame. */
  bustedIframe(): Promise<string | null> {
    return this.page.evaluate(() => window.sessionStorage.getItem("bustedIframe"));
  }

  /** One workspace of the list, by its title. */
  workspace(title: string): Locator {
    return this.workspaces.getByTestId("workspace").filter({
      has: this.page.getByText(title, { exact: true }),
    });
  }

  /** The title of the workspace marked 'Current', once the list shows. */
  async currentWorkspaceTitle(): Promise<string | null> {
    const current = this.workspaces
      .getByTestId("workspace")
      .filter({ has: this.page.getByText("Current", { exact: true }) });
    return current.getByTestId("workspace-title").textContent();
  }

  /** Clicks a workspace's 'Choose', then the 'Confirm?' it turns into. */
  async choose(title: string): Promise<void> {
    const row = this.workspace(title);
    await row.getByRole("button", { name: `Choose ${title}`, exact: true }).click();
    await row.getByRole("button", { name: "Confirm?", exact: true }).click();
  }
}

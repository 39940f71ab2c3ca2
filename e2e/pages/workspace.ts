import { MESSAGES } from "@atelier/domain/shared/messages";
import { expect, type Locator, type Page } from "@playwright/test";
import { DEMO } from "../support/users";
import { LoginPage } from "./login-page";

/** The workspace at /: header, navigation bar, sidebar and the blade stack. */
export class Workspace {
  readonly page: Page;
  readonly header: Locator;
  readonly companyName: Locator;
  readonly navBar: Locator;
  readonly sidebar: Locator;
  readonly bladeStack: Locator;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole("banner");
    this.companyName = this.header.getByTestId("company-name");
    this.navBar = page.getByRole("navigation", { name: "Workspace" });
    this.sidebar = page.getByRole("navigation", { name: "Sidebar" });
    this.bladeStack = page.getByTestId("blade-stack");
  }

  async goto(): Promise<void> {
    await this.page.goto("/");
  }

  /** Signs in through /login as one of the demo users and waits for the demo company's workspace. */
  async signInAsDemo(email: typeof DEMO.admin | typeof DEMO.viewer): Promise<void> {
    const loginPage = new LoginPage(this.page);
    await loginPage.goto();
    await loginPage.signIn(email, DEMO.password);
    await this.expectSignedIn(DEMO.company, email);
  }

  /** The page is the workspace of a company, signed in as a user. */
  async expectSignedIn(company: string, email: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === "/");
    await expect(this.companyName).toHaveText(company);
    await expect(this.header.getByText(email, { exact: true })).toBeVisible();
  }

  navButton(name: "What's new?" | "Close all blades" | "Account" | "Sign out"): Locator {
    return this.navBar.getByRole("button", { name, exact: true });
  }

  async signOut(): Promise<void> {
    await this.navButton("Sign out").click();
    await expect(this.page).toHaveURL((url) => url.pathname === "/login");
  }

  /** A sidebar section or entry, by its label. */
  sidebarItem(label: string): Locator {
    return this.sidebar.getByRole("button", { name: label, exact: true });
  }

  /** Opens a sidebar section (if closed) and clicks one of its entries. */
  async openFromSidebar(section: string, entry: string): Promise<void> {
    const item = this.sidebarItem(entry);
    if (!(await item.isVisible())) await this.sidebarItem(section).click();
    await item.click();
  }

  /** A product list of the sidebar once loaded ('My Recent Products', 'Recently Modified', 'All Products'). */
  productList(label: "My Recent Products" | "Recently Modified" | "All Products"): Locator {
    return this.sidebar.getByRole("list", { name: label, exact: true });
  }

  /** The products a sidebar list shows. */
  productItems(label: Parameters<Workspace["productList"]>[0]): Locator {
    return this.productList(label).getByTestId("sidebar-product");
  }

  /** The full names of the products a sidebar list shows (each product's title), in order. */
  async productNames(label: Parameters<Workspace["productList"]>[0]): Promise<string[]> {
    return this.productItems(label)
      .locator(":scope > button:first-child")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("title") ?? ""));
  }

  /** The scope-by-tags selector of the navigation bar. */
  get scopeSelector(): Locator {
    return this.navBar.getByRole("combobox", { name: "Scope by tags" });
  }

  /** Adds a tag to the scope through the selector. */
  async scopeTo(tag: string): Promise<void> {
    await this.scopeSelector.click();
    await this.page.getByRole("option", { name: tag, exact: true }).click();
    await this.page.keyboard.press("Escape");
  }

  /** An open blade, by its title (its data's title once loaded, e.g. 'v2 of Tote Bag'). */
  blade(title: string): Locator {
    return this.bladeStack.getByRole("region", { name: title, exact: true });
  }

  /** The open blades of a kind (e.g. 'EditVersion'), left to right, whatever their titles. */
  bladesOfKind(kind: string): Locator {
    return this.bladeStack.locator(`:scope > [data-blade-kind="${kind}"]`);
  }

  /** The kinds of the open blades, left to right. */
  async bladeKinds(): Promise<string[]> {
    return this.bladeStack
      .locator(":scope > [data-blade-kind]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-blade-kind") ?? ""));
  }

  async expectBlades(kinds: string[]): Promise<void> {
    await expect.poll(() => this.bladeKinds()).toEqual(kinds);
  }

  /** Every open blade has loaded its body (no 'Loading...' left), e.g. before a screenshot. */
  async expectBladesLoaded(): Promise<void> {
    await expect(this.bladeStack.getByText(MESSAGES.loading, { exact: true })).toHaveCount(0);
  }

  async closeBlade(title: string): Promise<void> {
    await this.blade(title).getByRole("button", { name: "Close", exact: true }).click();
  }

  /** The strip of a blade collapsed for lack of room; a click brings the blade back. */
  bladeStrip(title: string): Locator {
    return this.bladeStack.getByRole("button", { name: `Show ${title}`, exact: true });
  }

  /** Brings a blade collapsed to a strip back; a blade already shown stays as it is. */
  async bringBack(title: string): Promise<void> {
    const strip = this.bladeStrip(title);
    if (await strip.isVisible()) await strip.click();
  }

  /** Closes the last open blade of a kind. */
  async closeBladeOfKind(kind: string): Promise<void> {
    await this.bladesOfKind(kind).last().getByRole("button", { name: "Close", exact: true }).click();
  }

  /** Maximises a blade, or restores it when it already fills the workspace. */
  async toggleFullscreen(title: string): Promise<void> {
    await this.blade(title)
      .getByRole("button", { name: /^(Maximise|Restore)$/ })
      .click();
  }
}

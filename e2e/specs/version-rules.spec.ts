import { describeRule } from "@atelier/domain/rules/engine/rule-sentence";
import { parseRule } from "@atelier/domain/rules/parse";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { VersionApi } from "../pages/version-editor";
import { VersionRulesBlade } from "../pages/version-rules";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

/** The Add-rule menu of spec part 1 section 2.8, in its order (two labels quoted, the others read as named). */
const MENU = [
  "Always enabled (un-blockable)",
  "Always enabled (can be blocked)",
  "Blocked if any",
  "Blocked if all",
  "Blocked if any, unless",
  "Blocked if all, unless",
  "Only when any",
  "Only when all",
  "Coded",
];

/** A coded rule missing its THEN, and the same rule fixed. */
const BROKEN_RULE = "IF TAGGED(red) BLOCK(blue) END";
const FIXED_RULE = "IF TAGGED(red) THEN BLOCK(blue) END";

test("an editor adds a rule of every type, fixes a coded rule's syntax error and saves rules and settings", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Rules Test Sneaker");
  const version = await api.addVersion(product.productId);
  await workspace.signInAsDemo(DEMO.admin);

  const rules = new VersionRulesBlade(workspace);
  await rules.openByAddress(`${product.productId}~${version.versionId}`);
  await expect(rules.heading).toHaveText(`Rules of v${version.code} of ${product.name}`);
  await expect(rules.root.getByText("Sibling products are used in composable configurators.")).toBeVisible();
  await rules.setting("Don't apply rules from sibling products").check();
  await rules.setting("Combine Only When rules that affect the same component").check();

  expect(await rules.menuLabels()).toEqual(MENU);
  for (const label of MENU) await rules.addRule(label);
  await expect(rules.cards).toHaveCount(MENU.length);
  expect(await rules.cardHeadings()).toEqual(MENU.map((label, index) => `Rule ${index + 1}: ${label}`));

  // A list rule: its source, target and except lists.
  const blockedIfAny = rules.card(2);
  await rules.description(blockedIfAny).fill("No red soles on white uppers");
  await rules.fillList(blockedIfAny, "Source", ["white-upper", "white-laces"]);
  await rules.fillList(blockedIfAny, "Target", ["red-sole"]);
  await rules.fillList(blockedIfAny, "Except", ["limited-edition"]);
  expect(await rules.listValues(blockedIfAny, "Source")).toEqual(["white-upper", "white-laces"]);
  // Under its header, the rule says what it means, following the lists as they are edited.
  await expect(rules.meaning(blockedIfAny)).toHaveText(
    describeRule({
      type: "BlockedIfAny",
      source: ["white-upper", "white-laces"],
      target: ["red-sole"],
      except: ["limited-edition"],
    }),
  );

  // Delete asks 'Confirm?' first: the extra Blocked if all rule goes.
  await rules.deleteRule(rules.card(3));
  const kept = MENU.filter((label) => label !== "Blocked if all");
  expect(await rules.cardHeadings()).toEqual(kept.map((label, index) => `Rule ${index + 1}: ${label}`));
  // A tall window shows every card at once.
  await page.setViewportSize({ width: 1440, height: 2300 });
  await rules.scrollToTop();
  await screenshot(page, testInfo, "every type");
  await page.setViewportSize({ width: 1440, height: 900 });

  // The coded rule: a syntax error shows in the list under the editor and as a lint mark.
  const coded = rules.card(kept.length - 1);
  const expected = parseRule(BROKEN_RULE).errors.map((error) => error.message);
  expect(expected).toEqual(["Line 1, Column 16: Expected THEN after condition"]);
  await rules.typeCode(coded, BROKEN_RULE);
  await expect(rules.errorList(coded).getByRole("listitem")).toHaveText(expected);
  await expect(rules.lintMarks(coded)).toHaveText(["BLOCK"]);
  const codedRule = (code: string) => ({ type: "Coded" as const, source: [], target: [], except: [], code });
  await expect(rules.meaning(coded)).toHaveText(describeRule(codedRule(BROKEN_RULE)));
  await coded.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "coded rule error");

  // Save is refused while the error exists: nothing is sent.
  let sent = 0;
  page.on("request", (sentRequest) => {
    if (sentRequest.method() === "PUT") sent += 1;
  });
  await rules.button("Save").click();
  await expect(rules.root.getByText(MESSAGES.validationFailed)).toBeVisible();
  await expect(rules.code(coded)).toBeFocused();
  expect(sent).toBe(0);

  // Tab inserts four spaces at the cursor.
  await rules.typeCode(coded, "");
  await page.keyboard.press("Tab");
  await page.keyboard.type(FIXED_RULE);
  expect(await rules.codeText(coded)).toBe(`    ${FIXED_RULE}`);
  await expect(rules.errorList(coded)).toHaveText("No syntax errors.");
  await expect(rules.lintMarks(coded)).toHaveCount(0);
  await expect(rules.meaning(coded)).toHaveText(describeRule(codedRule(FIXED_RULE)));
  await coded.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "coded rule meaning");
  await expect(rules.root.getByText(MESSAGES.validationFailed)).toHaveCount(0);

  await rules.save();
  await page.reload();
  await rules.expectLoaded();
  expect(await rules.cardHeadings()).toEqual(kept.map((label, index) => `Rule ${index + 1}: ${label}`));
  await expect(rules.setting("Don't apply rules from sibling products")).toBeChecked();
  await expect(rules.setting("Combine Only When rules that affect the same component")).toBeChecked();
  await expect(rules.description(rules.card(2))).toHaveValue("No red soles on white uppers");
  expect(await rules.listValues(rules.card(2), "Source")).toEqual(["white-upper", "white-laces"]);
  expect(await rules.listValues(rules.card(2), "Target")).toEqual(["red-sole"]);
  expect(await rules.listValues(rules.card(2), "Except")).toEqual(["limited-edition"]);
  expect(await rules.codeText(rules.card(kept.length - 1))).toBe(`    ${FIXED_RULE}`);
});

test("a read-only user sees the rules without Add, Delete or Save and cannot type in the editor", async ({
  page,
  request,
  workspace,
}, testInfo) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Rules Viewer Boot");
  const version = await api.addVersion(product.productId);
  await api.updateVersion(product.productId, version.versionId, {
    noSiblingRules: true,
    rulesJson: [
      {
        id: "list-rule",
        type: "OnlyWhenAll",
        description: "Gold buckle only with black leather",
        inactive: false,
        source: ["black-leather"],
        target: ["gold-buckle"],
        except: [],
      },
      {
        id: "coded-rule",
        type: "Coded",
        description: "Winter lining",
        inactive: true,
        source: [],
        target: [],
        except: [],
        code: "IF ISSITE(nordic) THEN\n    SELECT(wool IN lining)\nEND\n",
      },
    ],
  });
  await workspace.signInAsDemo(DEMO.viewer);

  const rules = new VersionRulesBlade(workspace);
  await rules.openByAddress(`${product.productId}~${version.versionId}`);
  await expect(rules.cards).toHaveCount(2);
  for (const name of ["Add rule", "Save", "Save & Close"]) await expect(rules.button(name)).toHaveCount(0);
  await expect(rules.root.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(rules.setting("Don't apply rules from sibling products")).toBeChecked();
  await expect(rules.setting("Don't apply rules from sibling products")).toBeDisabled();
  await expect(rules.description(rules.card(0))).toHaveAttribute("readonly", "");
  expect(await rules.listValues(rules.card(0), "Source")).toEqual(["black-leather"]);

  const coded = rules.card(1);
  await expect(rules.code(coded)).toHaveAttribute("contenteditable", "false");
  await rules.code(coded).click();
  await page.keyboard.type("x");
  expect(await rules.codeText(coded)).toBe("IF ISSITE(nordic) THEN\n    SELECT(wool IN lining)\nEND\n");
  await expect(rules.errorList(coded)).toHaveText("No syntax errors.");
  await rules.scrollToTop();
  await screenshot(page, testInfo, "read only");
});

test("opened from the version editor, saving the rules of a product in Production needs a 'Confirm?' click", async ({
  page,
  request,
  workspace,
}) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Rules Production Loafer");
  const version = await api.addVersion(product.productId);
  await api.setStatus(product.productId, "Production");
  await workspace.signInAsDemo(DEMO.admin);

  const rules = new VersionRulesBlade(workspace);
  await rules.openThroughVersionEditor(`${product.productId}~${version.versionId}`);
  await expect(rules.versionEditorRules).toContainText("0 rules");
  await rules.addRule("Always enabled (can be blocked)");
  await rules.description(rules.card(0)).fill("Laces always offered");
  const saved = page.waitForResponse((response) => response.request().method() === "PUT");
  await rules.button("Save & Close").click();
  await expect(rules.button("Confirm?")).toBeVisible();
  await rules.button("Confirm?").click();
  expect((await saved).ok()).toBe(true);
  await expect(rules.root).toHaveCount(0);
  await expect(rules.versionEditorRules).toContainText("Laces always offered");
  const stored = await api.version(product.productId, version.versionId);
  expect(stored.rulesJson).toMatchObject([{ type: "AlwaysOnConditional", description: "Laces always offered" }]);
});

test("a version with many rules draws 50 cards at first, more on request, and a new rule is drawn", async ({
  request,
  workspace,
}) => {
  const api = await VersionApi.signIn(request);
  const product = await api.createProduct("Rules Many Sandal");
  const version = await api.addVersion(product.productId);
  const rulesJson = Array.from({ length: 120 }, (_, index) => ({
    id: `rule-${index}`,
    type: "BlockedIfAny" as const,
    description: `Strap ${index}`,
    inactive: false,
    source: [`strap-${index}`],
    target: ["sole"],
    except: [],
  }));
  await api.updateVersion(product.productId, version.versionId, { rulesJson });
  await workspace.signInAsDemo(DEMO.admin);

  const rules = new VersionRulesBlade(workspace);
  await rules.openByAddress(`${product.productId}~${version.versionId}`);
  await expect(rules.cards).toHaveCount(50);
  await rules.button("Show more rules (70 not shown yet)").click();
  await expect(rules.cards).toHaveCount(100);
  await rules.addRule("Coded");
  await expect(rules.cards).toHaveCount(121);
  await expect(rules.description(rules.card(120))).toBeFocused();
  await expect(rules.card(120)).toHaveAttribute("aria-label", "Rule 121: Coded");
});

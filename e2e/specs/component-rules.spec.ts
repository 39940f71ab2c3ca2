import { ComponentOption } from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinition } from "@atelier/domain/catalogue/component-option-definition.schema";
import { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import { ComponentType } from "@atelier/domain/catalogue/component-type.schema";
import {
  ComponentRuleList,
  ComponentRuleSaveResult,
  RULE_OPTIONS_SHOWN,
} from "@atelier/domain/product/component-rule.schema";
import { ComponentPackageList } from "@atelier/domain/product/package.schema";
import { Product } from "@atelier/domain/product/product.schema";
import { Version } from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { ComponentRulesBlade, RuleEditorBlade } from "../pages/component-rules";
import { DiscardChangesDialog } from "../pages/discard-changes-dialog";
import { postJson, signInThroughApi } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

const API_HEADERS = { origin: BASE_URL, "content-type": "application/json" };

interface Definition {
  id: string;
  name: string;
  /** The option ids, in the order the codes were given. */
  optionIds: string[];
}

interface RuleSetup {
  packageIds: { productId: string; versionId: string; componentPackageId: string };
  versionItemId: string;
  packageName: string;
  placement: { id: string; name: string; code: string };
  color: Definition;
  size: Definition;
}

async function createDefinition(request: APIRequestContext, name: string, codes: string[]): Promise<Definition> {
  const definition = ComponentOptionDefinition.parse(await postJson(request, "componentoptiondefinition", { name }));
  const id = definition.componentOptionDefinitionId;
  const optionIds: string[] = [];
  for (const code of codes) {
    const option = ComponentOption.parse(
      await postJson(request, "componentoption", { componentOptionDefinitionId: id, code, name: code.toLowerCase() }),
    );
    optionIds.push(option.componentOptionId);
  }
  return { id, name, optionIds };
}

/**
 * Through the API: a Color and a Size definition with options, a type combining them, a placement
 * taking the type, and a product with a version holding one saved package.
 */
async function setUpPackage(request: APIRequestContext, colorCodes: string[], sizeCodes: string[]): Promise<RuleSetup> {
  const run = Date.now().toString(36);
  const color = await createDefinition(request, `Color ${run}`, colorCodes);
  const size = await createDefinition(request, `Size ${run}`, sizeCodes);
  const type = ComponentType.parse(
    await postJson(request, "componenttype", {
      name: `Print ${run}`,
      componentOptionDefinitions: [{ componentOptionDefinitionId: color.id }, { componentOptionDefinitionId: size.id }],
      partCodeFormat: [
        { id: "c", type: "code", targetId: color.id },
        { id: "dash", type: "static", text: "-" },
        { id: "s", type: "code", targetId: size.id },
      ],
    }),
  );
  const placementCode = `chest-${run}`;
  const placement = ComponentPlacement.parse(
    await postJson(request, "componentplacement", {
      name: `Chest print ${run}`,
      code: placementCode,
      componentTypes: [{ componentTypeId: type.componentTypeId, codePrefix: "CH-" }],
    }),
  );
  const product = Product.parse(
    await postJson(request, "product", { name: `Rules tee ${run}`, styleCode: `RT-${run}` }),
  );
  const version = Version.parse(await postJson(request, `product/${product.productId}/version`, {}));
  const packageName = `Prints ${run}`;
  const saved = await request.put(`/api/v1/product/${product.productId}/version/${version.versionId}/package`, {
    data: { componentPackages: [{ temporaryId: "tmp-prints", name: packageName }] },
    headers: API_HEADERS,
  });
  expect(saved.ok()).toBe(true);
  const [componentPackage] = ComponentPackageList.parse(await saved.json()).componentPackages;
  if (componentPackage === undefined) throw new Error("The package was not saved");
  return {
    packageIds: {
      productId: product.productId,
      versionId: version.versionId,
      componentPackageId: componentPackage.componentPackageId,
    },
    versionItemId: `${product.productId}~${version.versionId}`,
    packageName,
    placement: { id: placement.componentPlacementId, name: placement.name, code: placementCode },
    color,
    size,
  };
}

function generatorsPath({ productId, versionId, componentPackageId }: RuleSetup["packageIds"]): string {
  return `product/${productId}/version/${versionId}/package/${componentPackageId}/generator`;
}

test("a package's rules: add a rule with a live count, save, narrow it, a stale save, archive with confirm", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const run = Date.now().toString(36);
  const [red, blue, green] = ["RED", "BLUE", "GREEN"].map((code) => `${code}-${run}`) as [string, string, string];
  const [small, medium] = [`S-${run}`, `M-${run}`];
  const setup = await setUpPackage(page.request, [red, blue, green], [small, medium]);
  const { color, size, placement } = setup;

  // The Packages screen's Edit opens the package's rules: none yet.
  const rules = new ComponentRulesBlade(workspace);
  await rules.openFromPackages(setup.versionItemId, setup.packageName, "Edit");
  await workspace.expectBlades(["EditPackages", "EditComponents"]);
  await expect(rules.heading).toHaveText(`Component rules of ${setup.packageName}`);
  await expect(rules.empty).toHaveText("This package has no component rules yet.");
  await screenshot(page, testInfo, "no rules");

  // A new rule: no placement, nothing to count, no Save.
  await rules.button("Add component rule").click();
  const editor = new RuleEditorBlade(workspace);
  await expect(editor.heading).toHaveText("Add a component rule");
  await expect(editor.liveCount).toHaveText("This rule defines 0 components.");
  await expect(editor.button("Save")).toHaveCount(0);
  await screenshot(page, testInfo, "new rule");

  // The placement, filtered by its code; then its two definitions' options.
  await editor.pickPlacement(placement.code, placement.name);
  await expect(editor.definition(color.name)).toBeVisible();
  await expect(editor.definition(size.name)).toBeVisible();
  await editor.toggleOption(color.name, red);
  await expect(editor.liveCount).toHaveText("This rule defines 0 components.");
  await expect(editor.button("Save")).toHaveCount(0);
  await editor.toggleOption(size.name, small);
  await expect(editor.liveCount).toHaveText("This rule defines 1 component.");
  await expect(editor.button("Save")).toBeVisible();
  // Invert Selection with no filter inverts the whole list: red off, blue and green on.
  await editor.invert(color.name);
  await editor.expectChosen(color.name, red, false);
  await editor.expectChosen(color.name, green, true);
  await editor.toggleOption(color.name, red);
  await editor.toggleOption(size.name, medium);
  await expect(editor.liveCount).toHaveText("This rule defines 6 components.");
  await expect(editor.definition(color.name).getByTestId("rule-definition-chosen")).toHaveText("3 of 3 chosen");
  await screenshot(page, testInfo, "six components");

  expect(await editor.save()).toBe(201);
  await workspace.expectBlades(["EditPackages", "EditComponents"]);
  const row = rules.row(placement.name);
  await expect(row.getByTestId("rule-count")).toHaveText("6 components");
  await expect(row).toContainText(placement.code);
  // Options are listed as the catalogue orders them (here by code).
  await expect(rules.codes(row, color.name)).toHaveText([blue, green, red].join(", "));
  await expect(rules.codes(row, size.name)).toHaveText([medium, small].join(", "));
  await expect(workspace.bladesOfKind("EditPackages").getByTestId("package-row")).toContainText("1 component rule");
  await screenshot(page, testInfo, "rule saved");

  // Narrow it: inverting within a filter only touches the options in view.
  await rules.openDetails(placement.name);
  await expect(editor.heading).toHaveText(`Component rule of ${placement.name}`);
  await expect(editor.liveCount).toHaveText("This rule defines 6 components.");
  await editor.filterOptions(color.name, blue);
  await expect(editor.definition(color.name).getByTestId("item-row")).toHaveCount(1);
  await editor.invert(color.name);
  await editor.filterOptions(color.name, "");
  await editor.expectChosen(color.name, blue, false);
  await editor.expectChosen(color.name, red, true);
  await editor.toggleOption(size.name, medium);
  await expect(editor.liveCount).toHaveText("This rule defines 2 components.");
  await screenshot(page, testInfo, "narrowed");
  expect(await editor.save()).toBe(200);
  await expect(row.getByTestId("rule-count")).toHaveText("2 components");
  await expect(rules.codes(row, color.name)).toHaveText([green, red].join(", "));

  // Someone else saves the rule meanwhile: Save says so and the choices stay.
  await rules.openDetails(placement.name);
  await editor.toggleOption(color.name, blue);
  await expect(editor.liveCount).toHaveText("This rule defines 3 components.");
  const list = await page.request.get(`/api/v1/${generatorsPath(setup.packageIds)}`);
  const [stored] = ComponentRuleList.parse(await list.json()).generators;
  if (stored === undefined) throw new Error("The rule was not stored");
  const changed = await page.request.put(`/api/v1/${generatorsPath(setup.packageIds)}/${stored.componentGeneratorId}`, {
    data: {
      parameters: {
        componentPlacements: [placement.id],
        enabledOptions: [
          { componentOptionDefinitionId: color.id, componentOptionIds: [color.optionIds[0]] },
          { componentOptionDefinitionId: size.id, componentOptionIds: size.optionIds },
        ],
      },
      etag: stored.etag,
    },
    headers: API_HEADERS,
  });
  expect(changed.ok()).toBe(true);
  expect(await editor.save()).toBe(412);
  await expect(editor.root.getByTestId("error-callout")).toHaveText(MESSAGES.staleEtag);
  await editor.expectChosen(color.name, blue, true);
  await expect(editor.liveCount).toHaveText("This rule defines 3 components.");
  await screenshot(page, testInfo, "stale");

  // The refused save read the rules again: the table shows the other save; archive asks 'Confirm?' first.
  await workspace.closeBladeOfKind("EditComponentGenerator");
  // The refused choices are still unsaved: closing asks first.
  await new DiscardChangesDialog(page).discard();
  await expect(rules.codes(row, color.name)).toHaveText(red);
  await rules.openDetails(placement.name);
  await editor.button("Archive").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  await screenshot(page, testInfo, "archive confirm");
  await editor.button("Confirm?").click();
  await workspace.expectBlades(["EditPackages", "EditComponents"]);
  await expect(rules.rows).toHaveCount(0);
  await expect(rules.empty).toBeVisible();
  await expect(workspace.bladesOfKind("EditPackages").getByTestId("package-row")).toContainText("0 component rules");
});

test("a read-only user sees the rules, 'View all' of long option lists, and no Add, Save or Archive", async ({
  page,
  workspace,
  request,
}, testInfo) => {
  await signInThroughApi(request, DEMO.admin, DEMO.password);
  const run = Date.now().toString(36);
  const letters = Array.from({ length: 25 }, (_, index) => `L${String(index + 1).padStart(2, "0")}-${run}`);
  const setup = await setUpPackage(request, letters, [`S-${run}`]);
  const { color, size, placement } = setup;
  const saved = ComponentRuleSaveResult.parse(
    await postJson(request, generatorsPath(setup.packageIds), {
      parameters: {
        componentPlacements: [placement.id],
        enabledOptions: [
          { componentOptionDefinitionId: color.id, componentOptionIds: color.optionIds },
          { componentOptionDefinitionId: size.id, componentOptionIds: size.optionIds },
        ],
      },
    }),
  );
  expect(saved.generators).toHaveLength(1);

  await workspace.signInAsDemo(DEMO.viewer);
  const rules = new ComponentRulesBlade(workspace);
  await rules.openFromPackages(setup.versionItemId, setup.packageName, "View");
  await expect(rules.button("Add component rule")).toHaveCount(0);
  const row = rules.row(placement.name);
  await expect(row.getByTestId("rule-count")).toHaveText("25 components");
  await expect(rules.codes(row, color.name)).toHaveText(letters.slice(0, RULE_OPTIONS_SHOWN).join(", "));
  await screenshot(page, testInfo, "first options");
  await row.getByRole("button", { name: "View all", exact: true }).click();
  await expect(rules.codes(row, color.name)).toHaveText(letters.join(", "));
  await expect(row.getByRole("button", { name: "View all", exact: true })).toHaveCount(0);

  await rules.openDetails(placement.name);
  const editor = new RuleEditorBlade(workspace);
  await expect(editor.liveCount).toHaveText("This rule defines 25 components.");
  await expect(editor.definition(color.name).getByTestId("rule-definition-chosen")).toHaveText("25 of 25 chosen");
  for (const name of ["Save", "Archive", "Invert Selection"]) await expect(editor.button(name)).toHaveCount(0);
  await expect(editor.option(color.name, letters[0] ?? "").getByRole("button")).toHaveCount(0);
  await screenshot(page, testInfo, "read-only editor");
});

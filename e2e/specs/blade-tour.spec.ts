import { AssetList } from "@atelier/domain/asset/asset.schema";
import { OptimizationList } from "@atelier/domain/asset/optimization.schema";
import { OptimizationProfileList } from "@atelier/domain/asset/optimization-profile.schema";
import { DataImport } from "@atelier/domain/data/data-import.schema";
import { ReferenceDataList } from "@atelier/domain/data/reference-data.schema";
import { OrderList } from "@atelier/domain/order/order.schema";
import { AppletList } from "@atelier/domain/settings/applet.schema";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { allBladeKinds, type BladeKind, bladeKindInfo } from "../../apps/web/src/app/workspace/blade-kinds";
import { joinItemId } from "../../apps/web/src/app/workspace/item-id";
import { notBuiltMessage } from "../../apps/web/src/blades/workspace/not-built/not-built-texts";
import {
  BladeTour,
  type DemoAccountItems,
  type DemoCatalogueItems,
  type DemoProductItems,
  lookUpDemoCatalogue,
  lookUpDemoProduct,
  prepareDemoAccount,
} from "../pages/blade-tour";
import type { Workspace } from "../pages/workspace";
import { callApi } from "../support/api";
import type { AddressedBlade } from "../support/blade-address";
import { expect, test } from "../support/fixtures";
import { DEMO } from "../support/users";

/**
 * Every blade kind, opened as the top blade of a stack the app would build, with a demo item where it takes
 * one, and photographed at 1440x900 and 1024x768: each photograph checks that no blade is cut and runs
 * axe-core (no critical or serious finding). One test per area, so a failure names its area.
 */

/** Where a kind is visited: the stack, bottom to top, whose top blade is of that kind. */
type Stop<Items> = (items: Items) => AddressedBlade[];
type AreaTour<Items> = { readonly [K in BladeKind]?: Stop<Items> };

const list = (kind: BladeKind, itemId?: string): AddressedBlade => ({ kind, mode: "list", itemId });
const edit = (kind: BladeKind, itemId: string): AddressedBlade => ({ kind, mode: "edit", itemId });

const WORKSPACE_TOUR = {
  WhatsNew: () => [list("WhatsNew")],
} satisfies AreaTour<unknown>;

/** A version's blades stack on the version editor, opened from the product's versions. */
const versionStack = (p: DemoProductItems) => [
  edit("EditProduct", p.productId),
  list("Versions", p.productId),
  edit("EditVersion", joinItemId(p.productId, p.versionId)),
];
const versionPart = (kind: BladeKind) => (p: DemoProductItems) => [
  ...versionStack(p),
  edit(kind, joinItemId(p.productId, p.versionId)),
];
const packageRules = (p: DemoProductItems) => [
  ...versionPart("EditPackages")(p),
  edit("EditComponents", joinItemId(p.productId, p.versionId, p.packageId)),
];
const componentsOf = (p: DemoProductItems) => [
  ...versionStack(p),
  list("Components", joinItemId(p.productId, p.versionId)),
];

const PRODUCT_TOUR = {
  Products: () => [list("Products")],
  EditProduct: (p) => [list("Products"), edit("EditProduct", p.productId)],
  Versions: (p) => [edit("EditProduct", p.productId), list("Versions", p.productId)],
  EditVersion: versionStack,
  EditVersionRules: versionPart("EditVersionRules"),
  EditVersionViews: versionPart("EditVersionViews"),
  EditVersionGroups: versionPart("EditVersionGroups"),
  EditPackages: versionPart("EditPackages"),
  EditComponents: packageRules,
  EditComponentGenerator: (p) => [
    ...packageRules(p),
    edit("EditComponentGenerator", joinItemId(p.productId, p.versionId, p.packageId, p.componentGeneratorId)),
  ],
  Components: componentsOf,
  EditComponent: (p) => [
    ...componentsOf(p),
    edit("EditComponent", joinItemId(p.productId, p.versionId, p.imageComponentId)),
  ],
  EditThreeComponent: (p) => [
    ...componentsOf(p),
    edit("EditThreeComponent", joinItemId(p.productId, p.versionId, p.threeComponentId)),
  ],
} satisfies AreaTour<DemoProductItems>;

const CATALOGUE_TOUR = {
  MetadataGuide: () => [list("MetadataGuide")],
  Sites: () => [list("Sites")],
  EditSite: (c) => [list("Sites"), edit("EditSite", c.siteId)],
  Locales: () => [list("Locales")],
  Timezones: () => [list("Timezones")],
  Dimensions: () => [list("Dimensions")],
  EditDimension: (c) => [list("Dimensions"), edit("EditDimension", c.dimensionId)],
  ComponentOptionDefinitions: () => [list("ComponentOptionDefinitions")],
  EditComponentOptionDefinition: (c) => [
    list("ComponentOptionDefinitions"),
    edit("EditComponentOptionDefinition", c.definitionId),
  ],
  ComponentOptions: (c) => [list("ComponentOptionDefinitions"), list("ComponentOptions", c.definitionId)],
  EditComponentOption: (c) => [list("ComponentOptions", c.definitionId), edit("EditComponentOption", c.optionId)],
  ComponentTypes: () => [list("ComponentTypes")],
  EditComponentType: (c) => [list("ComponentTypes"), edit("EditComponentType", c.componentTypeId)],
  ComponentPlacements: () => [list("ComponentPlacements")],
  EditComponentPlacement: (c) => [list("ComponentPlacements"), edit("EditComponentPlacement", c.placementId)],
  ComponentPlacementAnalytics: (c) => [
    list("ComponentPlacements"),
    edit("EditComponentPlacement", c.placementId),
    list("ComponentPlacementAnalytics", c.placementId),
  ],
} satisfies AreaTour<DemoCatalogueItems>;

const ACCOUNT_TOUR = {
  Account: () => [list("Account")],
  EditAccountUser: (a) => [list("Account"), edit("EditAccountUser", a.userName)],
  EditAccountInvite: () => [list("Account"), { kind: "EditAccountInvite", mode: "new" }],
  EditAccountKey: (a) => [list("Account"), edit("EditAccountKey", a.apiKeyId)],
  EditStorefrontKey: (a) => [list("Account"), edit("EditStorefrontKey", a.storefrontKeyId)],
} satisfies AreaTour<DemoAccountItems>;

/** The demo workspace's first applet (the seed adds one): the applet editor's stop shows it. */
async function lookUpDemoApplet(request: APIRequestContext): Promise<{ appletId: string }> {
  const { applets } = AppletList.parse(await callApi(request, "GET", "app"));
  const first = applets[0];
  if (first === undefined) throw new Error("The demo workspace has no applet");
  return { appletId: first.appletId };
}

const SETTINGS_TOUR = {
  EditSettings: () => [list("EditSettings")],
  EditRecipeSettings: () => [list("EditSettings"), { kind: "EditRecipeSettings", mode: "edit" }],
  EditGlobalData: () => [list("EditSettings"), { kind: "EditGlobalData", mode: "edit" }],
  Applets: () => [list("EditSettings"), list("Applets")],
  EditApplet: (a) => [list("EditSettings"), list("Applets"), edit("EditApplet", a.appletId)],
} satisfies AreaTour<{ appletId: string }>;

/** The Log blade of a job that is not there (finished jobs are deleted after 30 days): its own message. */
const JOBS_TOUR = {
  Operations: () => [list("Operations")],
  Log: () => [list("Operations"), edit("Log", "no-such-job")],
} satisfies AreaTour<unknown>;

const AUDIT_TOUR = {
  Activity: () => [list("Activity")],
} satisfies AreaTour<unknown>;

/** The demo order that waits for the customer (the seed adds one): the order panel's stop shows it. */
async function lookUpDemoOrder(request: APIRequestContext): Promise<{ recipeId: string }> {
  const { orders } = OrderList.parse(await callApi(request, "GET", "order?status=WaitingForCustomer&take=1"));
  const waiting = orders[0];
  if (waiting === undefined) throw new Error("The demo workspace has no order waiting for the customer");
  return { recipeId: waiting.recipeId };
}

/** The list, 'Track a recipe' opened new on it, and a demo order's panel opened from its row. */
const ORDER_TOUR = {
  Orders: () => [list("Orders")],
  EditRecipeOrder: () => [list("Orders"), { kind: "EditRecipeOrder", mode: "new" }],
  EditOrder: (o) => [list("Orders"), edit("EditOrder", o.recipeId)],
} satisfies AreaTour<{ recipeId: string }>;

/** Both dashboards as the sidebar opens them, and a prompt report opened from the Recipe Analytics prompt. */
const ANALYTICS_TOUR = {
  AnalyticsDashboard: () => [list("AnalyticsDashboard")],
  AnalyticsActionsDashboard: () => [list("AnalyticsActionsDashboard")],
  AnalyticsPromptReport: () => [
    list("AnalyticsDashboard"),
    edit("AnalyticsPromptReport", "recipe~top 5 products by saved recipes last month"),
  ],
} satisfies AreaTour<unknown>;

interface DemoAssetItems {
  name: string;
  optimizationId: string;
  profileId: string;
}

/** The demo's first library image, its optimisation and its profile 'Web (meshopt + webp)'. */
async function lookUpDemoAssets(request: APIRequestContext): Promise<DemoAssetItems> {
  const { assets } = AssetList.parse(await callApi(request, "GET", "asset"));
  const image = assets.find((asset) => asset.contentType.startsWith("image/"));
  const [optimization] = OptimizationList.parse(await callApi(request, "GET", "dataoptimization")).items;
  const [profile] = OptimizationProfileList.parse(await callApi(request, "GET", "dataoptimizationprofile")).items;
  if (!image || !optimization || !profile) throw new Error("the demo has no library image, optimisation or profile");
  return {
    name: image.name,
    optimizationId: optimization.dataOptimizationId,
    profileId: profile.dataOptimizationProfileId,
  };
}

/** The library, Upload Assets, the mask and lightmap queues stacked on it, a demo image's panel, and 3D & AR. */
const ASSET_TOUR = {
  Assets: () => [list("Assets")],
  UploadAssets: () => [list("Assets"), { kind: "UploadAssets", mode: "new" }],
  UploadMasks: () => [list("Assets"), { kind: "UploadMasks", mode: "new" }],
  UploadLightmaps: () => [list("Assets"), { kind: "UploadLightmaps", mode: "new" }],
  AssetImage: (a) => [list("Assets"), edit("AssetImage", a.name)],
  DataOptimization: () => [list("DataOptimization")],
  EditDataOptimization: (a) => [list("DataOptimization"), edit("EditDataOptimization", a.optimizationId)],
  DataOptimizationProfiles: () => [list("DataOptimizationProfiles")],
  EditDataOptimizationProfile: (a) => [
    list("DataOptimizationProfiles"),
    edit("EditDataOptimizationProfile", a.profileId),
  ],
} satisfies AreaTour<DemoAssetItems>;

/** A feed to open: the dry run of a small batch (the demo seeds none). */
async function lookUpDemoFeed(request: APIRequestContext): Promise<string> {
  const batch = JSON.stringify({ componentOptions: [{ code: "SUEDE", tags: ["leather", "suede", "tour"] }] });
  const upload = { name: "tour.json", mimeType: "application/json", source: Buffer.from(batch).toString("base64") };
  return DataImport.parse(await callApi(request, "POST", "dataimport?dryRun=true", upload)).dataImportId;
}

/** Batch Operations, a feed stacked on it, and Batch Tools. */
const BATCH_TOUR = {
  BatchOperations: () => [list("BatchOperations")],
  EditDataImport: (dataImportId) => [list("BatchOperations"), edit("EditDataImport", dataImportId)],
  BatchTools: () => [list("BatchTools")],
} satisfies AreaTour<string>;

interface DemoReferenceItems {
  mappingId: string;
  /** The demo reference data (Integration) as EditReferenceData addresses it: `Integration~{id}`. */
  referenceDataItemId: string;
}

/** The demo's translation mapping and reference data (the seed adds them). */
async function lookUpDemoReferenceData(request: APIRequestContext): Promise<DemoReferenceItems> {
  const { referenceDatas } = ReferenceDataList.parse(await callApi(request, "GET", "referencedata"));
  const mapping = referenceDatas.find((item) => item.dataType === "Mapping");
  const reference = referenceDatas.find((item) => item.dataType === "Integration");
  if (!mapping || !reference) throw new Error("the demo has no translation mapping or reference data");
  return {
    mappingId: mapping.referenceDataId,
    referenceDataItemId: joinItemId("Integration", reference.referenceDataId),
  };
}

/** Data and Feeds, the editors stacked on it, Find unmapped on the mapping, and the picker as a plain list. */
const REFERENCE_DATA_TOUR = {
  DataImports: () => [list("DataImports")],
  EditReferenceData: (r) => [list("DataImports"), edit("EditReferenceData", r.referenceDataItemId)],
  EditTranslationMapping: (r) => [list("DataImports"), edit("EditTranslationMapping", r.mappingId)],
  FindUnmapped: (r) => [
    list("DataImports"),
    edit("EditTranslationMapping", r.mappingId),
    list("FindUnmapped", r.mappingId),
  ],
  PickReferenceDatas: () => [list("PickReferenceDatas")],
} satisfies AreaTour<DemoReferenceItems>;

/** The demo data grid's first file, as EditReferenceDataTable addresses it: `DataGrid~{id}~{fileId}`. */
async function lookUpDemoGridFile(request: APIRequestContext): Promise<string> {
  const { referenceDatas } = ReferenceDataList.parse(await callApi(request, "GET", "referencedata?type=DataGrid"));
  const grid = referenceDatas[0];
  const file = grid?.files[0];
  if (!grid || !file) throw new Error("the demo has no data grid with a file");
  return joinItemId("DataGrid", grid.referenceDataId, file.referenceDataFileId);
}

/** The table editor and the query tester on Data and Feeds; the value editors alone (opened without a value). */
const REFERENCE_TABLE_TOUR = {
  EditReferenceDataTable: (tableItemId) => [list("DataImports"), edit("EditReferenceDataTable", tableItemId)],
  TestDataGridQuery: () => [list("DataImports"), list("TestDataGridQuery")],
  EditValueHtml: () => [list("EditValueHtml")],
  EditValueJson: () => [list("EditValueJson")],
} satisfies AreaTour<string>;

/** The kinds of areas not built yet, by their future area; each opens alone, as the sidebar opens them. */
const NOT_BUILT_AREAS = {
  "product galleries": ["EditGallery", "EditGalleryOption"],
  "data and integration": ["DataIntegrations", "EditIntegration"],
  moderation: ["ModerationSettings", "ImageModerationSettings", "ModerationSettingsAdvanced"],
} satisfies Record<string, BladeKind[]>;

/** The one place the gallery is opened today (the product editor's 'Manage gallery') stacks it on the product. */
const notBuiltStack = (kind: BladeKind, product: DemoProductItems): AddressedBlade[] =>
  kind === "EditGallery"
    ? [edit("EditProduct", product.productId), edit("EditGallery", product.productId)]
    : [list(kind)];

const BUILT_TOURS: readonly AreaTour<never>[] = [
  WORKSPACE_TOUR,
  PRODUCT_TOUR,
  CATALOGUE_TOUR,
  ACCOUNT_TOUR,
  AUDIT_TOUR,
  SETTINGS_TOUR,
  JOBS_TOUR,
  ORDER_TOUR,
  ANALYTICS_TOUR,
  ASSET_TOUR,
  BATCH_TOUR,
  REFERENCE_DATA_TOUR,
  REFERENCE_TABLE_TOUR,
];

test("the tour visits every blade kind the workspace registers, once", () => {
  const toured = [...BUILT_TOURS.flatMap((tour) => Object.keys(tour)), ...Object.values(NOT_BUILT_AREAS).flat()];
  expect(new Set(toured).size, "a kind is visited twice").toBe(toured.length);
  expect([...toured].sort()).toEqual([...allBladeKinds()].sort());
});

/** Visits each stop of an area's tour, in order. */
async function tourArea<Items>(tour: BladeTour, area: AreaTour<Items>, items: Items): Promise<void> {
  for (const stop of Object.values(area) as Stop<Items>[]) await tour.visit(stop(items));
}

async function signedInTour(workspace: Workspace, testInfo: TestInfo): Promise<BladeTour> {
  await workspace.signInAsDemo(DEMO.admin);
  return new BladeTour(workspace, testInfo);
}

test("blade tour: workspace", async ({ workspace }, testInfo) => {
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, WORKSPACE_TOUR, undefined);
});

test("blade tour: settings", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, SETTINGS_TOUR, await lookUpDemoApplet(page.request));
});

test("blade tour: jobs", async ({ workspace }, testInfo) => {
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, JOBS_TOUR, undefined);
});

test("blade tour: audit", async ({ workspace }, testInfo) => {
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, AUDIT_TOUR, undefined);
});

test("blade tour: product", async ({ page, workspace }, testInfo) => {
  test.setTimeout(240_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, PRODUCT_TOUR, await lookUpDemoProduct(page.request));
});

test("blade tour: catalogue", async ({ page, workspace }, testInfo) => {
  test.setTimeout(240_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, CATALOGUE_TOUR, await lookUpDemoCatalogue(page.request));
});

test("blade tour: order", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, ORDER_TOUR, await lookUpDemoOrder(page.request));
});

test("blade tour: analytics", async ({ workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, ANALYTICS_TOUR, undefined);
});

test("blade tour: asset", async ({ page, workspace }, testInfo) => {
  test.setTimeout(180_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, ASSET_TOUR, await lookUpDemoAssets(page.request));
});

test("blade tour: batch", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, BATCH_TOUR, await lookUpDemoFeed(page.request));
});

test("blade tour: reference data", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, REFERENCE_DATA_TOUR, await lookUpDemoReferenceData(page.request));
});

test("blade tour: reference table, query and value editors", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, REFERENCE_TABLE_TOUR, await lookUpDemoGridFile(page.request));
});

test("blade tour: account", async ({ page, workspace }, testInfo) => {
  test.setTimeout(120_000);
  const tour = await signedInTour(workspace, testInfo);
  await tourArea(tour, ACCOUNT_TOUR, await prepareDemoAccount(page.request));
});

for (const [area, kinds] of Object.entries(NOT_BUILT_AREAS)) {
  test(`blade tour: ${area} (not built yet)`, async ({ page, workspace }, testInfo) => {
    test.setTimeout(60_000 + kinds.length * 15_000);
    const tour = await signedInTour(workspace, testInfo);
    const product = await lookUpDemoProduct(page.request);
    for (const kind of kinds as BladeKind[]) {
      const { title } = bladeKindInfo(kind);
      await tour.visit(notBuiltStack(kind, product));
      await expect(workspace.blade(title).getByTestId("not-built")).toHaveText(notBuiltMessage(title));
    }
  });
}

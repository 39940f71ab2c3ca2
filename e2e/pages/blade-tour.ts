import type { CurrentUser } from "@atelier/domain/account/account.schema";
import type { ApiKeyCreated } from "@atelier/domain/account/api-key.schema";
import type { StorefrontKeyCreated } from "@atelier/domain/account/storefront-key.schema";
import type { ComponentOptionList } from "@atelier/domain/catalogue/component-option.schema";
import type { ComponentOptionDefinitionList } from "@atelier/domain/catalogue/component-option-definition.schema";
import type { ComponentPlacementList } from "@atelier/domain/catalogue/component-placement.schema";
import type { ComponentTypeList } from "@atelier/domain/catalogue/component-type.schema";
import type { DimensionList } from "@atelier/domain/catalogue/dimension.schema";
import type { SiteList } from "@atelier/domain/catalogue/site.schema";
import type { ComponentList } from "@atelier/domain/product/component.schema";
import { THREE_D_USAGES } from "@atelier/domain/product/component.schema";
import type { ComponentRuleList } from "@atelier/domain/product/component-rule.schema";
import type { ComponentPackageList } from "@atelier/domain/product/package.schema";
import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { VersionList } from "@atelier/domain/product/version.schema";
import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import { callApi } from "../support/api";
import { type AddressedBlade, stackAddress } from "../support/blade-address";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";
import { FIRST_RENDER_MS } from "./three-component";
import type { Workspace } from "./workspace";

const DEMO_PRODUCT = { styleCode: "SNK-CC-100", versionCode: 2, packageName: "Spring colour pack" };

function found<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const item = items.find(test);
  if (item === undefined) throw new Error(`The demo has no ${what}`);
  return item;
}

const getter =
  (request: APIRequestContext) =>
  <T>(path: string): Promise<T> =>
    callApi<T>(request, "GET", path);

/** The demo product items the tour opens: a version with component rules, one of its rules and components. */
export interface DemoProductItems {
  productId: string;
  versionId: string;
  packageId: string;
  componentGeneratorId: string;
  /** A component the image editor shows, and one the 3D editor shows. */
  imageComponentId: string;
  threeComponentId: string;
}

/** Looks the demo sneaker's active version up through the API, signed in as the page is. */
export async function lookUpDemoProduct(request: APIRequestContext): Promise<DemoProductItems> {
  const get = getter(request);
  const { products } = await get<ProductList>("product?take=1000");
  const { productId } = found(products, DEMO_PRODUCT.styleCode, (p) => p.styleCode === DEMO_PRODUCT.styleCode);
  const { versions } = await get<VersionList>(`product/${productId}/version`);
  const { versionId } = found(versions, "version 2", (v) => v.code === DEMO_PRODUCT.versionCode);
  const versionPath = `product/${productId}/version/${versionId}`;
  const { componentPackages } = await get<ComponentPackageList>(`${versionPath}/package`);
  const pack = found(componentPackages, DEMO_PRODUCT.packageName, (p) => p.name === DEMO_PRODUCT.packageName);
  const packageId = pack.componentPackageId;
  const { generators } = await get<ComponentRuleList>(`${versionPath}/package/${packageId}/generator`);
  const { components } = await get<ComponentList>(`${versionPath}/component?take=1000`);
  return {
    productId,
    versionId,
    packageId,
    componentGeneratorId: found(generators, "component rule", () => true).componentGeneratorId,
    imageComponentId: found(components, "image component", (c) => !THREE_D_USAGES.includes(c.usage)).componentId,
    threeComponentId: found(components, "3D component", (c) => THREE_D_USAGES.includes(c.usage)).componentId,
  };
}

/** The demo catalogue items the tour opens. */
export interface DemoCatalogueItems {
  definitionId: string;
  optionId: string;
  componentTypeId: string;
  placementId: string;
  siteId: string;
  dimensionId: string;
}

/** Looks the demo catalogue items up through the API by the names and codes the demo seeds. */
export async function lookUpDemoCatalogue(request: APIRequestContext): Promise<DemoCatalogueItems> {
  const get = getter(request);
  const { componentOptionDefinitions } = await get<ComponentOptionDefinitionList>("componentoptiondefinition");
  const definition = found(componentOptionDefinitions, "Material definition", (d) => d.name === "Material");
  const definitionId = definition.componentOptionDefinitionId;
  const { componentOptions } = await get<ComponentOptionList>(
    `componentoption?componentOptionDefinitionId=${definitionId}`,
  );
  const { componentTypes } = await get<ComponentTypeList>("componenttype");
  const { componentPlacements } = await get<ComponentPlacementList>("componentplacement");
  const { sites } = await get<SiteList>("site");
  const { dimensions } = await get<DimensionList>("dimension");
  return {
    definitionId,
    optionId: found(componentOptions, "LEATHER option", (o) => o.code === "LEATHER").componentOptionId,
    componentTypeId: found(componentTypes, "Material + Color type", (t) => t.name === "Material + Color")
      .componentTypeId,
    placementId: found(componentPlacements, "Upper placement", (p) => p.name === "Upper").componentPlacementId,
    siteId: found(sites, "US Store", (s) => s.name === "US Store").siteId,
    dimensionId: found(dimensions, "Shipping weight", (d) => d.name === "Shipping weight").dimensionId,
  };
}

/** The account items the tour opens: a member the administrator may edit (the demo viewer) and an API key. */
export interface DemoAccountItems {
  userName: string;
  apiKeyId: string;
  storefrontKeyId: string;
}

/** Adds an API key and a storefront key through the API and answers them with the demo viewer. */
export async function prepareDemoAccount(request: APIRequestContext): Promise<DemoAccountItems> {
  const { companyId } = (await getter(request)<CurrentUser>("account")).company;
  const key = await callApi<ApiKeyCreated>(request, "POST", `company/${companyId}/apikey`, {
    name: "Storefront feed",
    roles: ["Manage Configuration"],
  });
  const storefrontKey = await callApi<StorefrontKeyCreated>(request, "POST", `company/${companyId}/storefrontkey`, {
    name: "Tour shop",
    allowedOrigins: ["https://shop.example.com"],
  });
  return { userName: DEMO.viewer, apiKeyId: key.apiKeyId, storefrontKeyId: storefrontKey.storefrontKeyId };
}

/**
 * Opens a stack by its address and photographs it at 1440x900 and 1024x768 (each photograph checks that no
 * blade is cut and runs axe-core), once every blade has loaded without an error.
 */
export class BladeTour {
  constructor(
    readonly workspace: Workspace,
    readonly testInfo: TestInfo,
  ) {}

  get page(): Page {
    return this.workspace.page;
  }

  /** Opens the stack, whose last blade is the kind visited, and photographs it under the kind's name. */
  async visit(stack: readonly AddressedBlade[]): Promise<void> {
    const top = stack.at(-1);
    if (top === undefined) throw new Error("A stop of the tour opens at least one blade");
    await this.page.setViewportSize({ width: 1440, height: 900 });
    await this.page.goto(stackAddress(stack));
    await this.workspace.expectBlades(stack.map((blade) => blade.kind));
    await expect(this.workspace.bladesOfKind(top.kind).last()).toHaveAttribute("data-fit", "full");
    await this.workspace.expectBladesLoaded();
    // A 3D component's model loads after its blade: photograph the model, not its loading line.
    await expect(this.workspace.bladeStack.getByTestId("model-loading")).toHaveCount(0, { timeout: FIRST_RENDER_MS });
    await expect(this.workspace.bladeStack.getByTestId("error-callout")).toHaveCount(0);
    await screenshotAlsoNarrow(this.page, this.testInfo, top.kind);
  }
}

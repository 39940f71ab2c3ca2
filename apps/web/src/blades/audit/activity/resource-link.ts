import type { BladeLink } from "../../../app/workspace/blade-link";
import { accountLinks } from "../../account/account-links";
import { catalogueLinks } from "../../catalogue/catalogue-links";
import { productLinks } from "../../product/product-links";
import { appletLinks } from "../../settings/applets/applet-links";
import { settingsLinks } from "../../settings/settings-links";

/** A path pattern of the API (`product/:productId/version/:versionId`) and the editor its resources open in. */
interface Route {
  pattern: string;
  open: (ids: Record<string, string>) => BladeLink;
}

const need = (ids: Record<string, string>, name: string): string => ids[name] ?? "";

const ROUTES: readonly Route[] = [
  { pattern: "product/:productId", open: (ids) => productLinks.editProduct({ productId: need(ids, "productId") }) },
  {
    pattern: "product/:productId/version/:versionId",
    open: (ids) => productLinks.editVersion({ productId: need(ids, "productId"), versionId: need(ids, "versionId") }),
  },
  {
    pattern: "product/:productId/version/:versionId/package/:componentPackageId",
    open: (ids) => productLinks.editPackages({ productId: need(ids, "productId"), versionId: need(ids, "versionId") }),
  },
  {
    pattern: "product/:productId/version/:versionId/package/:componentPackageId/generator/:componentGeneratorId",
    open: (ids) =>
      productLinks.editComponentRule({
        productId: need(ids, "productId"),
        versionId: need(ids, "versionId"),
        componentPackageId: need(ids, "componentPackageId"),
        componentGeneratorId: need(ids, "componentGeneratorId"),
      }),
  },
  {
    pattern: "product/:productId/version/:versionId/component/:componentId",
    open: (ids) =>
      productLinks.editComponent({
        productId: need(ids, "productId"),
        versionId: need(ids, "versionId"),
        componentId: need(ids, "componentId"),
      }),
  },
  { pattern: "componentoption/:id", open: (ids) => catalogueLinks.editOption({ optionId: need(ids, "id") }) },
  { pattern: "componentoptiondefinition/:id", open: (ids) => catalogueLinks.optionDefinition.edit(need(ids, "id")) },
  { pattern: "componenttype/:id", open: (ids) => catalogueLinks.componentType.edit(need(ids, "id")) },
  { pattern: "componentplacement/:id", open: (ids) => catalogueLinks.placement.edit(need(ids, "id")) },
  { pattern: "site/:id", open: (ids) => catalogueLinks.site.edit(need(ids, "id")) },
  { pattern: "dimension/:id", open: (ids) => catalogueLinks.dimension.edit(need(ids, "id")) },
  {
    pattern: "company/:companyId/user/:userName",
    open: (ids) => accountLinks.editUser({ userName: need(ids, "userName") }),
  },
  {
    pattern: "company/:companyId/apikey/:apiKeyId",
    open: (ids) => accountLinks.editKey({ apiKeyId: need(ids, "apiKeyId") }),
  },
  {
    pattern: "company/:companyId/storefrontkey/:storefrontKeyId",
    open: (ids) => accountLinks.editStorefrontKey({ storefrontKeyId: need(ids, "storefrontKeyId") }),
  },
  { pattern: "company/:companyId/settings", open: () => settingsLinks.recipeSettings() },
  { pattern: "company/:companyId/data", open: () => settingsLinks.globalData() },
  { pattern: "app/:appletId", open: (ids) => appletLinks.applet.edit(need(ids, "appletId")) },
];

/** The ids a path holds when it has the pattern's shape, or null; each id is decoded and never empty. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return null;
  const ids: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? "";
    if (part.startsWith(":")) {
      if (actual === "") return null;
      try {
        ids[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return ids;
}

/** The editor a resource's API path opens (`product/{id}` -> the product editor), or null for a path no editor shows. */
export function resourceLink(resourcePath: string): BladeLink | null {
  const path = resourcePath.replace(/^\/+|\/+$/g, "");
  for (const route of ROUTES) {
    const ids = match(route.pattern, path);
    if (ids !== null) return route.open(ids);
  }
  return null;
}

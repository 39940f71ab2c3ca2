import type { ConfigurationValue } from "@atelier/domain/customer/evaluation.schema";
import type { Recipe, RecipeDocument, RecipeView } from "@atelier/domain/customer/recipe.schema";
import { splitValueKey } from "@atelier/domain/rules/engine/values";
import type { RecipeRow } from "../../../db/schema/recipes";

/** The public addresses of a recipe's files, below Atelier's public URL. */
export function recipeLinks(publicUrl: string, row: Pick<RecipeRow, "id" | "styleCode" | "versionCode">) {
  const id = row.id;
  const studio = new URLSearchParams({ product: row.styleCode, version: String(row.versionCode), recipe: id });
  return {
    share: `${publicUrl}/studio.html?${studio.toString()}`,
    json: `${publicUrl}/recipe/${id}.json`,
    pdf: `${publicUrl}/recipe/${id}.pdf`,
    view: (code: string) => `${publicUrl}/recipe/${id}/view/${encodeURIComponent(code)}.png`,
  };
}

function recipeViews(publicUrl: string, row: RecipeRow): RecipeView[] {
  const links = recipeLinks(publicUrl, row);
  return row.content.views.map(({ previewKey: _key, ...view }) => ({ ...view, previewPng: links.view(view.code) }));
}

const DEVICE_CLASSES = new Set<Recipe["deviceClass"]>(["mobile", "tablet", "desktop"]);

export function toRecipeDto(publicUrl: string, row: RecipeRow): Recipe {
  const { share, json, pdf } = recipeLinks(publicUrl, row);
  const deviceClass = row.deviceClass as Recipe["deviceClass"];
  return {
    recipeId: row.id,
    productId: row.productId,
    versionId: row.versionId,
    styleCode: row.styleCode,
    versionCode: row.versionCode,
    site: row.siteCode,
    locale: row.locale,
    parentRecipeId: row.parentRecipeId,
    selections: row.content.selections,
    values: row.content.values,
    views: recipeViews(publicUrl, row),
    attachments: row.content.attachments,
    price: row.content.price,
    userAgent: row.userAgent,
    deviceClass: DEVICE_CLASSES.has(deviceClass) ? deviceClass : "desktop",
    created: row.createdAt.toISOString(),
    links: { share, json, pdf },
  };
}

/** The values of one placement, keyed by attribute (values keyed '{attribute} OF {placement code}'). */
export function placementValues(
  values: Readonly<Record<string, ConfigurationValue>>,
  placementCode: string,
): Record<string, ConfigurationValue> {
  const own: Record<string, ConfigurationValue> = {};
  for (const [key, value] of Object.entries(values)) {
    const split = splitValueKey(key);
    if (split?.placement === placementCode) own[split.attribute] = value;
  }
  return own;
}

/**
 * The public recipe document (spec part 3, "Recipe document"): the attachments, each chosen component
 * under its placement's name with its codes and the custom values of its placement
 * (personalization-text, dynamic-image-url ...), the views with their preview PNGs, and the price.
 */
export function toRecipeDocument(publicUrl: string, row: RecipeRow): RecipeDocument {
  const { values } = row.content;
  return {
    recipeId: row.id,
    styleCode: row.styleCode,
    versionCode: row.versionCode,
    site: row.siteCode,
    locale: row.locale,
    created: row.createdAt.toISOString(),
    attachments: row.content.attachments,
    components: row.content.selections.map((selection) => ({
      name: selection.placementName,
      placementCode: selection.placementCode,
      component: {
        ...placementValues(values, selection.placementCode),
        code: selection.componentCode,
        placementIndependentCode: selection.placementIndependentCode,
        name: selection.componentName,
      },
    })),
    views: recipeViews(publicUrl, row),
    price: row.content.price,
  };
}

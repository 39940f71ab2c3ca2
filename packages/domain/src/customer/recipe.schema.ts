import { z } from "zod";
import { ActionSessionId } from "../analytics/action-event.schema";
import { storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { Configuration, ConfigurationValue } from "./evaluation.schema";

/** A recipe id: short, unguessable, URL-safe (made by the recipe service from random bytes). */
export const RECIPE_ID_PATTERN = /^[0-9A-Za-z]{12}$/;
const recipeId = () => z.string().regex(RECIPE_ID_PATTERN, { error: "A recipe id is 12 letters and digits." });
export const RecipeIdParams = z.object({ recipeId: recipeId() });

/** `POST recipe`: a configuration of a product's version, saved as a new recipe. */
export const RecipeCreateInput = Configuration.extend({
  /** The product's style code. */
  product: storableText(TEXT_MAX.code, "Product").min(1, { error: "Product is required." }),
  /** The version code, or _ for the active version. */
  version: z
    .union([z.number().int().min(1), z.literal("_")], { error: "Version is a version code or _." })
    .default("_"),
  /** The recipe this one changes, if any. */
  parentRecipeId: recipeId().optional(),
  /** How many items the price is for (quantity breakpoints). */
  quantity: z.number().int().min(1).max(1_000_000).default(1),
  /** The currency the price is given in; the first currency of the base price when omitted. */
  currency: storableText(8, "Currency").optional(),
  /** The visitor's session in the Studio, if any: the Actions Analytics funnel links the recipe to it. */
  sessionId: ActionSessionId.optional(),
});
export type RecipeCreateInput = z.input<typeof RecipeCreateInput>;

export const RecipeSelection = z.object({
  placementCode: z.string(),
  placementName: z.string(),
  componentCode: z.string(),
  placementIndependentCode: z.string(),
  componentName: z.string(),
});
export type RecipeSelection = z.infer<typeof RecipeSelection>;

export const RecipeView = z.object({
  name: z.string(),
  code: z.string(),
  productionReady: z.boolean(),
  /** Whether the view is part of the produced item (baked into the recipe). */
  production: z.boolean(),
  /** The address of the rendered preview PNG (public, by recipe id). */
  previewPng: z.string(),
});
export type RecipeView = z.infer<typeof RecipeView>;

export const RecipeAttachment = z.object({ name: z.string(), url: z.string(), type: z.string() });

export const RecipePrice = z.object({
  currencyCode: z.string(),
  /** The total for `quantity` items, 2 decimals. */
  value: z.number(),
  quantity: z.number().int(),
  /** What the total is made of, in order: base, packages, components, setup. */
  lines: z.array(z.object({ label: z.string(), value: z.number() })),
});
export type RecipePrice = z.infer<typeof RecipePrice>;

/** What a recipe row keeps in its content column. */
export const RecipeStored = z.object({
  selections: z.array(RecipeSelection),
  values: z.record(z.string(), ConfigurationValue),
  views: z.array(RecipeView.omit({ previewPng: true }).extend({ previewKey: z.string() })),
  attachments: z.array(RecipeAttachment),
  price: RecipePrice.nullable(),
  /** The product's and version's names when it was saved (the PDF prints them). */
  productName: z.string().optional(),
  versionName: z.string().optional(),
});
export type RecipeStored = z.infer<typeof RecipeStored>;

/** `GET recipe/{recipeId}` and the answer of `POST recipe`. */
export const Recipe = z.object({
  recipeId: z.string(),
  productId: z.string(),
  versionId: z.string(),
  styleCode: z.string(),
  versionCode: z.number().int(),
  site: z.string(),
  locale: z.string(),
  parentRecipeId: z.string().nullable(),
  selections: z.array(RecipeSelection),
  values: z.record(z.string(), ConfigurationValue),
  views: z.array(RecipeView),
  attachments: z.array(RecipeAttachment),
  price: RecipePrice.nullable(),
  userAgent: z.string(),
  deviceClass: z.enum(["mobile", "tablet", "desktop"]),
  created: z.string(),
  /** The public addresses: share link (the Studio with this recipe), JSON and PDF. */
  links: z.object({ share: z.string(), json: z.string(), pdf: z.string() }),
});
export type Recipe = z.infer<typeof Recipe>;

/** The public `/recipe/{recipeId}.json` (spec part 3, "Recipe document"). */
export const RecipeDocument = z.object({
  recipeId: z.string(),
  styleCode: z.string(),
  versionCode: z.number().int(),
  site: z.string(),
  locale: z.string(),
  created: z.string(),
  attachments: z.array(RecipeAttachment),
  components: z.array(
    z.object({
      /** The placement's name. */
      name: z.string(),
      placementCode: z.string(),
      component: z
        .object({ code: z.string(), placementIndependentCode: z.string(), name: z.string() })
        .catchall(ConfigurationValue),
    }),
  ),
  views: z.array(RecipeView),
  price: RecipePrice.nullable(),
});
export type RecipeDocument = z.infer<typeof RecipeDocument>;

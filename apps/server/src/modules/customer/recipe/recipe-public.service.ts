import { RECIPE_ID_PATTERN } from "@atelier/domain/customer/recipe.schema";
import type { RecipeRow } from "../../../db/schema/recipes";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { recipePdfDefinition } from "./pdf/recipe-pdf-content";
import { renderPdf } from "./pdf/render-pdf";
import { recipeBlobPrefix } from "./preview/render-previews";
import { toRecipeDocument } from "./recipe.dto";
import { findPublicRecipe } from "./recipe.repo";

/**
 * The public recipe host's files (issue 14, item 4): anyone holding a recipe's id reads its document, its
 * PDF and its view previews. An id of another form and an unknown id are alike 404 (nothing revealed).
 */

type PublicDeps = Pick<AppDeps, "db" | "storage" | "config">;

async function publicRecipe(deps: PublicDeps, recipeId: string): Promise<RecipeRow> {
  const row = RECIPE_ID_PATTERN.test(recipeId) ? await findPublicRecipe(deps.db, recipeId) : undefined;
  if (!row) throw AppError.notFound();
  return row;
}

/** The recipe document's JSON text. */
export async function recipeDocumentJson(deps: PublicDeps, recipeId: string): Promise<Buffer> {
  const row = await publicRecipe(deps, recipeId);
  return Buffer.from(JSON.stringify(toRecipeDocument(deps.config.publicUrl, row)));
}

/** The blob key of a view's preview PNG, by the view's code. */
export async function recipePreviewKey(deps: PublicDeps, recipeId: string, viewCode: string): Promise<string> {
  const row = await publicRecipe(deps, recipeId);
  const view = row.content.views.find((candidate) => candidate.code === viewCode);
  if (!view) throw AppError.notFound();
  return view.previewKey;
}

async function dataUrlOf(deps: PublicDeps, key: string): Promise<string | null> {
  const found = await deps.storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return `data:image/png;base64,${Buffer.concat(chunks).toString("base64")}`;
}

/**
 * The blob key of the recipe's PDF, made on the first request and kept (a recipe never changes, so neither
 * does its PDF: docs/decisions/server-customer-recipe-pdf.md).
 */
export async function recipePdfKey(deps: PublicDeps, recipeId: string): Promise<string> {
  const row = await publicRecipe(deps, recipeId);
  const key = `${recipeBlobPrefix(row.companyId, row.id)}recipe.pdf`;
  if (await deps.storage.head(key)) return key;
  const { content } = row;
  const views = await Promise.all(
    content.views.map(async (view) => ({ name: view.name, png: await dataUrlOf(deps, view.previewKey) })),
  );
  const pdf = await renderPdf(
    recipePdfDefinition({
      recipeId: row.id,
      productName: content.productName ?? row.styleCode,
      styleCode: row.styleCode,
      versionCode: row.versionCode,
      versionName: content.versionName ?? "",
      site: row.siteCode,
      locale: row.locale,
      created: row.createdAt,
      selections: content.selections,
      values: content.values,
      price: content.price,
      views,
    }),
  );
  await deps.storage.put(key, pdf, { contentType: "application/pdf" });
  return key;
}

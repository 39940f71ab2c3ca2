import { availableParallelism } from "node:os";
import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { RecipeStored } from "@atelier/domain/customer/recipe.schema";
import { defaultFrame, viewLayers } from "@atelier/domain/customer/view-layers";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../../db/client";
import type { BlobStorage } from "../../../../storage/blob-storage";
import { readAssetContent } from "../../../asset/asset/asset.service";
import { recipeViewCode } from "../recipe-content";
import { composePreview } from "./compose-preview";
import { cachedFitter } from "./layer-cache";
import { createLimiter } from "./limiter";
import { type LayerReadOptions, readLayer } from "./read-layer";

/** Layers read at once, across all recipes being saved by this process (files and remote fetches). */
const READS_AT_ONCE = 8;
/** Previews composed at once by this process: composing is CPU work (sharp's own threads do the pixels). */
const COMPOSES_AT_ONCE = Math.max(1, availableParallelism());
const reading = createLimiter(READS_AT_ONCE);
const composing = createLimiter(COMPOSES_AT_ONCE);

/** A remote layer is given this long and this many bytes (docs/decisions/server-customer-recipe-previews.md). */
export const LAYER_LIMITS = { timeoutMs: 5000, maxBytes: 20 * 1024 * 1024 } as const;

export interface PreviewDeps {
  db: Db;
  storage: BlobStorage;
  log: FastifyBaseLogger;
  demoMediaDir: string;
  /** Tests only (see RemoteImageOptions). */
  allowPrivateAddresses?: boolean;
}

/** Where a recipe's files are kept: under its company, by recipe id. */
export function recipeBlobPrefix(companyId: string, recipeId: string): string {
  return `${companyId}/recipe/${recipeId}/`;
}

/**
 * Draws and stores one preview PNG per view of the blueprint (hidden views are not in it), each at the
 * view's baked frame, from the layers the Studio draws (viewLayers). A layer that cannot be read is left
 * out and logged (missing: the ones that could not be read, as against read but not decoded); the recipe
 * still saves. Answers the views as the recipe keeps them.
 */
export async function renderPreviews(
  deps: PreviewDeps,
  target: { companyId: string; recipeId: string },
  blueprint: Blueprint,
  selections: Record<string, string>,
): Promise<RecipeStored["views"]> {
  const options: LayerReadOptions = {
    ...LAYER_LIMITS,
    demoMediaDir: deps.demoMediaDir,
    imageRootUrl: blueprint.images.imageRootUrl,
    allowPrivateAddresses: deps.allowPrivateAddresses,
    readAsset: async (name) =>
      (await readAssetContent(deps, target.companyId, name, LAYER_LIMITS.maxBytes))?.body ?? null,
  };
  const prefix = recipeBlobPrefix(target.companyId, target.recipeId);
  const fit = cachedFitter(target.companyId, blueprint.assetsRevision);
  return Promise.all(
    blueprint.views.map(async (view, index) => {
      const missing: string[] = [];
      const layers = viewLayers(blueprint, view, selections, defaultFrame(view)).map(({ url }) => ({
        key: url,
        read: async () => {
          const bytes = await reading(() => readLayer(url, options));
          if (bytes === null) missing.push(url);
          return bytes;
        },
      }));
      const { png, drawn } = await composing(() => composePreview(layers, fit));
      if (drawn < layers.length) {
        deps.log.warn(
          { recipeId: target.recipeId, view: view.code, missing },
          "recipe preview drawn without some layers",
        );
      }
      const previewKey = `${prefix}view-${index}.png`;
      await deps.storage.put(previewKey, png, { contentType: "image/png" });
      return {
        name: view.name,
        code: recipeViewCode(view),
        productionReady: view.productionReady,
        production: view.bakeInRecipe,
        previewKey,
      };
    }),
  );
}

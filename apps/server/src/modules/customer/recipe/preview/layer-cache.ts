import { RevisionCache, type Revisioned } from "../../../../cache/revision-cache";
import { type FittedLayer, fitLayer, type LayerFitter } from "./compose-preview";

/** The fitted layers kept by this process, in bytes of PNG (a demo layer is some 30 to 100 KB). */
const LAYER_CACHE_BYTES = 64 * 1024 * 1024;

interface CachedLayer extends Revisioned {
  fitted: FittedLayer;
}

const cache = new RevisionCache<CachedLayer>(LAYER_CACHE_BYTES, (entry) => entry.fitted.png.length);

/**
 * A fitter that keeps each layer drawn at each canvas size, for the company at its assets revision: most
 * recipes of a product share most layers, so a save usually only stacks them. 'Instant assets refresh' and
 * 'Reload all assets' raise the revision, after which every layer is read again. A layer that could not be
 * read is not kept (it is tried again by the next save).
 */
export function cachedFitter(companyId: string, assetsRevision: number): LayerFitter {
  return async (layer, canvas) => {
    const key = JSON.stringify([companyId, layer.key, canvas?.width ?? 0, canvas?.height ?? 0]);
    const kept = cache.get(key, assetsRevision);
    if (kept) return kept.fitted;
    const fitted = await fitLayer(layer, canvas);
    if (fitted) cache.set(key, { revision: assetsRevision, fitted });
    return fitted;
  };
}

import { ASSETS_CACHE_INVALIDATED, CACHE_CLEARED, type CacheFlushResult } from "@atelier/domain/settings/cache.schema";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { dropBlueprintCaches } from "../../customer/blueprint/blueprint.service";
import { raiseAssetsRevision, raiseCatalogueRevision } from "./cache.repo";

/**
 * The Caching box's three flushes (spec part 3; docs/decisions/server-customer-cache-flushes.md). Each is
 * recorded in the audit trail as an update of the company's caches: the revision it raised, before and after.
 */

const RESOURCE_TYPE = "cache";

type Deps = Pick<AppDeps, "db" | "clock">;

function auditOf(actor: Actor, action: string, label: string, before: object, after: object) {
  return {
    resourceType: RESOURCE_TYPE,
    resourceId: actor.companyId,
    resourcePath: `cache/${action}`,
    resourceLabel: label,
    action: "update",
    before,
    after,
  };
}

/** 'Rebuild cached blueprints': every process compiles the company's blueprints again on their next read. */
export async function rebuildBlueprints(deps: Deps, actor: Actor): Promise<CacheFlushResult> {
  await deps.db.transaction(async (tx) => {
    const { before, after } = await raiseCatalogueRevision(tx, actor.companyId);
    await recordAudit(tx, actor, deps.clock(), {
      ...auditOf(actor, "blueprints", "Cached blueprints", { catalogueRevision: before }, { catalogueRevision: after }),
    });
  });
  return { message: CACHE_CLEARED };
}

/**
 * 'Instant assets refresh' raises the assets revision, so every image and model address the blueprints give
 * changes and browsers and shared caches fetch them again; the blueprints are recompiled to carry it.
 * 'Reload all assets' (`full`) also empties this process's blueprint caches at once, the only server cache
 * of things made from assets today.
 */
export async function refreshAssets(deps: Deps, actor: Actor, full: boolean): Promise<CacheFlushResult> {
  await deps.db.transaction(async (tx) => {
    const assets = await raiseAssetsRevision(tx, actor.companyId);
    const catalogue = await raiseCatalogueRevision(tx, actor.companyId);
    const label = full ? "Reload all assets" : "Instant assets refresh";
    await recordAudit(tx, actor, deps.clock(), {
      ...auditOf(
        actor,
        full ? "assets" : "assets/fast",
        label,
        { assetsRevision: assets.before, catalogueRevision: catalogue.before },
        { assetsRevision: assets.after, catalogueRevision: catalogue.after },
      ),
    });
  });
  if (full) dropBlueprintCaches(deps.db);
  return { message: ASSETS_CACHE_INVALIDATED };
}

import { buffer } from "node:stream/consumers";
import {
  OPTIMIZATION_MESSAGES,
  type OptimizationApproveInput,
  type OptimizationApproveResult,
} from "@atelier/domain/asset/optimization.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireWritten } from "../../../errors/guards";
import { commitStagedAssets, type StagedAsset, stageAssetContent } from "../asset/asset.service";
import { requireAssetFlag } from "../asset-access";
import { availableProfiles } from "../data-optimization-profile/data-optimization-profile.service";
import { optimizationAuditWrite, toOptimizationDto } from "./data-optimization.dto";
import { updateOptimization } from "./data-optimization.repo";
import { requireOptimizationRow } from "./data-optimization.service";
import { optimizationResultPrefix } from "./data-optimization-blobs";

type Deps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/** The library path of a result file in `folder` ('' for the top; slashes around it dropped). */
export function approvedName(folder: string, fileName: string): string {
  const trimmed = folder.trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? fileName : `${trimmed}/${fileName}`;
}

/** The stored files of a successful result: the main file first, then the files it names, by name. */
export async function resultFiles(
  deps: Pick<AppDeps, "storage">,
  companyId: string,
  id: string,
  mainName: string,
): Promise<{ name: string; key: string }[]> {
  const prefix = optimizationResultPrefix(companyId, id);
  const files: { name: string; key: string }[] = [];
  let after: string | undefined;
  do {
    const page = await deps.storage.list(prefix, after === undefined ? {} : { after });
    files.push(...page.items.map((item) => ({ name: item.key.slice(prefix.length), key: item.key })));
    after = page.nextAfter ?? undefined;
  } while (after !== undefined);
  return [...files.filter((file) => file.name === mainName), ...files.filter((file) => file.name !== mainName)];
}

/**
 * Approve & Upload (part 3): writes every file of a successful result into the asset library, under
 * `folder`, in one go (all files or none), and answers how many. Needs the library too (manageAssets).
 */
export async function approveOptimization(
  deps: Deps,
  actor: Actor,
  id: string,
  input: z.output<typeof OptimizationApproveInput>,
): Promise<OptimizationApproveResult> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  await requireAssetFlag(deps, actor, "manageAssets");
  const row = await requireOptimizationRow(deps.db, actor.companyId, id);
  if (row.status !== "Success" || !row.resultName) throw AppError.conflict(OPTIMIZATION_MESSAGES.notApprovable);
  const files = await resultFiles(deps, actor.companyId, id, row.resultName);
  const staged: StagedAsset[] = [];
  try {
    for (const file of files) {
      const found = await deps.storage.get(file.key);
      if (!found) throw AppError.conflict(OPTIMIZATION_MESSAGES.notApprovable);
      const name = approvedName(input.folder, file.name);
      staged.push(await stageAssetContent(deps, actor.companyId, name, await buffer(found.body), "folder"));
    }
  } catch (error) {
    await Promise.all(staged.map((item) => deps.storage.delete(item.info.key).catch(() => undefined)));
    throw error;
  }
  const assets = await commitStagedAssets(deps, actor, staged);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const available = await availableProfiles(tx, actor.companyId);
    const written = requireWritten(
      await updateOptimization(tx, actor.companyId, id, { statuses: ["Success"] }, { approvedAt: now }, now),
    );
    const before = toOptimizationDto(row, available);
    await recordAudit(tx, actor, now, optimizationAuditWrite("update", before, toOptimizationDto(written, available)));
  });
  return { count: assets.length, names: assets.map((asset) => asset.name) };
}

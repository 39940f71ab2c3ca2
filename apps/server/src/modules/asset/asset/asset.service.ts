import { buffer } from "node:stream/consumers";
import { ASSET_MESSAGES, type Asset } from "@atelier/domain/asset/asset.schema";
import { assetNameProblem } from "@atelier/domain/asset/asset-names";
import { type AuditActor, recordAudit } from "../../../audit/audit-recorder";
import type { AssetRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import type { BlobInfo } from "../../../storage/blob-storage";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import { toAssetDto } from "./asset.dto";
import { deleteAsset, findAsset, listAssets, lockAsset, upsertAsset } from "./asset.repo";
import { assetAuditWrite } from "./asset-audit";
import { newAssetKey } from "./asset-blobs";
import { type CheckedContent, checkAssetContent } from "./asset-content-check";

export type AssetDeps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/** One checked content stored under a fresh key, waiting for its row. */
export interface StagedAsset {
  name: string;
  info: BlobInfo;
  checked: CheckedContent;
}

const writerOf = (actor: AuditActor): string | null => (actor.kind === "user" ? actor.userId : null);

/** Refuses a name that is not a library path (path traversal, empty parts, control characters). */
export function assertAssetName(name: string, field = "name"): void {
  const problem = assetNameProblem(name);
  if (problem) throw AppError.field(field, problem);
}

/** Checks `body` as an upload is checked and stores it under a new key; nothing is stored when refused. */
export async function stageAssetContent(
  deps: Pick<AppDeps, "storage">,
  companyId: string,
  name: string,
  body: Buffer,
  field = "name",
): Promise<StagedAsset> {
  assertAssetName(name, field);
  const checked = await checkAssetContent(name, body);
  const info = await deps.storage.put(newAssetKey(companyId), body, { contentType: checked.contentType });
  return { name, info, checked };
}

/**
 * Writes the rows of staged contents in one transaction (a same-name asset is replaced, its old object
 * removed after the commit) with an audit entry each; on failure the staged objects are removed.
 */
export async function commitStagedAssets(
  deps: AssetDeps,
  actor: AuditActor,
  staged: readonly StagedAsset[],
): Promise<Asset[]> {
  let replaced: string[] = [];
  let saved: Asset[];
  try {
    ({ replaced, saved } = await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const oldKeys: string[] = [];
      const dtos: Asset[] = [];
      for (const { name, info, checked } of staged) {
        const before = await lockAsset(tx, actor.companyId, name);
        const row = await upsertAsset(tx, actor.companyId, {
          name,
          storageKey: info.key,
          contentType: checked.contentType,
          size: info.size,
          width: checked.width,
          height: checked.height,
          sha256: info.sha256,
          lastModified: now,
          updatedBy: writerOf(actor),
        });
        if (before && before.storageKey !== row.storageKey) oldKeys.push(before.storageKey);
        const dto = toAssetDto(row);
        await recordAudit(
          tx,
          actor,
          now,
          assetAuditWrite(before ? "update" : "create", before ? toAssetDto(before) : null, dto),
        );
        dtos.push(dto);
      }
      return { replaced: oldKeys, saved: dtos };
    }));
  } catch (error) {
    await removeBlobsAfterCommit(
      deps,
      staged.map((item) => item.info.key),
    );
    throw error;
  }
  await removeBlobsAfterCommit(deps, replaced);
  return saved;
}

/**
 * Stores `body` as the asset `name` of the actor's company: the name and bytes are checked as an upload's
 * (a 400, 413 or 415 AppError otherwise, nothing stored), a same-name asset is replaced, and the write is
 * audited. Used by uploads, masks, lightmaps and approved optimisations.
 */
export async function saveAssetContent(deps: AssetDeps, actor: AuditActor, name: string, body: Buffer): Promise<Asset> {
  const staged = await stageAssetContent(deps, actor.companyId, name, body);
  const [asset] = await commitStagedAssets(deps, actor, [staged]);
  if (!asset) throw new Error("the asset write answered nothing");
  return asset;
}

/** The asset row of the company, or undefined (another company's asset is as missing). */
export function findAssetRow(
  deps: Pick<AppDeps, "db">,
  companyId: string,
  name: string,
): Promise<AssetRow | undefined> {
  return findAsset(deps.db, companyId, name);
}

/** Every asset row of the company whose name starts with `prefix`, in byte order (for the seed and tools). */
export async function assetRowsUnder(
  deps: Pick<AppDeps, "db">,
  companyId: string,
  prefix: string,
): Promise<AssetRow[]> {
  const rows: AssetRow[] = [];
  for (;;) {
    const page = await listAssets(deps.db, companyId, prefix, rows.at(-1)?.name, 1000);
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

/** The asset row, or a 404 with ASSET_MESSAGES.notFound. */
export async function requireAssetRow(deps: Pick<AppDeps, "db">, companyId: string, name: string): Promise<AssetRow> {
  const row = await findAsset(deps.db, companyId, name);
  if (!row) throw AppError.notFound(ASSET_MESSAGES.notFound);
  return row;
}

/**
 * The asset `name` of the company and its whole content, or undefined when there is none (or, when `maxBytes`
 * is given, when it is larger: it is then not read).
 */
export async function readAssetContent(
  deps: Pick<AppDeps, "db" | "storage">,
  companyId: string,
  name: string,
  maxBytes?: number,
): Promise<{ asset: Asset; body: Buffer } | undefined> {
  const row = await findAsset(deps.db, companyId, name);
  if (!row || (maxBytes !== undefined && row.size > maxBytes)) return undefined;
  const found = await deps.storage.get(row.storageKey);
  if (!found) return undefined;
  return { asset: toAssetDto(row), body: await buffer(found.body) };
}

/** Whether a given etag (quoted as the API shows it, or bare) names the asset's current content. */
const sameEtag = (row: AssetRow, given: string) => given.replace(/^"|"$/g, "") === row.sha256;

/**
 * Removes the asset (404 when there is none; 412 when an `etag` is given and the content changed since);
 * its object goes after the commit.
 */
export async function removeAsset(deps: AssetDeps, actor: AuditActor, name: string, etag?: string): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    const current = await lockAsset(tx, actor.companyId, name);
    if (!current) throw AppError.notFound(ASSET_MESSAGES.notFound);
    if (etag !== undefined && !sameEtag(current, etag)) throw AppError.staleEtag();
    const row = await deleteAsset(tx, actor.companyId, name);
    if (!row) throw AppError.notFound(ASSET_MESSAGES.notFound);
    await recordAudit(tx, actor, deps.clock(), assetAuditWrite("delete", toAssetDto(row), null));
    return row.storageKey;
  });
  await removeBlobsAfterCommit(deps, [key]);
}

import { randomUUID } from "node:crypto";
import type { LegacyMapping } from "@atelier/domain/data/reference-data.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { discardStaged, type IncomingFile, stageFiles } from "../reference-data/reference-data-staging";
import { toLegacyMappingDto } from "./legacy-mapping.dto";
import { findLegacyMappingEntry, insertLegacyMappingEntry, listLegacyMappingHistory } from "./legacy-mapping.repo";

type Deps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/** History entries answered, newest first. */
export const LEGACY_HISTORY_MAX = 100;

export const LEGACY_MAPPING_MESSAGES = { nothingToClear: "There is no legacy attribute mapping to clear." } as const;

const legacyKey = (companyId: string) => `${companyId}/legacy-mapping/${randomUUID()}`;

function auditWrite(companyId: string, before: LegacyMapping, after: LegacyMapping): AuditWrite {
  return {
    resourceType: "legacymapping",
    resourceId: companyId,
    resourcePath: "legacymapping",
    resourceLabel: "Legacy attribute mapping",
    action: "update",
    before: before.file,
    after: after.file,
  };
}

async function readLegacyMapping(db: Db, companyId: string): Promise<LegacyMapping> {
  return toLegacyMappingDto(await listLegacyMappingHistory(db, companyId, LEGACY_HISTORY_MAX));
}

export function getLegacyMapping({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<LegacyMapping> {
  return readLegacyMapping(db, actor.companyId);
}

/** Writes one history entry and its audit entry in one transaction; answers the mapping after. */
function saveEntry(deps: Deps, actor: Actor, entry: Parameters<typeof insertLegacyMappingEntry>[2]) {
  return deps.db.transaction(async (tx) => {
    const before = await readLegacyMapping(tx, actor.companyId);
    if (entry.action === "cleared" && before.file === null)
      throw AppError.conflict(LEGACY_MAPPING_MESSAGES.nothingToClear);
    const now = deps.clock();
    await insertLegacyMappingEntry(tx, actor.companyId, entry, actor.name, now);
    const after = await readLegacyMapping(tx, actor.companyId);
    await recordAudit(tx, actor, now, auditWrite(actor.companyId, before, after));
    return after;
  });
}

/** Replaces the legacy mapping with a file checked like a mapping file; saved at once, with history. */
export async function uploadLegacyMapping(deps: Deps, actor: Actor, file: IncomingFile): Promise<LegacyMapping> {
  const [staged] = await stageFiles(deps, () => legacyKey(actor.companyId), [file]);
  if (!staged) throw new Error("a staged upload answered no file");
  const { name, mimeType, size, storageKey } = staged;
  try {
    return await saveEntry(deps, actor, { action: "uploaded", name, mimeType, size, storageKey });
  } catch (error) {
    await discardStaged(deps, [staged]);
    throw error;
  }
}

/** Clears the legacy mapping (409 when there is none); its files stay downloadable from the history. */
export function clearLegacyMapping(deps: Deps, actor: Actor): Promise<LegacyMapping> {
  return saveEntry(deps, actor, { action: "cleared" });
}

/** The stored object of the current file, or of an upload in the history; 404 otherwise. */
export async function storedLegacyFile(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  historyId: string | undefined,
): Promise<{ name: string; mimeType: string; storageKey: string }> {
  const entry =
    historyId === undefined
      ? (await listLegacyMappingHistory(db, actor.companyId, 1))[0]
      : await findLegacyMappingEntry(db, actor.companyId, historyId);
  const found = requireFound(entry);
  if (found.action !== "uploaded" || !found.name || !found.mimeType || !found.storageKey) throw AppError.notFound();
  return { name: found.name, mimeType: found.mimeType, storageKey: found.storageKey };
}

import { randomUUID } from "node:crypto";
import type {
  DataImport,
  DataImportActionInput,
  DataImportItemPage,
  DataImportItemsQuery,
  DataImportList,
} from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { hasChanges } from "@atelier/domain/data/import/import-tally";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { DataImportRow } from "../../../db/schema/data-imports";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound } from "../../../errors/guards";
import type { JobRequest } from "../../../jobs/job-queue";
import { dataImportAuditWrite, itemOffsetsOf, toDataImportDto, toDataImportItemDto } from "./data-import.dto";
import { findImport, insertImport, listImports, listItems, setImportJob, updateImport } from "./data-import.repo";
import { dataImportSourceKey } from "./data-import-params";
import { settleStoppedImports } from "./data-import-settle";
import { storeSource } from "./data-import-upload";

/** The company's feed, or 404 (another company's is as missing). */
export async function requireImportRow(db: Db, companyId: string, id: string, lock = false): Promise<DataImportRow> {
  return requireFound(await findImport(db, companyId, id, lock));
}

/** The company's feeds; a feed whose job ended without a word is ended first (settleStoppedImports). */
export async function listCompanyImports(deps: Pick<AppDeps, "db" | "clock">, actor: Actor): Promise<DataImportList> {
  await settleStoppedImports(deps, actor.companyId);
  return { dataImports: (await listImports(deps.db, actor.companyId)).map(toDataImportDto) };
}

/** The feed as stored, as the API shows it. */
async function readImport(db: Db, actor: Actor, id: string): Promise<DataImport> {
  return toDataImportDto(await requireImportRow(db, actor.companyId, id));
}

/** The feed as the API shows it; a feed whose job ended without a word is ended first (settleStoppedImports). */
export async function getImport(deps: Pick<AppDeps, "db" | "clock">, actor: Actor, id: string): Promise<DataImport> {
  await settleStoppedImports(deps, actor.companyId);
  return readImport(deps.db, actor, id);
}

export async function getImportItems(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
  query: DataImportItemsQuery,
): Promise<DataImportItemPage> {
  const feed = await requireImportRow(db, actor.companyId, id);
  const { rows, total } = await listItems(db, actor.companyId, id, query);
  const offsets = itemOffsetsOf(feed);
  return { items: rows.map((row) => toDataImportItemDto(row, offsets)), total };
}

/** A job of the feed, queued for the user (or key) who asked. */
function importJob(actor: Actor, feed: Pick<DataImportRow, "id" | "name">, action: "plan" | "apply"): JobRequest {
  return {
    companyId: actor.companyId,
    kind: "dataImport",
    input: { importId: feed.id, action },
    description: action === "plan" ? `Batch import: ${feed.name}` : `Apply batch import: ${feed.name}`,
    relatedEntityId: feed.id,
    startedBy: { name: actor.name, userId: actor.kind === "user" ? actor.userId : null },
    actor,
  };
}

/**
 * `POST dataimport`: stores the file (see storeSource), adds the feed (Created, stage Planned) and queues its
 * dry run, applied at its end unless `dryRun`. A refused upload leaves nothing stored.
 */
export async function uploadImport(
  deps: Pick<AppDeps, "db" | "clock" | "storage" | "jobs">,
  actor: Actor,
  request: FastifyRequest,
  dryRun: boolean,
): Promise<DataImport> {
  const id = randomUUID();
  const key = dataImportSourceKey(actor.companyId, id);
  const source = await storeSource(deps, request, key);
  try {
    const feed = { id, name: source.name };
    const jobId = await deps.jobs.enqueue(importJob(actor, feed, "plan"), async (tx) => {
      const now = deps.clock();
      const row = await insertImport(
        tx,
        {
          id,
          companyId: actor.companyId,
          name: source.name,
          mimeType: source.mimeType,
          size: source.size,
          sourceKey: key,
          createdBy: actor.name,
          applyAfterPlan: dryRun ? 0 : 1,
        },
        now,
      );
      await recordAudit(tx, actor, now, dataImportAuditWrite("create", null, toDataImportDto(row)));
    });
    await setImportJob(deps.db, actor.companyId, id, jobId);
    return readImport(deps.db, actor, id);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * `POST dataimport/{id}/apply`: for a dry run that succeeded, was not applied and found something to write
 * (409 otherwise; 412 for a stale etag). The feed turns Running and an apply job is queued.
 */
export async function requestApply(
  deps: Pick<AppDeps, "db" | "clock" | "jobs">,
  actor: Actor,
  id: string,
  input: DataImportActionInput,
): Promise<DataImport> {
  const { companyId } = actor;
  const current = await requireImportRow(deps.db, companyId, id);
  const jobId = await deps.jobs.enqueue(importJob(actor, current, "apply"), async (tx) => {
    const feed = await requireImportRow(tx, companyId, id, true);
    assertEtag(feed, input.etag);
    if (feed.status !== "Success" || feed.stage !== "Planned") throw AppError.conflict(M.notPlanned);
    if (!hasChanges(feed.summary)) throw AppError.conflict(M.nothingToApply);
    const running = await updateImport(tx, companyId, id, { etag: input.etag }, { status: "Running" }, deps.clock());
    if (!running) throw AppError.staleEtag();
  });
  await setImportJob(deps.db, companyId, id, jobId);
  return readImport(deps.db, actor, id);
}

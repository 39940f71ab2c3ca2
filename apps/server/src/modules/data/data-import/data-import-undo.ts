import type { DataImport, DataImportLogLine } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { DataImportRow } from "../../../db/schema/data-imports";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound } from "../../../errors/guards";
import { dataImportAuditWrite, toDataImportDto } from "./data-import.dto";
import { findImport, updateImport } from "./data-import.repo";
import { type ImportKind, LISTED_KINDS, type WriteStamp } from "./data-import-kinds";
import { changedSince, updateTargetsIfCurrent } from "./data-import-targets.repo";
import { changedVersionCodes, removeVersions } from "./data-import-version-undo";
import { forEachItem, newEtag, targetOf } from "./data-import-write";

/** The codes of the items of one kind the import wrote whose rows changed since (or left the catalogue). */
async function changedCodes<Row extends { id: string; etag: string }>(
  tx: Db,
  kind: ImportKind<Row>,
  feed: DataImportRow,
) {
  const codes: string[] = [];
  await forEachItem(tx, feed.id, kind.kind, { applied: true }, async (items) => {
    const written = items.map((item) => ({ id: targetOf(item), etag: item.appliedEtag ?? "" }));
    const changed = await changedSince(tx, kind.table, feed.companyId, written);
    codes.push(...items.filter((item) => changed.has(targetOf(item))).map((item) => item.code));
  });
  return codes;
}

/** A before-image's columns, without the list it keeps in a table of its own (restored apart). */
function columnsOf<Row extends { id: string; etag: string }>(kind: ImportKind<Row>, before: Record<string, unknown>) {
  if (!kind.links) return before;
  const { [kind.links.field]: _list, ...columns } = before;
  return columns;
}

/** Restores the before-image of every changed item (with its list) and archives every added one; answers how many. */
async function restore<Row extends { id: string; etag: string }>(
  tx: Db,
  kind: ImportKind<Row>,
  feed: DataImportRow,
  stamp: WriteStamp,
): Promise<number> {
  let count = 0;
  await forEachItem(tx, feed.id, kind.kind, { applied: true }, async (items) => {
    for (const group of [items.filter((item) => item.beforeRow === null), items.filter((item) => item.beforeRow)]) {
      const records = group.map((item) => ({
        id: targetOf(item),
        ...(item.beforeRow ? columnsOf(kind, item.beforeRow) : kind.removed),
        ...kind.stampOf(stamp),
        etag: newEtag(),
      }));
      const expected = group.map((item) => ({ id: targetOf(item), etag: item.appliedEtag ?? "" }));
      const written = await updateTargetsIfCurrent(tx, kind.table, feed.companyId, records, expected);
      const missed = group.filter((item) => !written.has(targetOf(item))).map((item) => item.code);
      if (missed.length > 0) throw AppError.conflict(M.undoStale(missed));
      const { links } = kind;
      const restoredLists = group.flatMap((item) =>
        links && item.beforeRow ? [{ id: targetOf(item), list: item.beforeRow[links.field] }] : [],
      );
      if (links) await links.replace(tx, feed.companyId, restoredLists);
      count += group.length;
    }
  });
  return count;
}

/**
 * `POST dataimport/{id}/undo`, run in the request in one transaction (docs/decisions/data-import-undo.md):
 * refused (409, naming up to 10 codes and how many more) when any item the import wrote has changed since;
 * else every changed item gets its before-image back and every added one is archived, as the app's delete does;
 * every added version is removed and the version it replaced as active is active again.
 */
export async function undoImport(
  deps: Pick<AppDeps, "db" | "clock" | "catalogueRevisions">,
  actor: Actor,
  id: string,
  etag: string,
): Promise<DataImport> {
  const { companyId } = actor;
  const undone = await deps.db.transaction(async (tx) => {
    const feed = requireFound(await findImport(tx, companyId, id, true));
    assertEtag(feed, etag);
    if (feed.status !== "Success" || feed.stage !== "Applied") throw AppError.conflict(M.notApplied);
    const changed: string[] = [];
    for (const kind of LISTED_KINDS) changed.push(...(await changedCodes(tx, kind, feed)));
    changed.push(...(await changedVersionCodes(tx, feed)));
    if (changed.length > 0) throw AppError.conflict(M.undoStale([...new Set(changed)]));
    const now = deps.clock();
    const stamp = { updatedAt: now, updatedBy: writtenBy(actor) };
    // Versions first: an added product's versions go before the product is archived.
    const versions = await removeVersions(tx, feed, now);
    let restored = versions;
    for (const kind of LISTED_KINDS) restored += await restore(tx, kind, feed, stamp);
    const line: DataImportLogLine = { at: now.toISOString(), level: "info", text: M.undone(restored) };
    const row = await updateImport(
      tx,
      companyId,
      id,
      { etag },
      { stage: "Undone", undoneAt: now, log: [...feed.log, line] },
      now,
    );
    if (!row) throw AppError.staleEtag();
    const after = toDataImportDto(row);
    await recordAudit(tx, actor, now, dataImportAuditWrite("undo", toDataImportDto(feed), after));
    return after;
  });
  deps.catalogueRevisions.wrote(companyId);
  return undone;
}

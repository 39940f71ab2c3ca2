import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { z } from "zod";
import type { Db } from "../../../db/client";
import type { DataImportItemRow, DataImportRow } from "../../../db/schema/data-imports";
import { AppError } from "../../../errors/app-error";
import {
  deleteVersionRows,
  packageEtags,
  ruleDigests,
  type Stamped,
  setVersionsActive,
  versionEtags,
} from "./data-import-versions.repo";
import { forEachItem, newEtag, targetOf } from "./data-import-write";

const StampedRow = z.object({ id: z.string(), etag: z.string() });

/** What apply keeps of a version it activated: the versions it deactivated, each with its etag then. */
export const ActivatedBeforeRow = z.object({ deactivated: z.array(StampedRow) });
export type ActivatedBeforeRow = z.infer<typeof ActivatedBeforeRow>;

/** What apply keeps of an added version: also its packages (with their etags) and its rules' digest (ruleDigests). */
export const AddedBeforeRow = ActivatedBeforeRow.extend({ packages: z.array(StampedRow), rules: z.string() });
export type AddedBeforeRow = z.infer<typeof AddedBeforeRow>;

const key = (stamps: readonly Stamped[]) =>
  stamps
    .map((stamp) => `${stamp.id}:${stamp.etag}`)
    .sort()
    .join(",");

/** A version item apply wrote: one it added (removed by undo), or an existing one it activated (deactivated). */
type Applied =
  | { item: DataImportItemRow; id: string; added: true; before: AddedBeforeRow }
  | { item: DataImportItemRow; id: string; added: false; before: ActivatedBeforeRow };

const appliedOf = (item: DataImportItemRow): Applied =>
  item.outcome === "added"
    ? { item, id: targetOf(item), added: true, before: AddedBeforeRow.parse(item.beforeRow) }
    : { item, id: targetOf(item), added: false, before: ActivatedBeforeRow.parse(item.beforeRow) };

/**
 * The codes of the versions the import wrote that changed since apply: the version itself (its etag), a version
 * it deactivated (changed, activated again or removed), and for an added version its packages (one added,
 * changed or archived) and its component rules and components (a rule added, saved or archived, a component
 * generated, removed or flagged), so that undo never removes work done after the import.
 */
export async function changedVersionCodes(tx: Db, feed: DataImportRow): Promise<string[]> {
  const codes: string[] = [];
  await forEachItem(tx, feed.id, "version", { applied: true }, async (items) => {
    const applied = items.map(appliedOf);
    const added = applied.flatMap((entry) => (entry.added ? [entry.id] : []));
    const deactivated = applied.flatMap(({ before }) => before.deactivated.map((row) => row.id));
    const etags = await versionEtags(tx, feed.companyId, [...applied.map(({ id }) => id), ...deactivated]);
    const packages = await packageEtags(tx, feed.companyId, added);
    const rules = await ruleDigests(tx, feed.companyId, added);
    const changed = (entry: Applied) =>
      etags.get(entry.id) !== entry.item.appliedEtag ||
      entry.before.deactivated.some((row) => etags.get(row.id) !== row.etag) ||
      (entry.added &&
        (key(packages.get(entry.id) ?? []) !== key(entry.before.packages) ||
          rules.get(entry.id) !== entry.before.rules));
    codes.push(...applied.filter(changed).map(({ item }) => item.code));
  });
  return codes;
}

/**
 * Removes the added versions (with their packages, rules and components), deactivates the versions the import
 * activated, and activates again those they replaced; answers how many items were undone.
 */
export async function removeVersions(tx: Db, feed: DataImportRow, at: Date): Promise<number> {
  let count = 0;
  await forEachItem(tx, feed.id, "version", { applied: true }, async (items) => {
    const applied = items.map(appliedOf);
    await deleteVersionRows(
      tx,
      feed.companyId,
      applied.flatMap((entry) => (entry.added ? [entry.id] : [])),
    );
    const off = applied.flatMap((entry) =>
      entry.added
        ? []
        : [{ id: entry.id, etag: entry.item.appliedEtag ?? "", newEtag: newEtag(), code: entry.item.code }],
    );
    const again = applied.flatMap(({ item, before }) =>
      before.deactivated.map((row) => ({ ...row, newEtag: newEtag(), code: item.code })),
    );
    const done = new Set([
      ...(await setVersionsActive(tx, feed.companyId, off, { active: false, at })),
      ...(await setVersionsActive(tx, feed.companyId, again, { active: true, at })),
    ]);
    const missed = [...off, ...again].filter((row) => !done.has(row.id)).map((row) => row.code);
    if (missed.length > 0) throw AppError.conflict(M.undoStale(missed));
    count += items.length;
  });
  return count;
}

import type { DataImportLogLine } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { sql } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../../../audit/audit-recorder";
import type { Db } from "../../../db/client";
import { insertJsonRecords } from "../../../db/json-records";
import type { DataImportItemRow, DataImportRow } from "../../../db/schema/data-imports";
import { products } from "../../../db/schema/products";
import type { AppDeps } from "../../../deps";
import { dataImportAuditWrite, toDataImportDto } from "./data-import.dto";
import { markItemsApplied, updateImport } from "./data-import.repo";
import { type ImportKind, LISTED_KINDS, type WriteStamp } from "./data-import-kinds";
import { updateTargetsIfCurrent } from "./data-import-targets.repo";
import { activateVersions, addVersions } from "./data-import-version-apply";
import { forEachItem, newEtag, targetOf } from "./data-import-write";

/** Apply found rows that are not as the dry run saw them: nothing is written, the codes are named. */
export class ApplyRefused extends Error {
  override name = "ApplyRefused";
  constructor(readonly codes: string[]) {
    super(M.applyStale(codes));
  }
}

export interface ApplyState {
  stamp: WriteStamp;
  /** Codes whose rows changed since the dry run (or whose codes were taken meanwhile). */
  problems: string[];
  /** Added products and the parent each names, set once every product of the import is in. */
  parents: { id: string; parentProductId: string }[];
  /** The products this apply added versions to (their active version is then the import's own). */
  versioned: Set<string>;
  written: number;
  /** Counts the items of a chunk written, and reports the count so far (the job shows it as a percent). */
  wrote(count: number): void;
}

/** The fields an item's `after` holds for its row (a changed item's also hold the etag the dry run read). */
function fieldsOf(after: Record<string, unknown> | null): Record<string, unknown> {
  const { etag: _etag, ...fields } = after ?? {};
  return fields;
}

/** The lists the items keep in tables of their own (a type's definitions, a placement's types), as planned. */
async function writeLinks<Row extends { id: string; etag: string }>(
  tx: Db,
  kind: ImportKind<Row>,
  feed: DataImportRow,
  items: readonly DataImportItemRow[],
) {
  const { links } = kind;
  if (!links) return;
  const lists = items.map((item) => ({ id: targetOf(item), list: fieldsOf(item.after)[links.field] }));
  await links.replace(tx, feed.companyId, lists);
}

async function addRows<Row extends { id: string; etag: string }>(
  tx: Db,
  kind: ImportKind<Row>,
  feed: DataImportRow,
  state: ApplyState,
) {
  await forEachItem(tx, feed.id, kind.kind, { outcome: "added" }, async (items) => {
    const taken = await kind.findByCodes(
      tx,
      feed.companyId,
      items.map((item) => item.code),
    );
    state.problems.push(...taken.map((row) => kind.codeOf(row)));
    if (state.problems.length > 0) return;
    const marks = items.map((item) => ({ index: item.index, beforeRow: null, appliedEtag: newEtag() }));
    const records = items.map((item, at) => {
      const content = kind.contentOf(fieldsOf(item.after));
      const id = targetOf(item);
      // A parent may be a product added later in the file: parents are set once all are in.
      if (kind.kind === "product" && typeof content.parentProductId === "string") {
        state.parents.push({ id, parentProductId: content.parentProductId });
        content.parentProductId = null;
      }
      return { id, companyId: feed.companyId, ...content, ...kind.created(state.stamp), etag: marks[at]?.appliedEtag };
    });
    await insertJsonRecords(tx, kind.table, records);
    await writeLinks(tx, kind, feed, items);
    await markItemsApplied(tx, feed.id, marks);
    state.wrote(items.length);
  });
}

async function changeRows<Row extends { id: string; etag: string }>(
  tx: Db,
  kind: ImportKind<Row>,
  feed: DataImportRow,
  state: ApplyState,
) {
  await forEachItem(tx, feed.id, kind.kind, { outcome: "changed" }, async (items) => {
    const rows = new Map((await kind.findByIds(tx, feed.companyId, items.map(targetOf))).map((row) => [row.id, row]));
    const seen = (item: (typeof items)[number]) => String(item.after?.etag ?? "");
    const stale = items.filter((item) => rows.get(targetOf(item))?.etag !== seen(item));
    state.problems.push(...stale.map((item) => item.code));
    if (state.problems.length > 0) return;
    const marks = items.map((item) => {
      const row = rows.get(targetOf(item));
      return { index: item.index, beforeRow: row ? kind.snapshotOf(row) : null, appliedEtag: newEtag() };
    });
    const records = items.map((item, at) => ({
      id: targetOf(item),
      ...kind.contentOf(fieldsOf(item.after)),
      ...kind.stampOf(state.stamp),
      etag: marks[at]?.appliedEtag,
    }));
    const expected = items.map((item) => ({ id: targetOf(item), etag: seen(item) }));
    const written = await updateTargetsIfCurrent(tx, kind.table, feed.companyId, records, expected);
    state.problems.push(...items.filter((item) => !written.has(targetOf(item))).map((item) => item.code));
    await writeLinks(tx, kind, feed, items);
    await markItemsApplied(tx, feed.id, marks);
    state.wrote(items.length);
  });
}

async function setParents(tx: Db, companyId: string, parents: ApplyState["parents"]): Promise<void> {
  if (parents.length === 0) return;
  await tx.execute(sql`
    update ${products} set parent_product_id = given.parent
    from unnest(${sql.param(parents.map((item) => item.id))}::text[], ${sql.param(parents.map((item) => item.parentProductId))}::text[])
      as given(id, parent)
    where ${products.companyId} = ${companyId} and ${products.id} = given.id`);
}

/**
 * Applies a feed's dry run in ONE transaction (part 3 "Apply applies exactly that"): the catalogue's items
 * (sites, dimensions, definitions, types, placements), options, then products, the added ones then the changed
 * ones of each kind, each chunk with one statement; then the products' added versions and
 * the existing ones the file activates; `onWritten` hears the count written after each chunk (and must not wait for a write). A
 * changed row whose etag is no longer the one the dry run read, a code taken since, or an active version that
 * is no longer the one a version was compared with, refuses the whole apply (ApplyRefused, naming the codes):
 * the transaction rolls back and nothing is changed. On success each written item keeps its before-image and
 * the etag it was given, the feed's stage is Applied, and one audit entry records the import.
 */
export async function applyImport(
  deps: Pick<AppDeps, "db" | "clock">,
  feed: DataImportRow,
  actor: AuditActor,
  onWritten: (written: number) => void,
): Promise<DataImportRow> {
  const now = deps.clock();
  const updatedBy = actor.kind === "user" ? actor.userId : null;
  return deps.db.transaction(async (tx) => {
    const state: ApplyState = {
      stamp: { updatedAt: now, updatedBy },
      problems: [],
      parents: [],
      versioned: new Set(),
      written: 0,
      wrote: (count) => {
        state.written += count;
        onWritten(state.written);
      },
    };
    for (const kind of LISTED_KINDS) {
      await addRows(tx, kind, feed, state);
      await changeRows(tx, kind, feed, state);
    }
    await addVersions(tx, feed, state);
    await activateVersions(tx, feed, state);
    if (state.problems.length > 0) throw new ApplyRefused([...new Set(state.problems)]);
    await setParents(tx, feed.companyId, state.parents);
    const line: DataImportLogLine = { at: now.toISOString(), level: "info", text: M.applied(state.written) };
    const applied = await updateImport(
      tx,
      feed.companyId,
      feed.id,
      { statuses: ["Running"] },
      { status: "Success", stage: "Applied", appliedAt: now, log: [...feed.log, line] },
      now,
    );
    if (!applied) throw new Error("The import was changed while it was applied.");
    await recordAudit(tx, actor, now, dataImportAuditWrite("apply", toDataImportDto(feed), toDataImportDto(applied)));
    return applied;
  });
}

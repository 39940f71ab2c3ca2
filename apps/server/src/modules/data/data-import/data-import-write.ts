import { randomUUID } from "node:crypto";
import type { DataImportItemKind } from "@atelier/domain/data/data-import.schema";
import type { Db } from "../../../db/client";
import type { DataImportItemRow } from "../../../db/schema/data-imports";
import { type ItemChoice, itemsInRange, kindSpan } from "./data-import.repo";
import { IMPORT_CHUNK } from "./data-import-plan";

/** A new etag for each row an import writes. */
export const newEtag = (): string => randomUUID();

/**
 * Runs `each` over a feed's items of one kind that match `which`, in file order, a range of IMPORT_CHUNK item
 * numbers at a time within the kind's own numbers (ranges holding none are skipped).
 */
export async function forEachItem(
  tx: Db,
  importId: string,
  kind: DataImportItemKind,
  which: ItemChoice,
  each: (items: DataImportItemRow[]) => Promise<void>,
): Promise<void> {
  const span = await kindSpan(tx, importId, kind);
  if (span === null) return;
  for (let from = span.first; from <= span.last; from += IMPORT_CHUNK) {
    const items = await itemsInRange(tx, importId, kind, which, { from, to: from + IMPORT_CHUNK - 1 });
    if (items.length > 0) await each(items);
  }
}

/** The row id an item writes (set on every planned added or changed item). */
export function targetOf(item: DataImportItemRow): string {
  if (item.targetId === null) throw new Error(`item ${item.index} of import ${item.importId} has no target`);
  return item.targetId;
}

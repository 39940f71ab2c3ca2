import type { Db } from "../../../db/client";
import { actionEvents, type NewActionEventRow } from "../../../db/schema/analytics";

/** Stores a batch of action events of the company in one statement. */
export async function insertActionEvents(
  db: Db,
  companyId: string,
  rows: readonly Omit<NewActionEventRow, "companyId" | "id">[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(actionEvents).values(rows.map((row) => ({ ...row, companyId })));
}

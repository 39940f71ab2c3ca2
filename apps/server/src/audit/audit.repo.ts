import type { Db } from "../db/client";
import { auditEntries, type NewAuditEntryRow } from "../db/schema/audit-entries";

/** Adds audit entries; the caller passes its transaction so that they commit or roll back with the write. */
export async function insertAuditEntries(tx: Db, rows: NewAuditEntryRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(auditEntries).values(rows);
}

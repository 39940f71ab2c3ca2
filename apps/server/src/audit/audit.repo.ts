import { and, desc, eq, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { escapeLike } from "../db/like-pattern";
import { type AuditEntryRow, auditEntries, type NewAuditEntryRow } from "../db/schema/audit-entries";

/** Adds audit entries; the caller passes its transaction so that they commit or roll back with the write. */
export async function insertAuditEntries(tx: Db, rows: NewAuditEntryRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(auditEntries).values(rows);
}

/** Which of a company's entries a page lists; every field narrows. */
export interface AuditFilter {
  resourcePath?: string | undefined;
  /** The resource at this path and every resource below it (an order with its comments and attachments). */
  resourcePathUnder?: string | undefined;
  resourceType?: string | undefined;
  actorUserId?: string | undefined;
  actorApiKeyId?: string | undefined;
  /** At or after this instant. */
  from?: Date | undefined;
  /** Before this instant. */
  before?: Date | undefined;
}

/** Where the previous page ended: the page goes on with the entries older than it (at, then id, descending). */
export interface AuditCursor {
  at: Date;
  id: string;
}

function whereOf(companyId: string, filter: AuditFilter, cursor: AuditCursor | undefined): SQL | undefined {
  const t = auditEntries;
  return and(
    eq(t.companyId, companyId),
    filter.resourcePath === undefined ? undefined : eq(t.resourcePath, filter.resourcePath),
    filter.resourcePathUnder === undefined
      ? undefined
      : or(
          eq(t.resourcePath, filter.resourcePathUnder),
          like(t.resourcePath, `${escapeLike(filter.resourcePathUnder)}/%`),
        ),
    filter.resourceType === undefined ? undefined : eq(t.resourceType, filter.resourceType),
    filter.actorUserId === undefined ? undefined : eq(t.actorUserId, filter.actorUserId),
    filter.actorApiKeyId === undefined ? undefined : eq(t.actorApiKeyId, filter.actorApiKeyId),
    filter.from === undefined ? undefined : gte(t.at, filter.from),
    filter.before === undefined ? undefined : lt(t.at, filter.before),
    cursor === undefined ? undefined : or(lt(t.at, cursor.at), and(eq(t.at, cursor.at), lt(t.id, cursor.id))),
  );
}

/** A company's entries, newest first, `limit` of them after `skip` (and after the cursor when given). */
export async function listAuditEntries(
  db: Db,
  companyId: string,
  filter: AuditFilter,
  page: { cursor: AuditCursor | undefined; skip: number; limit: number },
): Promise<AuditEntryRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(whereOf(companyId, filter, page.cursor))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .offset(page.skip)
    .limit(page.limit);
}

/** Everyone who appears in a company's trail, each with the name of their latest entry. */
export async function listAuditActors(
  db: Db,
  companyId: string,
): Promise<{ kind: AuditEntryRow["actorKind"]; id: string | null; name: string }[]> {
  const t = auditEntries;
  const id = sql<string | null>`coalesce(${t.actorUserId}, ${t.actorApiKeyId})`;
  const rows = await db
    .selectDistinctOn([t.actorKind, id], { kind: t.actorKind, id, name: t.actorName })
    .from(t)
    .where(eq(t.companyId, companyId))
    .orderBy(t.actorKind, id, desc(t.at));
  return rows;
}

import type { AuditEntry, AuditPage } from "@atelier/domain/shared/audit.schema";
import type { Db } from "../db/client";
import type { AuditEntryRow } from "../db/schema/audit-entries";
import { AppError } from "../errors/app-error";
import { type AuditCursor, type AuditFilter, listAuditEntries } from "./audit.repo";

export const INVALID_PAGE_TOKEN = "The page token is not valid.";

/**
 * The page token: the last entry's time (ISO, millisecond precision as the clock writes it) and id, as
 * base64url JSON. It is opaque to callers; the company and filters are taken from the request, never from it.
 */
export function encodePageToken(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id]), "utf8").toString("base64url");
}

export function decodePageToken(token: string): AuditCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (typeof at === "string" && typeof id === "string" && id.length <= 100) {
        const date = new Date(at);
        if (!Number.isNaN(date.getTime())) return { at: date, id };
      }
    }
  } catch {
    // falls through to the 400 below
  }
  throw AppError.field("pageToken", INVALID_PAGE_TOKEN);
}

export function toAuditEntryDto(row: AuditEntryRow): AuditEntry {
  return {
    auditEntryId: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, name: row.actorName, userId: row.actorUserId, apiKeyId: row.actorApiKeyId },
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    resourcePath: row.resourcePath,
    resourceLabel: row.resourceLabel,
    action: row.action,
    changes: row.changes,
  };
}

/** One page of a company's entries matching `filter`, newest first, with the token of the next page. */
export async function readAuditPage(
  db: Db,
  companyId: string,
  filter: AuditFilter,
  query: { take: number; skip: number; pageToken?: string | undefined },
): Promise<AuditPage> {
  const cursor = query.pageToken === undefined ? undefined : decodePageToken(query.pageToken);
  const rows = await listAuditEntries(db, companyId, filter, { cursor, skip: query.skip, limit: query.take + 1 });
  const entries = rows.slice(0, query.take);
  const last = entries.at(-1);
  const nextPageToken = rows.length > query.take && last ? encodePageToken({ at: last.at, id: last.id }) : null;
  return { entries: entries.map(toAuditEntryDto), nextPageToken };
}

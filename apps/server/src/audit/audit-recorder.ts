import type { AuditAction, AuditActorKind } from "@atelier/domain/shared/audit.schema";
import { auditChanges } from "@atelier/domain/shared/audit-diff";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import type { NewAuditEntryRow } from "../db/schema/audit-entries";
import { insertAuditEntries } from "./audit.repo";
import { newAuditEntryId } from "./audit-entry-id";
import { noteAuditRecorded } from "./audit-scope";

/** Atelier itself as the writer: the demo seed, or a job that acts for nobody. */
export interface SystemActor {
  kind: "system";
  name: string;
  companyId: string;
}

/** Whoever a write is recorded against. */
export type AuditActor = Actor | SystemActor;

/** One write to one resource, as the service that made it describes it. */
export interface AuditWrite {
  /** The resource's kind as the API names it: `product`, `version`, `componentoption`, `apikey` ... */
  resourceType: string;
  resourceId: string;
  /** The resource's API path below /api/v1, e.g. `product/{id}/version/{versionId}`; its history is read by it. */
  resourcePath: string;
  /** Its name or code at the time of the write. */
  resourceLabel: string;
  action: AuditAction;
  /** The resource as the API shows it (its DTO) before the write; null or absent for a creation. */
  before?: unknown;
  /** The resource as the API shows it after the write; null or absent for a removal. */
  after?: unknown;
}

function actorColumns(
  actor: AuditActor,
): Pick<NewAuditEntryRow, "actorKind" | "actorUserId" | "actorApiKeyId" | "actorName"> & { actorKind: AuditActorKind } {
  switch (actor.kind) {
    case "user":
      return { actorKind: "user", actorUserId: actor.userId, actorApiKeyId: null, actorName: actor.name };
    case "apiKey":
      return { actorKind: "apiKey", actorUserId: null, actorApiKeyId: actor.apiKeyId, actorName: actor.name };
    case "storefront":
      return { actorKind: "storefront", actorUserId: null, actorApiKeyId: null, actorName: actor.name };
    case "system":
      return { actorKind: "system", actorUserId: null, actorApiKeyId: null, actorName: actor.name };
  }
}

/**
 * Records writes in the audit trail, inside the caller's transaction `tx`: the entries exist exactly when
 * the write does. The difference is worked out from the DTOs before and after (secrets masked, see
 * packages/domain/src/shared/audit-diff.ts); an update that changed nothing a reader sees is not recorded.
 */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  at: Date,
  writes: AuditWrite | AuditWrite[],
): Promise<void> {
  const list = Array.isArray(writes) ? writes : [writes];
  const rows: NewAuditEntryRow[] = [];
  for (const write of list) {
    const changes = auditChanges(write.before ?? null, write.after ?? null);
    if (write.action === "update" && changes.length === 0) continue;
    rows.push({
      id: newAuditEntryId(),
      companyId: actor.companyId,
      at,
      ...actorColumns(actor),
      resourceType: write.resourceType,
      resourceId: write.resourceId,
      resourcePath: write.resourcePath,
      resourceLabel: write.resourceLabel,
      action: write.action,
      changes,
    });
  }
  await insertAuditEntries(tx, rows);
  noteAuditRecorded();
}

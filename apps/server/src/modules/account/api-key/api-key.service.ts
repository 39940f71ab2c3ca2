import type { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyUpdateInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor, ApiKeyActor } from "../../../auth/actor";
import { newApiKey, sha256Hex } from "../../../auth/tokens";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { mayGrant } from "../company/role-rules";
import { toApiKeyCreatedDto, toApiKeyDto } from "./api-key.dto";
import { deleteApiKey, findApiKey, insertApiKey, listApiKeys, updateApiKey } from "./api-key.repo";

/** A write to a key, at `company/{companyId}/apikey/{id}`: its DTO holds neither the key nor its hash. */
function apiKeyWrite(companyId: string, action: AuditAction, before: ApiKey | null, after: ApiKey | null): AuditWrite {
  const key = after ?? before;
  if (!key) throw new Error("an API key write needs the key before or after it");
  return {
    resourceType: "apikey",
    resourceId: key.apiKeyId,
    resourcePath: `company/${companyId}/apikey/${key.apiKeyId}`,
    resourceLabel: key.name,
    action,
    before,
    after,
  };
}

function assertGrantable(actor: Actor, roles: readonly Role[]): void {
  if (!mayGrant(actor.roles, roles)) throw AppError.forbidden(SERVER_MESSAGES.cannotGrantRole);
}

/** The company's keys by name (without regard to case), then oldest first. */
export async function listCompanyApiKeys({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<ApiKey[]> {
  const rows = await listApiKeys(db, actor.companyId);
  return rows.map(toApiKeyDto).sort((a, b) => a.name.localeCompare(b.name));
}

/** The company's key `apiKeyId`, or 404 (its history is read after it). */
export async function requireApiKey({ db }: Pick<AppDeps, "db">, actor: Actor, apiKeyId: string): Promise<ApiKey> {
  return toApiKeyDto(requireFound(await findApiKey(db, actor.companyId, apiKeyId)));
}

/** The calling key as its company lists it, or undefined once it has been removed. */
export async function findCallingApiKey({ db }: Pick<AppDeps, "db">, actor: ApiKeyActor): Promise<ApiKey | undefined> {
  const row = await findApiKey(db, actor.companyId, actor.apiKeyId);
  return row && toApiKeyDto(row);
}

/** Makes a key with `input`'s name and roles; the key is answered this once, and only its SHA-256 kept. */
export async function createApiKey(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: z.output<typeof ApiKeyInput>,
): Promise<ApiKeyCreated> {
  assertGrantable(actor, input.roles);
  const key = newApiKey();
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, actor.companyId, {
      name: input.name,
      roles: input.roles,
      keyHash: sha256Hex(key),
    });
    await recordAudit(tx, actor, clock(), apiKeyWrite(actor.companyId, "create", null, toApiKeyDto(row)));
    return toApiKeyCreatedDto(row, key);
  });
}

/** Renames a key or changes its roles, read with `etag`; the key acts with the new roles from the next request. */
export async function changeApiKey(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  apiKeyId: string,
  input: z.output<typeof ApiKeyUpdateInput>,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const current = requireFound(await findApiKey(tx, actor.companyId, apiKeyId));
    assertEtag(current, input.etag);
    assertGrantable(actor, input.roles);
    const row = await updateApiKey(tx, actor.companyId, apiKeyId, input.etag, { name: input.name, roles: input.roles });
    const after = toApiKeyDto(requireWritten(row));
    await recordAudit(tx, actor, clock(), apiKeyWrite(actor.companyId, "update", toApiKeyDto(current), after));
    return after;
  });
}

/** Removes a key read with `etag`: it is refused from the next request on. */
export async function removeApiKey(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  apiKeyId: string,
  etag: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = requireFound(await findApiKey(tx, actor.companyId, apiKeyId));
    assertEtag(current, etag);
    if (!(await deleteApiKey(tx, actor.companyId, apiKeyId, etag))) throw AppError.staleEtag();
    await recordAudit(tx, actor, clock(), apiKeyWrite(actor.companyId, "delete", toApiKeyDto(current), null));
  });
}

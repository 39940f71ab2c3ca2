import type { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyUpdateInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { Actor, ApiKeyActor } from "../../../auth/actor";
import { newApiKey, sha256Hex } from "../../../auth/tokens";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { mayGrant } from "../company/role-rules";
import { toApiKeyCreatedDto, toApiKeyDto } from "./api-key.dto";
import { deleteApiKey, findApiKey, insertApiKey, listApiKeys, updateApiKey } from "./api-key.repo";

function assertGrantable(actor: Actor, roles: readonly Role[]): void {
  if (!mayGrant(actor.roles, roles)) throw AppError.forbidden(SERVER_MESSAGES.cannotGrantRole);
}

/** The company's keys by name (without regard to case), then oldest first. */
export async function listCompanyApiKeys({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<ApiKey[]> {
  const rows = await listApiKeys(db, actor.companyId);
  return rows.map(toApiKeyDto).sort((a, b) => a.name.localeCompare(b.name));
}

/** The calling key as its company lists it, or undefined once it has been removed. */
export async function findCallingApiKey({ db }: Pick<AppDeps, "db">, actor: ApiKeyActor): Promise<ApiKey | undefined> {
  const row = await findApiKey(db, actor.companyId, actor.apiKeyId);
  return row && toApiKeyDto(row);
}

/** Makes a key with `input`'s name and roles; the key is answered this once, and only its SHA-256 kept. */
export async function createApiKey(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  input: z.output<typeof ApiKeyInput>,
): Promise<ApiKeyCreated> {
  assertGrantable(actor, input.roles);
  const key = newApiKey();
  const row = await insertApiKey(db, actor.companyId, {
    name: input.name,
    roles: input.roles,
    keyHash: sha256Hex(key),
  });
  return toApiKeyCreatedDto(row, key);
}

/** Renames a key or changes its roles, read with `etag`; the key acts with the new roles from the next request. */
export async function changeApiKey(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  apiKeyId: string,
  input: z.output<typeof ApiKeyUpdateInput>,
): Promise<ApiKey> {
  const current = requireFound(await findApiKey(db, actor.companyId, apiKeyId));
  assertEtag(current, input.etag);
  assertGrantable(actor, input.roles);
  const row = await updateApiKey(db, actor.companyId, apiKeyId, input.etag, { name: input.name, roles: input.roles });
  return toApiKeyDto(requireWritten(row));
}

/** Removes a key read with `etag`: it is refused from the next request on. */
export async function removeApiKey(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  apiKeyId: string,
  etag: string,
): Promise<void> {
  const current = requireFound(await findApiKey(db, actor.companyId, apiKeyId));
  assertEtag(current, etag);
  if (!(await deleteApiKey(db, actor.companyId, apiKeyId, etag))) throw AppError.staleEtag();
}

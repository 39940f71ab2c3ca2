import type { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyUpdateInput } from "@atelier/domain/account/api-key.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import { newApiKey, sha256Hex } from "../../../auth/tokens";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { mayGrant } from "../company/role-rules";
import { toApiKeyCreatedDto, toApiKeyDto } from "./api-key.dto";
import { deleteApiKey, findApiKey, insertApiKey, listApiKeys, updateApiKey } from "./api-key.repo";

const staleEtag = () => new AppError(412, MESSAGES.staleEtag);

function assertGrantable(actor: Actor, roles: readonly Role[]): void {
  if (!mayGrant(actor.roles, roles)) throw new AppError(403, SERVER_MESSAGES.cannotGrantRole);
}

/** The key of the caller's company, or 404 (a missing key and another company's answer alike). */
async function findOrNotFound(db: Db, companyId: string, apiKeyId: string) {
  const row = await findApiKey(db, companyId, apiKeyId);
  if (!row) throw AppError.notFound();
  return row;
}

/** The company's keys by name (without regard to case), then oldest first. */
export async function listCompanyApiKeys(db: Db, companyId: string): Promise<ApiKey[]> {
  const rows = await listApiKeys(db, companyId);
  return rows.map(toApiKeyDto).sort((a, b) => a.name.localeCompare(b.name));
}

/** Makes a key with `input`'s name and roles; the key is answered this once, and only its SHA-256 kept. */
export async function createApiKey(db: Db, actor: Actor, input: z.output<typeof ApiKeyInput>): Promise<ApiKeyCreated> {
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
  db: Db,
  actor: Actor,
  apiKeyId: string,
  input: z.output<typeof ApiKeyUpdateInput>,
): Promise<ApiKey> {
  const current = await findOrNotFound(db, actor.companyId, apiKeyId);
  if (current.etag !== input.etag) throw staleEtag();
  assertGrantable(actor, input.roles);
  const row = await updateApiKey(db, actor.companyId, apiKeyId, input.etag, { name: input.name, roles: input.roles });
  if (!row) throw staleEtag();
  return toApiKeyDto(row);
}

/** Removes a key read with `etag`: it is refused from the next request on. */
export async function removeApiKey(db: Db, actor: Actor, apiKeyId: string, etag: string): Promise<void> {
  const current = await findOrNotFound(db, actor.companyId, apiKeyId);
  if (current.etag !== etag) throw staleEtag();
  if (!(await deleteApiKey(db, actor.companyId, apiKeyId, etag))) throw staleEtag();
}

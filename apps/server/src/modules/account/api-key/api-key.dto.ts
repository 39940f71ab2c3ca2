import type { ApiKey, ApiKeyCreated } from "@atelier/domain/account/api-key.schema";
import type { ApiKeyRow } from "../../../db/schema/api-keys";

export function toApiKeyDto(row: ApiKeyRow): ApiKey {
  return {
    apiKeyId: row.id,
    name: row.name,
    roles: row.roles,
    created: row.createdAt.toISOString(),
    etag: row.etag,
  };
}

/** The answer to adding a key: the only time the key itself is returned. */
export function toApiKeyCreatedDto(row: ApiKeyRow, key: string): ApiKeyCreated {
  return { ...toApiKeyDto(row), key };
}

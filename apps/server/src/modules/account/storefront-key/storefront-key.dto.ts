import type { StorefrontKey, StorefrontKeyCreated } from "@atelier/domain/account/storefront-key.schema";
import type { StorefrontKeyRow } from "../../../db/schema/storefront-keys";

export function toStorefrontKeyDto(row: StorefrontKeyRow): StorefrontKey {
  return {
    storefrontKeyId: row.id,
    name: row.name,
    keyHint: row.keyHint,
    allowedOrigins: row.allowedOrigins,
    created: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
    etag: row.etag,
  };
}

/** The answer to adding a key: the only time the key itself is returned. */
export function toStorefrontKeyCreatedDto(row: StorefrontKeyRow, key: string): StorefrontKeyCreated {
  return { ...toStorefrontKeyDto(row), key };
}

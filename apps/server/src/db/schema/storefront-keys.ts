import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn, timestampColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * A publishable key of a storefront (a shop page that embeds the Studio or calls the API for customers).
 * Only the key's SHA-256 is kept, with its first characters so that admins can tell keys apart.
 */
export const storefrontKeys = pgTable(
  "storefront_keys",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The key's first characters, e.g. 'pk_3fA9x2', shown in the list. */
    keyHint: text("key_hint").notNull(),
    /** Origins (scheme, host and port) whose pages may call with this key; empty allows none cross-origin. */
    allowedOrigins: text("allowed_origins").array().notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestampColumn("last_used_at"),
  },
  (t) => [
    uniqueIndex("storefront_keys_key_hash_unique").on(t.keyHash),
    index("storefront_keys_company_idx").on(t.companyId),
  ],
);

export type StorefrontKeyRow = typeof storefrontKeys.$inferSelect;

import type { Role } from "@atelier/domain/account/roles";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/** A key for machine access to one company, with its own roles. Only the key's SHA-256 is kept. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    roles: text("roles").array().$type<Role[]>().notNull(),
    etag: etagColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_unique").on(t.keyHash), index("api_keys_company_idx").on(t.companyId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

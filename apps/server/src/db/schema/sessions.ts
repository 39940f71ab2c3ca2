import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, timestampColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { users } from "./users";

/** A signed-in browser. The cookie holds a random token; the row keeps only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: idColumn(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The current company of this session. */
    companyId: companyIdColumn(),
    expiresAt: timestampColumn("expires_at").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

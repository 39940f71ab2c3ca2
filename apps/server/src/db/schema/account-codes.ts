import type { Role } from "@atelier/domain/account/roles";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, timestampColumn } from "./columns";
import { companyIdColumn } from "./company-scope";
import { users } from "./users";

/** A single-use password reset code; only its SHA-256 is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    usedAt: timestampColumn("used_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("password_resets_code_hash_unique").on(t.codeHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/** A platform invitation code that lets someone register a new company. maxUses null means unlimited. */
export const platformInvitations = pgTable("platform_invitations", {
  code: text("code").primaryKey(),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  createdAt: createdAtColumn(),
});

/** An invitation to join one company with one role; only the code's SHA-256 is kept. */
export const companyInvites = pgTable(
  "company_invites",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: text("role").$type<Role>().notNull(),
    codeHash: text("code_hash").notNull(),
    invitedBy: text("invited_by").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    acceptedAt: timestampColumn("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("company_invites_code_hash_unique").on(t.codeHash),
    index("company_invites_company_idx").on(t.companyId),
  ],
);

/** A failed sign-in, counted per account and per client address for the rate limit. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: idColumn(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("login_failures_email_idx").on(t.email, t.createdAt),
    index("login_failures_address_idx").on(t.address, t.createdAt),
  ],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type CompanyInviteRow = typeof companyInvites.$inferSelect;

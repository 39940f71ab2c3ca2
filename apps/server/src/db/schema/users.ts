import type { Role } from "@atelier/domain/account/roles";
import { index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, etagColumn, idColumn } from "./columns";
import { companies } from "./companies";
import { companyIdColumn } from "./company-scope";

/** A person who signs in. The e-mail is stored trimmed and lower-cased. */
export const users = pgTable(
  "users",
  {
    id: idColumn(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** The company made current at the next sign-in. */
    lastCompanyId: text("last_company_id").references(() => companies.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/** A user's roles in one company. */
export const memberships = pgTable(
  "memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyIdColumn(),
    roles: text("roles").array().$type<Role[]>().notNull(),
    /** Guards role changes and removal by an administrator. */
    etag: etagColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("memberships_company_idx").on(t.companyId)],
);

export type UserRow = typeof users.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

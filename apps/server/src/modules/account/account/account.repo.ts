import type { Role } from "@atelier/domain/account/roles";
import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { companyInvites, passwordResets, platformInvitations } from "../../../db/schema/account-codes";
import { type CompanyRow, companies } from "../../../db/schema/companies";
import { memberships, users } from "../../../db/schema/users";

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function insertUser(
  db: Db,
  values: { email: string; fullName: string; passwordHash: string; lastCompanyId: string | null },
) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned no row");
  return row;
}

export async function setUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setUserFullName(db: Db, userId: string, fullName: string): Promise<void> {
  await db.update(users).set({ fullName }).where(eq(users.id, userId));
}

export async function setLastCompany(db: Db, userId: string, companyId: string): Promise<void> {
  await db.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, userId));
}

export async function insertCompany(
  db: Db,
  values: Pick<CompanyRow, "name" | "instanceType"> &
    Partial<Pick<CompanyRow, "manageAssets" | "optimizeAssets" | "hasAdvancedModeration" | "hasImageModeration">>,
) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error("company insert returned no row");
  return row;
}

export async function findMembership(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

export async function insertMembership(db: Db, companyId: string, userId: string, roles: Role[]): Promise<void> {
  await db.insert(memberships).values({ companyId, userId, roles });
}

/**
 * Makes the user a member with `roles` unless already a member (whose roles then stay): one atomic statement.
 * Answers whether the membership is new.
 */
export async function ensureMembership(db: Db, companyId: string, userId: string, roles: Role[]): Promise<boolean> {
  const added = await db
    .insert(memberships)
    .values({ companyId, userId, roles })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return added.length > 0;
}

const userCompanies = preparedPerDb((db) =>
  db
    .select({
      user: { id: users.id, fullName: users.fullName, email: users.email },
      company: companies,
      roles: memberships.roles,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, sql.placeholder("userId")))
    .orderBy(asc(memberships.createdAt), asc(companies.name))
    .prepare("account_user_companies"),
);

/**
 * Every company the user belongs to, oldest membership first, with the user's roles in each and the
 * user's public columns on every row: the current user's whole view in one prepared statement.
 */
export async function listUserCompanies(db: Db, userId: string) {
  return userCompanies(db).execute({ userId });
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/** How many reset codes the user was sent since `since` (used or not). */
export async function countPasswordResetsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

/** Marks a matching, unused, unexpired reset code used; answers whether there was one. */
export async function consumePasswordReset(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.codeHash, codeHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Counts one use of a platform invitation code, when it exists and has uses left. */
export async function usePlatformInvitation(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(platformInvitations)
    .set({ uses: sql`${platformInvitations.uses} + 1` })
    .where(
      and(
        eq(platformInvitations.code, code),
        or(isNull(platformInvitations.maxUses), lt(platformInvitations.uses, platformInvitations.maxUses)),
      ),
    )
    .returning({ code: platformInvitations.code });
  return rows.length > 0;
}

export async function upsertPlatformInvitation(db: Db, code: string, maxUses: number | null): Promise<void> {
  await db.insert(platformInvitations).values({ code, maxUses }).onConflictDoNothing();
}

export async function insertCompanyInvite(
  db: Db,
  companyId: string,
  values: {
    email: string;
    fullName: string;
    role: Role;
    codeHash: string;
    invitedBy: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(companyInvites)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("invite insert returned no row");
  return row;
}

/** Marks a valid invite accepted and returns it; undefined when the code is unknown, used or expired. */
export async function consumeCompanyInvite(db: Db, codeHash: string, userId: string, now: Date) {
  const [row] = await db
    .update(companyInvites)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(eq(companyInvites.codeHash, codeHash), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, now)),
    )
    .returning();
  return row;
}

export async function findOpenCompanyInvite(db: Db, codeHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(companyInvites)
    .where(
      and(eq(companyInvites.codeHash, codeHash), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, now)),
    )
    .limit(1);
  return row;
}

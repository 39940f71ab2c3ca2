import { randomUUID } from "node:crypto";
import type { Role } from "@atelier/domain/account/roles";
import { and, eq } from "drizzle-orm";
import { forgetActors } from "../../../auth/actor-cache";
import type { Db } from "../../../db/client";
import { companies } from "../../../db/schema/companies";
import { sessions } from "../../../db/schema/sessions";
import { memberships, users } from "../../../db/schema/users";

/** A member of a company: the user's name and e-mail, and the membership's roles and etag. */
export interface MemberRow {
  userId: string;
  email: string;
  fullName: string;
  roles: Role[];
  etag: string;
}

const memberColumns = {
  userId: memberships.userId,
  email: users.email,
  fullName: users.fullName,
  roles: memberships.roles,
  etag: memberships.etag,
};

const membersOf = (db: Db, companyId: string) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId));

export function listMembers(db: Db, companyId: string): Promise<MemberRow[]> {
  return membersOf(db, companyId);
}

/** The member of the company with the user id or (normalised) e-mail given, or undefined. */
export async function findMember(
  db: Db,
  companyId: string,
  who: { userId: string } | { email: string },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        "userId" in who ? eq(memberships.userId, who.userId) : eq(users.email, who.email),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The company's members, their membership rows locked until the transaction ends: role changes and
 * removals in one company take turns, so each sees the others' outcome before checking its own.
 */
export function lockMembers(tx: Db, companyId: string): Promise<MemberRow[]> {
  return membersOf(tx, companyId).for("update", { of: memberships });
}

/** Gives a member new roles and a new etag; their sessions act with them from the next request. */
export async function setMemberRoles(tx: Db, companyId: string, userId: string, roles: Role[]): Promise<string> {
  const [row] = await tx
    .update(memberships)
    .set({ roles, etag: randomUUID() })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .returning({ etag: memberships.etag });
  forgetActors({ userId });
  if (!row) throw new Error("membership update changed no row");
  return row.etag;
}

/**
 * Takes a user out of the company: the membership goes, their sessions in this company end, and the company
 * stops being the one their next sign-in lands in. The account and its other memberships stay.
 */
export async function removeMember(tx: Db, companyId: string, userId: string): Promise<void> {
  await deleteMembership(tx, companyId, userId);
  await tx.delete(sessions).where(and(eq(sessions.companyId, companyId), eq(sessions.userId, userId)));
  forgetActors({ userId });
  await tx
    .update(users)
    .set({ lastCompanyId: null })
    .where(and(eq(users.id, userId), eq(users.lastCompanyId, companyId)));
}

export async function findCompany(db: Db, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** Takes the user out of the company (their other memberships stay); their cached actors are forgotten. */
export async function deleteMembership(db: Db, companyId: string, userId: string): Promise<void> {
  await db.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  forgetActors({ userId });
}

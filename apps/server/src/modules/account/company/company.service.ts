import type {
  CompanyRoles,
  CompanyUser,
  CompanyWithUsers,
  UpdateUserRolesInput,
} from "@atelier/domain/account/company-user.schema";
import { grantableRoles } from "@atelier/domain/account/roles";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import { normalizeEmail } from "../../../auth/tokens";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound } from "../../../errors/guards";
import { toCompanyDto, toCompanyUserDto } from "./company.dto";
import {
  findCompany,
  findMember,
  listMembers,
  lockMembers,
  type MemberRow,
  removeMember,
  setMemberRoles,
} from "./company.repo";
import { memberWrite, toMemberView } from "./member-audit";

export type { MemberRow };

import { canEditMember, type Refusal, type RoleCaller, refuseRemoval, refuseRoleChange } from "./role-rules";

/** The caller with the roles the company's rows give them now (a key holds its own). */
function callerIn(actor: Actor, members: readonly MemberRow[]): RoleCaller {
  if (actor.kind !== "user") return { userId: null, roles: actor.roles };
  return { userId: actor.userId, roles: members.find((member) => member.userId === actor.userId)?.roles ?? [] };
}

function byName(a: MemberRow, b: MemberRow): number {
  return a.fullName.localeCompare(b.fullName) || a.email.localeCompare(b.email);
}

function throwRefusal(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.status, refusal.message);
}

/** The caller's company with its members by full name, each saying whether the caller may edit them. */
export async function getCompanyWithUsers({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<CompanyWithUsers> {
  const [found, members] = await Promise.all([findCompany(db, actor.companyId), listMembers(db, actor.companyId)]);
  const company = requireFound(found);
  const caller = callerIn(actor, members);
  const applicationUsers = [...members]
    .sort(byName)
    .map((member) => toCompanyUserDto(member, canEditMember(caller, member)));
  return { ...toCompanyDto(company), applicationUsers };
}

/** The roles the caller may give, in section 6's order. */
export function companyRoles(actor: Actor): CompanyRoles {
  return grantableRoles(actor.roles).map((name) => ({ name }));
}

interface LockedChange {
  tx: Db;
  caller: RoleCaller;
  members: MemberRow[];
  target: MemberRow;
}

/**
 * Runs `change` on the member `userName` (an e-mail, in any case) read with `etag`, with the company's
 * memberships locked: 404 when not a member, 412 when the etag is stale. The rules then see every
 * concurrent change that committed first (docs/decisions/server-company-users.md).
 */
function withLockedMember<T>(
  db: Db,
  actor: Actor,
  userName: string,
  etag: string,
  change: (locked: LockedChange) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx, actor.companyId);
    const email = normalizeEmail(userName);
    const target = members.find((member) => member.email === email);
    const found = requireFound(target);
    assertEtag(found, etag);
    return change({ tx, caller: callerIn(actor, members), members, target: found });
  });
}

/** Gives a member the roles chosen (section 5's 'None' rule already applied by the schema). */
export function changeMemberRoles(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  userName: string,
  input: z.output<typeof UpdateUserRolesInput>,
): Promise<CompanyUser> {
  return withLockedMember(db, actor, userName, input.etag, async ({ tx, caller, members, target }) => {
    throwRefusal(refuseRoleChange(caller, members, target, input.roles));
    const etag = await setMemberRoles(tx, actor.companyId, target.userId, input.roles);
    const changed = { ...target, roles: input.roles, etag };
    const write = memberWrite(actor.companyId, target, "update", toMemberView(target), toMemberView(changed));
    await recordAudit(tx, actor, clock(), write);
    return toCompanyUserDto(changed, canEditMember(caller, changed));
  });
}

/** Takes a member out of the company; their access to it ends at once. */
export async function removeCompanyMember(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  userName: string,
  etag: string,
): Promise<void> {
  await withLockedMember(db, actor, userName, etag, async ({ tx, caller, members, target }) => {
    throwRefusal(refuseRemoval(caller, members, target));
    await removeMember(tx, actor.companyId, target.userId);
    await recordAudit(tx, actor, clock(), memberWrite(actor.companyId, target, "remove", toMemberView(target), null));
  });
}

/** The caller's company, or 404 (its history is read after it). */
export async function requireCompany({ db }: Pick<AppDeps, "db">, actor: Actor) {
  return toCompanyDto(requireFound(await findCompany(db, actor.companyId)));
}

/** The member `userName` (an e-mail, in any case) of the caller's company, or 404 (their history is read after it). */
export async function requireMember({ db }: Pick<AppDeps, "db">, actor: Actor, userName: string) {
  return toMemberView(requireFound(await findMember(db, actor.companyId, { email: normalizeEmail(userName) })));
}

/** The member of the company with the user id, or undefined (for other account writes' audit entries). */
export function findMemberRow(db: Db, companyId: string, userId: string): Promise<MemberRow | undefined> {
  return findMember(db, companyId, { userId });
}

/** The company's row, or undefined (invitations name the company). */
export function findCompanyRow(db: Db, companyId: string) {
  return findCompany(db, companyId);
}

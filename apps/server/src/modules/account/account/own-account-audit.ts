import type { AuditWrite } from "../../../audit/audit-recorder";
import { recordAudit } from "../../../audit/audit-recorder";
import type { UserActor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { findMemberRow, type MemberRow } from "../company/company.service";
import { listUserCompanies } from "./account.repo";

/**
 * Runs `change` to the user's own account (their name, their password) inside `tx`, then records it in every
 * company they belong to, as each lists them as a member (docs/decisions/audit-account-writes.md): `write`
 * gets the member as they were before the change. The actor is the user, in each company in turn.
 */
export async function changingOwnAccount(
  tx: Db,
  actor: UserActor,
  at: Date,
  change: () => Promise<void>,
  write: (companyId: string, before: MemberRow) => AuditWrite,
): Promise<void> {
  const memberships: { companyId: string; roles: UserActor["roles"]; member: MemberRow }[] = [];
  for (const { company, roles } of await listUserCompanies(tx, actor.userId)) {
    const member = await findMemberRow(tx, company.id, actor.userId);
    if (member) memberships.push({ companyId: company.id, roles, member });
  }
  await change();
  // A user in no company has nobody to tell; the write is still accounted for.
  if (memberships.length === 0) await recordAudit(tx, actor, at, []);
  for (const { companyId, roles, member } of memberships) {
    await recordAudit(tx, { ...actor, companyId, roles }, at, write(companyId, member));
  }
}

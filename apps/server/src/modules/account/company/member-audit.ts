import type { CompanyUser } from "@atelier/domain/account/company-user.schema";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";
import { toCompanyUserDto } from "./company.dto";
import type { MemberRow } from "./company.repo";

/**
 * A member as the audit trail shows them: the organization section's answer without `canEdit` (what the
 * reader may do, not what the member is) and with the roles as plain names, so that a role change reads as
 * the lists before and after (docs/decisions/audit-account-writes.md).
 */
export type MemberView = Omit<CompanyUser, "canEdit" | "roles"> & { roles: string[] };

export function toMemberView(member: MemberRow): MemberView {
  const { canEdit: _canEdit, roles, ...view } = toCompanyUserDto(member, false);
  return { ...view, roles: roles.map((role) => role.name) };
}

/** The member's API path below /api/v1 (the e-mail, as stored, is the user name): their history is kept under it. */
export function memberPath(companyId: string, email: string): string {
  return `company/${companyId}/user/${email}`;
}

/** A write to a member of `companyId` (resource type `user`, by user id); `before` null for a joining member. */
export function memberWrite(
  companyId: string,
  member: MemberRow,
  action: AuditAction,
  before: object | null,
  after: object | null,
): AuditWrite {
  return {
    resourceType: "user",
    resourceId: member.userId,
    resourcePath: memberPath(companyId, member.email),
    resourceLabel: member.fullName,
    action,
    before,
    after,
  };
}

/**
 * A changed password as an update of the member: only that it changed is recorded (the difference masks
 * fields named password); neither the password nor its hash is ever passed.
 */
export function passwordWrite(companyId: string, member: MemberRow, action: AuditAction): AuditWrite {
  const view = toMemberView(member);
  return memberWrite(companyId, member, action, { ...view, password: "before" }, { ...view, password: "after" });
}

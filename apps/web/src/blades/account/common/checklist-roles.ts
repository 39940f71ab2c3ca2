import { type Role, sortRoles } from "@atelier/domain/account/roles";

/**
 * The rows of a role checklist, in the role order: the roles the user may grant, plus those the user or key
 * already holds, so a held role the user may not grant is still shown (and can be taken away, or kept).
 */
export function checklistRoles(offered: readonly Role[], held: readonly Role[]): Role[] {
  return sortRoles([...new Set([...offered, ...held])]);
}

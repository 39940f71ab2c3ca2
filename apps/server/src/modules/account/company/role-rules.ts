import { grantableRoles, isAdmin, type Role, raisesRoles } from "@atelier/domain/account/roles";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";

/** Who asks: a user (their id) or an API key (no user), with the roles they hold in the company. */
export interface RoleCaller {
  userId: string | null;
  roles: readonly Role[];
}

/** A member of the company as the rules see them. */
export interface RoleHolder {
  userId: string;
  roles: readonly Role[];
}

/** Why a change of members is refused: the status and message to answer. */
export interface Refusal {
  status: 403 | 409;
  message: string;
}

const forbidden: Refusal = { status: 403, message: MESSAGES.forbidden };

/**
 * Whether the caller may change or remove `member`: the caller is an administrator, `member` is someone
 * else, and only holders of the product's own role may touch its holders.
 */
export function canEditMember(caller: RoleCaller, member: RoleHolder): boolean {
  return (
    isAdmin(caller.roles) &&
    caller.userId !== member.userId &&
    (!member.roles.includes("Atelier") || caller.roles.includes("Atelier"))
  );
}

/** Whether the caller may give every one of `roles` (the product's own role only by its holders). */
export function mayGrant(callerRoles: readonly Role[], roles: readonly Role[]): boolean {
  const grantable = grantableRoles(callerRoles);
  return roles.every((role) => grantable.includes(role));
}

/** Whether some member still holds Administrator or the product's own role. */
function keepsAdministrator(members: readonly RoleHolder[]): boolean {
  return members.some((member) => isAdmin(member.roles));
}

const lastAdministrator: Refusal = { status: 409, message: SERVER_MESSAGES.lastAdministrator };

/**
 * Why giving `target` the roles `after` is refused, or null when allowed. A caller changing their own roles
 * may keep or lower them; anyone else's need canEditMember. The company keeps at least one administrator.
 */
export function refuseRoleChange(
  caller: RoleCaller,
  members: readonly RoleHolder[],
  target: RoleHolder,
  after: readonly Role[],
): Refusal | null {
  if (caller.userId === target.userId) {
    if (raisesRoles(target.roles, after)) return { status: 403, message: SERVER_MESSAGES.cannotRaiseOwnRoles };
  } else if (!canEditMember(caller, target)) {
    return forbidden;
  }
  if (!mayGrant(caller.roles, after)) return { status: 403, message: SERVER_MESSAGES.cannotGrantRole };
  const changed = members.map((member) => (member.userId === target.userId ? { ...member, roles: after } : member));
  return keepsAdministrator(changed) ? null : lastAdministrator;
}

/**
 * Why removing `target` from the company is refused, or null when allowed. Members may leave themselves;
 * removing anyone else needs canEditMember. The company keeps at least one administrator.
 */
export function refuseRemoval(caller: RoleCaller, members: readonly RoleHolder[], target: RoleHolder): Refusal | null {
  if (caller.userId !== target.userId && !canEditMember(caller, target)) return forbidden;
  const left = members.filter((member) => member.userId !== target.userId);
  return keepsAdministrator(left) ? null : lastAdministrator;
}

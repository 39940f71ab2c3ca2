import { z } from "zod";

/** Roles a user or an API key can hold in one company. `Atelier` is the platform's own staff. */
export const ROLES = ["Atelier", "Administrator", "Manage Configuration", "Manage Orders", "None"] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** What the current user may do in the current company, as the API returns it. */
export const Permissions = z.object({ admin: z.boolean(), canEdit: z.boolean(), orders: z.boolean() });
export type Permissions = z.infer<typeof Permissions>;

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes("Atelier") || roles.includes("Administrator");
}

export function canEdit(roles: readonly Role[]): boolean {
  return isAdmin(roles) || roles.includes("Manage Configuration");
}

export function canManageOrders(roles: readonly Role[]): boolean {
  return isAdmin(roles) || roles.includes("Manage Orders");
}

export function permissionsOf(roles: readonly Role[]): Permissions {
  return { admin: isAdmin(roles), canEdit: canEdit(roles), orders: canManageOrders(roles) };
}

/** What a route demands of the caller's roles. */
export type Requirement = keyof Permissions | "member";

export function meets(roles: readonly Role[], requirement: Requirement): boolean {
  return requirement === "member" ? true : permissionsOf(roles)[requirement];
}

/** Section 6's order of a role list: the product's own role, Administrator, 'Manage …' roles A–Z, others A–Z, None last. */
function roleRank(role: string): number {
  if (role === "Atelier") return 0;
  if (role === "Administrator") return 1;
  if (role === "None") return 4;
  return role.startsWith("Manage") ? 2 : 3;
}

export function compareRoles(a: string, b: string): number {
  return roleRank(a) - roleRank(b) || a.localeCompare(b);
}

export function sortRoles<T extends string>(roles: readonly T[]): T[] {
  return [...roles].sort(compareRoles);
}

/**
 * Section 5's rule for a role checklist (API keys and users): nothing chosen means ['None'], and 'None' chosen
 * with other roles is dropped. Duplicates go; the result is in section 6's order.
 */
export function normalizeRoleSelection(roles: readonly Role[]): Role[] {
  const unique = [...new Set(roles)];
  const withoutNone = unique.filter((role) => role !== "None");
  return withoutNone.length > 0 ? sortRoles(withoutNone) : ["None"];
}

/** The roles a caller may give to a user, an invite or an API key: every role, the product's own only by its holders. */
export function grantableRoles(callerRoles: readonly Role[]): Role[] {
  return sortRoles(ROLES.filter((role) => role !== "Atelier" || callerRoles.includes("Atelier")));
}

/** Whether holding `held` already gives what `role` gives: an administrator role covers every role ranked after it. */
function covers(held: Role, role: Role): boolean {
  return held === role || (isAdmin([held]) && roleRank(role) > roleRank(held));
}

/**
 * Whether `after` gives a role that no role of `before` covers: a user may never do that to their own roles.
 * Administrator to Manage Configuration lowers them; Manage Orders to Manage Configuration, or Administrator
 * to the product's own role, raises them.
 */
export function raisesRoles(before: readonly Role[], after: readonly Role[]): boolean {
  return after.some((role) => role !== "None" && !before.some((held) => covers(held, role)));
}

/** A role checklist as sent by the forms: normalised by section 5's rule. */
export const RoleSelection = z
  .array(Role)
  .max(ROLES.length * 2)
  .transform(normalizeRoleSelection);

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

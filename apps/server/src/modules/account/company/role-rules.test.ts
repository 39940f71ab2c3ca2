import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  canEditMember,
  mayGrant,
  type RoleCaller,
  type RoleHolder,
  refuseRemoval,
  refuseRoleChange,
} from "./role-rules";

const member = (userId: string, ...roles: Role[]): RoleHolder => ({ userId, roles });
const staff = member("staff", "Atelier");
const admin = member("admin", "Administrator");
const viewer = member("viewer", "None");
const key = (...roles: Role[]): RoleCaller => ({ userId: null, roles });

const forbidden = { status: 403, message: MESSAGES.forbidden };
const lastAdministrator = { status: 409, message: SERVER_MESSAGES.lastAdministrator };

describe("canEditMember", () => {
  it.each<[string, RoleCaller, RoleHolder, boolean]>([
    ["an administrator, another member", admin, viewer, true],
    ["an administrator, themselves", admin, admin, false],
    ["an administrator, a holder of the Atelier role", admin, staff, false],
    ["a holder of the Atelier role, another holder", staff, member("staff-2", "Atelier"), true],
    ["a Manage Configuration member, anyone", member("c", "Manage Configuration"), viewer, false],
    ["an Administrator key, a member", key("Administrator"), admin, true],
    ["an Administrator key, a holder of the Atelier role", key("Administrator"), staff, false],
  ])("%s: %s", (_case, caller, target, expected) => {
    expect(canEditMember(caller, target)).toBe(expected);
  });
});

describe("mayGrant", () => {
  it("lets only holders of the Atelier role give it", () => {
    expect(mayGrant(["Administrator"], ["Administrator", "Manage Orders"])).toBe(true);
    expect(mayGrant(["Administrator"], ["Atelier"])).toBe(false);
    expect(mayGrant(["Atelier"], ["Atelier"])).toBe(true);
  });
});

describe("refuseRoleChange", () => {
  it("judges a caller's own roles by whether they rise, then keeps an administrator", () => {
    const deputy = member("deputy", "Administrator");
    expect(refuseRoleChange(admin, [admin, deputy], admin, ["Manage Orders"])).toBeNull();
    expect(refuseRoleChange(admin, [admin, viewer], admin, ["Manage Orders"])).toEqual(lastAdministrator);
    expect(refuseRoleChange(admin, [admin, deputy], admin, ["Atelier"])).toEqual({
      status: 403,
      message: SERVER_MESSAGES.cannotRaiseOwnRoles,
    });
  });

  it("needs canEditMember for anyone else, and the Atelier role to give it", () => {
    expect(refuseRoleChange(admin, [admin, staff], staff, ["None"])).toEqual(forbidden);
    expect(refuseRoleChange(admin, [admin, viewer], viewer, ["Atelier"])).toEqual({
      status: 403,
      message: SERVER_MESSAGES.cannotGrantRole,
    });
    expect(refuseRoleChange(staff, [staff, viewer], viewer, ["Atelier"])).toBeNull();
  });

  it("counts members only: an Administrator key does not keep the company administered", () => {
    expect(refuseRoleChange(key("Administrator"), [admin, viewer], admin, ["None"])).toEqual(lastAdministrator);
  });
});

describe("refuseRemoval", () => {
  it("lets members leave while an administrator stays, and needs canEditMember for anyone else", () => {
    expect(refuseRemoval(admin, [admin, staff], admin)).toBeNull();
    expect(refuseRemoval(admin, [admin, viewer], admin)).toEqual(lastAdministrator);
    expect(refuseRemoval(admin, [admin, staff], staff)).toEqual(forbidden);
    expect(refuseRemoval(staff, [admin, staff], admin)).toBeNull();
    expect(refuseRemoval(staff, [staff, admin], staff)).toBeNull();
  });
});

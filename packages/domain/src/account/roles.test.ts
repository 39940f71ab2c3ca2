import { describe, expect, it } from "vitest";
import { canEdit, canManageOrders, isAdmin, meets, type Permissions, permissionsOf, ROLES, type Role } from "./roles";

const table: { roles: Role[]; expected: Permissions }[] = [
  { roles: ["Atelier"], expected: { admin: true, canEdit: true, orders: true } },
  { roles: ["Administrator"], expected: { admin: true, canEdit: true, orders: true } },
  { roles: ["Manage Configuration"], expected: { admin: false, canEdit: true, orders: false } },
  { roles: ["Manage Orders"], expected: { admin: false, canEdit: false, orders: true } },
  { roles: ["None"], expected: { admin: false, canEdit: false, orders: false } },
  { roles: [], expected: { admin: false, canEdit: false, orders: false } },
  { roles: ["Manage Configuration", "Manage Orders"], expected: { admin: false, canEdit: true, orders: true } },
  { roles: ["None", "Administrator"], expected: { admin: true, canEdit: true, orders: true } },
];

describe("role logic", () => {
  it("covers every role in the table", () => {
    const single = table.filter((row) => row.roles.length === 1).map((row) => row.roles[0]);
    expect([...single].sort()).toEqual([...ROLES].sort());
  });

  it.each(table)("$roles → $expected", ({ roles, expected }) => {
    expect(isAdmin(roles)).toBe(expected.admin);
    expect(canEdit(roles)).toBe(expected.canEdit);
    expect(canManageOrders(roles)).toBe(expected.orders);
    expect(permissionsOf(roles)).toEqual(expected);
  });

  it.each(table)("meets() follows permissionsOf for $roles", ({ roles, expected }) => {
    expect(meets(roles, "member")).toBe(true);
    expect(meets(roles, "admin")).toBe(expected.admin);
    expect(meets(roles, "canEdit")).toBe(expected.canEdit);
    expect(meets(roles, "orders")).toBe(expected.orders);
  });
});

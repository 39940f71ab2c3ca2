import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareRoles,
  grantableRoles,
  normalizeRoleSelection,
  type Permissions,
  permissionsOf,
  ROLES,
  type Role,
  RoleSelection,
  raisesRoles,
  sortRoles,
} from "./roles";

const SECTION_6_ORDER: Role[] = ["Atelier", "Administrator", "Manage Configuration", "Manage Orders", "None"];
const anyRoles = fc.array(fc.constantFrom(...ROLES), { maxLength: 8 });

describe("sortRoles and compareRoles", () => {
  it("put the product's own role, Administrator, 'Manage' roles A-Z, others A-Z and None last", () => {
    expect(sortRoles(["None", "Manage Orders", "Administrator", "Manage Configuration", "Atelier"])).toEqual(
      SECTION_6_ORDER,
    );
    expect(sortRoles(["None", "Viewer", "Manage Zones", "Auditor", "Manage Assets", "Administrator"])).toEqual([
      "Administrator",
      "Manage Assets",
      "Manage Zones",
      "Auditor",
      "Viewer",
      "None",
    ]);
  });

  it("leave the list given untouched", () => {
    const roles: Role[] = ["None", "Atelier"];
    sortRoles(roles);
    expect(roles).toEqual(["None", "Atelier"]);
  });

  it("give the same order whatever the order given", () => {
    fc.assert(
      fc.property(anyRoles, (roles) => {
        const sorted = sortRoles(roles);
        expect(sortRoles([...roles].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          expect(compareRoles(sorted[i - 1] ?? "", sorted[i] ?? "")).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe("normalizeRoleSelection (section 5's 'None' rule)", () => {
  it.each<[Role[], Role[]]>([
    [[], ["None"]],
    [["None"], ["None"]],
    [["None", "None"], ["None"]],
    [["None", "Manage Orders"], ["Manage Orders"]],
    [
      ["Manage Orders", "None", "Administrator"],
      ["Administrator", "Manage Orders"],
    ],
    [["Manage Orders", "Manage Orders"], ["Manage Orders"]],
  ])("%j -> %j", (chosen, sent) => {
    expect(normalizeRoleSelection(chosen)).toEqual(sent);
  });

  it("always answers a sorted, non-empty list without repeats, holding None only alone", () => {
    fc.assert(
      fc.property(anyRoles, (roles) => {
        const result = normalizeRoleSelection(roles);
        expect(result.length).toBeGreaterThan(0);
        expect(new Set(result).size).toBe(result.length);
        expect(result).toEqual(sortRoles(result));
        if (result.includes("None")) expect(result).toEqual(["None"]);
        expect(normalizeRoleSelection(result)).toEqual(result);
      }),
    );
  });
});

describe("RoleSelection", () => {
  it("parses a checklist into the normalised roles", () => {
    expect(RoleSelection.parse([])).toEqual(["None"]);
    expect(RoleSelection.parse(["None", "Manage Configuration", "Administrator"])).toEqual([
      "Administrator",
      "Manage Configuration",
    ]);
  });

  it("refuses an unknown role and an over-long list", () => {
    expect(RoleSelection.safeParse(["Owner"]).success).toBe(false);
    expect(RoleSelection.safeParse(Array.from({ length: ROLES.length * 2 + 1 }, () => "None")).success).toBe(false);
  });
});

describe("grantableRoles", () => {
  it("offers the product's own role to its holders only, in section 6's order", () => {
    expect(grantableRoles(["Atelier"])).toEqual(SECTION_6_ORDER);
    expect(grantableRoles(["Administrator"])).toEqual(SECTION_6_ORDER.filter((role) => role !== "Atelier"));
    expect(grantableRoles(["None"])).toEqual(SECTION_6_ORDER.filter((role) => role !== "Atelier"));
  });
});

describe("raisesRoles", () => {
  it.each<[Role[], Role[], boolean]>([
    [["Administrator"], ["Administrator"], false],
    [["Administrator"], ["None"], false],
    [["Administrator", "Manage Orders"], ["Manage Orders"], false],
    [["Manage Orders"], ["None"], false],
    [["None"], ["None"], false],
    [["None"], ["Manage Orders"], true],
    [["Manage Orders"], ["Manage Orders", "Manage Configuration"], true],
    [["Administrator"], ["Atelier"], true],
    [["Administrator"], ["Manage Configuration", "Manage Orders"], false],
    [["Atelier"], ["Administrator"], false],
    [["Manage Orders"], ["Manage Configuration"], true],
    [["Manage Configuration"], ["Administrator"], true],
  ])("%j -> %j raises: %s", (before, after, raises) => {
    expect(raisesRoles(before, after)).toBe(raises);
  });

  it("raises exactly when the permissions grow, or the product's own role is new", () => {
    fc.assert(
      fc.property(anyRoles, anyRoles, (before, after) => {
        const held = permissionsOf(before);
        const given = permissionsOf(after);
        const grows =
          (Object.keys(given) as (keyof Permissions)[]).some((key) => given[key] && !held[key]) ||
          (after.includes("Atelier") && !before.includes("Atelier"));
        expect(raisesRoles(before, after)).toBe(grows);
      }),
    );
  });

  it("never counts a subset of the roles held as raising them", () => {
    fc.assert(
      fc.property(anyRoles, fc.func(fc.boolean()), (before, keep) => {
        expect(
          raisesRoles(
            before,
            before.filter((_, i) => keep(i)),
          ),
        ).toBe(false);
      }),
    );
  });
});

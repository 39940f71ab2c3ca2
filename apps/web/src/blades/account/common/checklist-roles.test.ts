import { describe, expect, it } from "vitest";
import { checklistRoles } from "./checklist-roles";

describe("checklistRoles", () => {
  it("lists the offered roles in the role order", () => {
    expect(checklistRoles(["None", "Manage Orders", "Administrator", "Manage Configuration"], [])).toEqual([
      "Administrator",
      "Manage Configuration",
      "Manage Orders",
      "None",
    ]);
  });

  it("adds a held role the user may not grant, in its place", () => {
    expect(checklistRoles(["Administrator", "None"], ["Atelier", "Administrator"])).toEqual([
      "Atelier",
      "Administrator",
      "None",
    ]);
  });

  it("lists each role once", () => {
    expect(checklistRoles(["None", "Manage Orders"], ["Manage Orders", "Manage Orders"])).toEqual([
      "Manage Orders",
      "None",
    ]);
  });
});

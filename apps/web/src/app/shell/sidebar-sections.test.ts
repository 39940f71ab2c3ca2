import { permissionsOf, type Role } from "@atelier/domain/account/roles";
import { describe, expect, it } from "vitest";
import { type SidebarAccess, visibleSections } from "./sidebar-sections";

const allFlags = { manageAssets: true, optimizeAssets: true, hasAdvancedModeration: true, hasImageModeration: true };
const noFlags = { manageAssets: false, optimizeAssets: false, hasAdvancedModeration: false, hasImageModeration: false };

function access(roles: Role[], company = allFlags, globalApplets: SidebarAccess["globalApplets"] = []): SidebarAccess {
  return { permissions: permissionsOf(roles), company, globalApplets };
}

const sectionIds = (a: SidebarAccess) => visibleSections(a).map((section) => section.id);

function entryLabels(a: SidebarAccess, id: string): string[] {
  const section = visibleSections(a).find((s) => s.id === id);
  return section?.type === "group" ? section.entries.map((entry) => entry.label) : [];
}

describe("sidebar gating", () => {
  it("shows an administrator of a company with every flag every section but Apps, in order", () => {
    expect(sectionIds(access(["Administrator"]))).toEqual([
      "products",
      "sites",
      "analytics",
      "orders",
      "metadata",
      "assets",
      "3d-ar",
      "data",
      "moderation",
      "settings",
    ]);
    expect(entryLabels(access(["Atelier"]), "moderation")).toEqual([
      "Text Review",
      "Advanced Text Review",
      "Image Review",
    ]);
  });

  it("shows a user with no role only the open sections", () => {
    expect(sectionIds(access(["None"]))).toEqual(["products", "sites", "analytics", "metadata", "settings"]);
  });

  it("shows Orders to order managers and editors nothing more of the admin sections", () => {
    expect(sectionIds(access(["Manage Orders"]))).toContain("orders");
    expect(sectionIds(access(["Manage Configuration"]))).toEqual([
      "products",
      "sites",
      "analytics",
      "metadata",
      "settings",
    ]);
  });

  it("hides Assets and 3D & AR from admins whose company lacks the flags", () => {
    const ids = sectionIds(access(["Administrator"], noFlags));
    expect(ids).not.toContain("assets");
    expect(ids).not.toContain("3d-ar");
    expect(ids).toContain("data");
    expect(entryLabels(access(["Administrator"], noFlags), "moderation")).toEqual(["Text Review"]);
  });

  it("gates each flag on its own", () => {
    const onlyAssets = { ...noFlags, manageAssets: true };
    expect(sectionIds(access(["Administrator"], onlyAssets))).toContain("assets");
    expect(sectionIds(access(["Administrator"], onlyAssets))).not.toContain("3d-ar");
    const onlyImages = { ...noFlags, hasImageModeration: true };
    expect(entryLabels(access(["Administrator"], onlyImages), "moderation")).toEqual(["Text Review", "Image Review"]);
    expect(sectionIds(access(["None"], allFlags))).not.toContain("assets");
  });

  it("offers administrators the company's Activity after 'Operation Logs'", () => {
    expect(entryLabels(access(["Administrator"]), "data").slice(-2)).toEqual(["Operation Logs", "Activity"]);
    expect(sectionIds(access(["Manage Configuration"]))).not.toContain("data");
  });

  it("shows Apps only when Global applets exist", () => {
    const withApplet = access(["None"], noFlags, [{ appletId: "a1", name: "Size Guide" }]);
    expect(sectionIds(withApplet).at(-1)).toBe("apps");
    expect(entryLabels(withApplet, "apps")).toEqual(["Size Guide"]);
  });
});

/** Texts of the groups, views and packages editors that the spec does not quote. */
export const VERSION_PARTS_MESSAGES = {
  noGroups: "This version has no component groups yet.",
  noViews: "This version has no image views yet.",
  noPlacements: "No placements yet.",
  noVariants: "No variants yet.",
  newPackageName: "New package",
  fixAngles: (views: readonly string[]) => `Fix the angles of ${views.map((name) => `'${name}'`).join(", ")} to save.`,
} as const;

export const groupsTitle = (code: number, product: string) => `Groups of v${code} of ${product}`;
export const viewsTitle = (code: number, product: string) => `Views of v${code} of ${product}`;
export const packagesTitle = (code: number, product: string) => `Packages of v${code} of ${product}`;
export const componentRulesCount = (count: number) => (count === 1 ? "1 component rule" : `${count} component rules`);

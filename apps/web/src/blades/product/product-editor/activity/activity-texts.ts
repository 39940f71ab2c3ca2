/** Texts of the per-site overrides. */
export const ACTIVITY_TEXTS = {
  addSite: "Add a site override",
  pickSite: "Pick a site to override",
  everySiteOverridden: "Every site has an override.",
} as const;

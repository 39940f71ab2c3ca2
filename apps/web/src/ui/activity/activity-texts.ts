/** Texts of the activity fields (active from, per-site overrides) of products and options. */
export const ACTIVITY_TEXTS = {
  addSite: "Add a site override",
  pickSite: "Pick a site to override",
  everySiteOverridden: "Every site has an override.",
  activeAnyTime: "Active from: any time",
  noSiteOverrides: "No per-site overrides.",
} as const;

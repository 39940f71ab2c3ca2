/** The titles and labels of Recipe Analytics (spec part 1, 2.15). */
export const RECIPE_DASHBOARD_TEXTS = {
  savedOverTime: "Saved Recipes",
  savedAtSite: "Saved Recipes at Primary Site",
  site: "Primary site",
  /** Recipes saved without a site. */
  noSite: "No site",
  topProducts: "Top Products",
  topPersonalizations: "Top Personalizations",
  topDesktopBrowsers: "Top Desktop Browsers",
  topMobileBrowsers: "Top Mobile Browsers",
  mobileVsDesktop: "Mobile vs Desktop",
  mobile: "Mobile",
  desktop: "Desktop",
  product: "Product",
  name: "Name",
  value: "Value",
  bySite: "By site",
  browser: "Browser",
  total: "Total",
  csvOf: (title: string) => `Download CSV of ${title}`,
} as const;

/** Texts of the Storefront Keys section and the storefront key blade (the spec quotes none of them). */
export const STOREFRONT_KEY_TEXTS = {
  storefrontKeys: "Storefront Keys",
  intro:
    "A storefront key lets a shop page embed the Studio or call the API for its customers: it reads Production " +
    "blueprints, saves recipes and reads the recipes it saved. It is public in the shop's pages, so it grants " +
    "nothing else.",
  add: "Add",
  noKeys: "There are no storefront keys.",
  detail: (hint: string, created: string, lastUsed: string) => `${hint}… · Created ${created} · Last used ${lastUsed}`,
  neverUsed: "never",
  noOrigins: "No other websites",
  editKey: (name: string) => `Edit ${name}`,
  keyActions: "Storefront key actions",
  newKey: "Add a storefront key",
  name: "Name",
  allowedOrigins: "Allowed origins",
  originsHelp:
    "The websites whose pages may call with this key, each as a scheme, a host and an optional port " +
    "(https://shop.example.com). Atelier's own Studio page needs none.",
  origin: (index: number) => `Origin ${index + 1}`,
  originPlaceholder: "https://shop.example.com",
  addOrigin: "Add origin",
  removeOrigin: (index: number) => `Remove origin ${index + 1}`,
  reloadKey: "Reload key",
  revoke: "Revoke",
  shownOnceTitle: (name: string) => `Storefront key '${name}'`,
  shownOnce:
    "The storefront key is displayed only once, so copy it somewhere safe. It goes in your shop's pages; " +
    "revoke it here if it is misused.",
} as const;

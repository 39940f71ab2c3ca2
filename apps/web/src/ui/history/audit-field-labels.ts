/** Fields as the editors label them; a field not here is shown by its path. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  code: "Code",
  styleCode: "Style code",
  description: "Description",
  assistantDescription: "Assistant description",
  notes: "Notes",
  tags: "Tags",
  productStatus: "Status",
  productType: "Product type",
  mixinOnly: "Mixin only",
  navigable: "Navigable",
  sites: "Sites",
  parentProducts: "Mixins",
  productReferenceDatas: "Reference data",
  customAttributesJson: "Custom attributes",
  inactive: "Inactive",
  activeFrom: "Active from",
  inventory: "In stock",
  inactivePerSite: "Site overrides",
  imageRootUrl: "Image root URL",
  imageCacheId: "Image cache id",
  imageProvider: "Image provider",
  imageNameFormat: "Image name format",
  imageHighlightedSuffix: "Highlighted suffix",
  imageSelectedSuffix: "Selected suffix",
  collectDataLayer: "Data layer event",
  collectAnalytics: "Collect analytics",
  collectStandardAnalytics: "Collect standard analytics",
  collectDeviceBasicAnalytics: "Collect basic device analytics",
  collectDeviceMoreAnalytics: "Collect more device analytics",
  collectDeviceDimensionsAnalytics: "Collect device dimensions",
  priceJson: "Base price",
  prices: "Prices",
  active: "Active",
  sortOrder: "Sort order",
  hidden: "Hidden",
  locked: "Locked",
  roles: "Roles",
  email: "E-mail",
};

/** Fields a resource labels its own way (the version editor's 'Version name'). */
const RESOURCE_LABELS: Record<string, Record<string, string>> = {
  version: { name: "Version name" },
};

/**
 * A field path of a difference as the editor labels it: `name` -> 'Name', `prices.0.amount` ->
 * 'Prices › 1 › amount' (list positions counted from 1); an unknown field keeps its path.
 */
export function fieldLabel(resourceType: string, path: string): string {
  if (path === "") return "";
  const [head = "", ...rest] = path.split(".");
  const label = RESOURCE_LABELS[resourceType]?.[head] ?? FIELD_LABELS[head];
  if (label === undefined) return path;
  const tail = rest.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part));
  return [label, ...tail].join(" › ");
}

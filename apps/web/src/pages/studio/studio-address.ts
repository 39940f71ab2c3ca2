/**
 * The Studio's address: what it opens (product, version, previewDate, site, locale, key, recipe) and the
 * customer's state (selections, personal values, view, frame), so a reload or a shared link keeps it.
 * Selections are written `c.{placement}={component}` and values `v.{value key}={text}`.
 */

const SELECTION_PREFIX = "c.";
const VALUE_PREFIX = "v.";

/** What the Studio is asked to open. */
export interface StudioTarget {
  product: string;
  version: string;
  previewDate?: string;
  site: string;
  locale: string;
  /** A storefront's publishable key, sent as `Authorization: Bearer`. */
  key?: string;
  /** A saved recipe to start from; changes are saved as a new recipe naming it as parent. */
  recipe?: string;
}

/** What the customer has chosen, as typed: values stay text until they are sent. */
export interface StudioChoices {
  selections: Record<string, string>;
  values: Record<string, string>;
}

export interface StudioAddress {
  target: StudioTarget | null;
  /** Null when the address names no choices (the Studio then starts from the version's initial ones). */
  choices: StudioChoices | null;
  view?: string;
  frame?: number;
}

const present = (value: string | null): string | undefined => (value === null || value === "" ? undefined : value);

export function readStudioAddress(search: string): StudioAddress {
  const params = new URLSearchParams(search);
  const product = present(params.get("product"));
  const target: StudioTarget | null =
    product === undefined
      ? null
      : {
          product,
          version: present(params.get("version")) ?? "_",
          previewDate: present(params.get("previewDate")),
          site: params.get("site") ?? "",
          locale: params.get("locale") ?? "",
          key: present(params.get("key")),
          recipe: present(params.get("recipe")),
        };
  const selections: Record<string, string> = {};
  const values: Record<string, string> = {};
  let named = false;
  for (const [name, value] of params) {
    if (name.startsWith(SELECTION_PREFIX) && name.length > SELECTION_PREFIX.length) {
      named = true;
      if (value !== "") selections[name.slice(SELECTION_PREFIX.length)] = value;
    } else if (name.startsWith(VALUE_PREFIX) && name.length > VALUE_PREFIX.length) {
      named = true;
      values[name.slice(VALUE_PREFIX.length)] = value;
    }
  }
  const frameText = params.get("frame");
  const frame = frameText === null || !/^-?\d{1,9}$/.test(frameText) ? undefined : Number(frameText);
  return { target, choices: named ? { selections, values } : null, view: present(params.get("view")), frame };
}

/**
 * The address of this state: the target's parameters first, in the order the Studio links write them,
 * then the choices, the view and the frame.
 */
export function writeStudioAddress(address: StudioAddress & { target: StudioTarget; choices: StudioChoices }): string {
  const { target, choices } = address;
  const params = new URLSearchParams({ product: target.product, version: target.version });
  if (target.previewDate !== undefined) params.set("previewDate", target.previewDate);
  if (target.site !== "") params.set("site", target.site);
  if (target.locale !== "") params.set("locale", target.locale);
  if (target.key !== undefined) params.set("key", target.key);
  if (target.recipe !== undefined) params.set("recipe", target.recipe);
  for (const [placement, component] of Object.entries(choices.selections)) {
    params.set(SELECTION_PREFIX + placement, component);
  }
  for (const [key, value] of Object.entries(choices.values)) {
    if (value !== "") params.set(VALUE_PREFIX + key, value);
  }
  if (address.view !== undefined) params.set("view", address.view);
  if (address.frame !== undefined) params.set("frame", String(address.frame));
  return `?${params.toString()}`;
}

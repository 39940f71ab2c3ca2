import type { BatchAttribute, BatchEntry, BatchSiteActivation } from "../batch-file.schema";
import { isRecord } from "./import-candidate";

/** The app's per-site override (SiteActivity) of a batch file's `{ site, inactive, activeFrom }`. */
function siteActivity(activation: BatchSiteActivation, current: unknown): Record<string, unknown> {
  const list = Array.isArray(current) ? current.filter(isRecord) : [];
  const kept = list.find((item) => item.siteCode === activation.site);
  return {
    siteCode: activation.site,
    inactive: activation.inactive,
    activeFrom: activation.activeFrom ?? null,
    // A batch file says nothing of stock: the site's inventory stays as it was.
    inventory: kept?.inventory ?? null,
  };
}

/**
 * The app's custom attributes (customAttributesJson) of a batch file's `{ name, value }` list: an attribute
 * whose name the item has keeps its id (and any other field it had), a new name gets a new id.
 */
function attributes(list: readonly BatchAttribute[], current: unknown, newId: () => string): Record<string, unknown>[] {
  const held = Array.isArray(current) ? current.filter(isRecord) : [];
  const taken = new Set<Record<string, unknown>>();
  return list.map((attribute) => {
    const match = held.find((item) => item.name === attribute.name && !taken.has(item));
    if (match) taken.add(match);
    const id = typeof match?.id === "string" ? match.id : newId();
    return { ...match, id, name: attribute.name, value: attribute.value ?? null };
  });
}

/**
 * The fields of an item after a batch file's entry: the current fields with the ones the entry carries
 * (inactive, inactivePerSite, tags, customAttributes) put over them. The batch's lists replace the item's.
 */
export function batchEntryFields(
  entry: BatchEntry,
  current: Readonly<Record<string, unknown>>,
  newId: () => string,
): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...current };
  if (entry.inactive !== undefined) fields.inactive = entry.inactive;
  if (entry.tags !== undefined) fields.tags = entry.tags;
  if (entry.inactivePerSite !== undefined) {
    fields.inactivePerSite = entry.inactivePerSite.map((site) => siteActivity(site, current.inactivePerSite));
  }
  if (entry.customAttributes !== undefined) {
    fields.customAttributesJson = attributes(entry.customAttributes, current.customAttributesJson, newId);
  }
  return fields;
}

import type { Blueprint, UnavailableReason } from "@atelier/domain/customer/blueprint.schema";
import type { ProductActivity } from "@atelier/domain/shared/activity.schema";
import type { CompiledVersion } from "./blueprint-compile";

/**
 * Availability for a site and a moment (docs/decisions/server-customer-blueprint.md). A per-site entry narrows
 * the global activity: inactive on either is inactive, the later activeFrom counts, and the site's inventory
 * (when set) replaces the global one.
 */

interface SiteActivity {
  inactive: boolean;
  activeFrom: number | null;
  inventory: number | null;
}

export interface Activity extends SiteActivity {
  perSite: Map<string, SiteActivity>;
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export function activityOf(
  fields: Pick<ProductActivity, "inactive" | "activeFrom" | "inventory" | "inactivePerSite">,
): Activity {
  return {
    inactive: fields.inactive,
    activeFrom: time(fields.activeFrom),
    inventory: fields.inventory,
    perSite: new Map(
      fields.inactivePerSite.map((entry) => [
        entry.siteCode,
        { inactive: entry.inactive, activeFrom: time(entry.activeFrom), inventory: entry.inventory },
      ]),
    ),
  };
}

const RANK: Record<Exclude<UnavailableReason, "unavailable">, number> = { inactive: 3, notYetActive: 2, outOfStock: 1 };

/** Why an activity is not available on `site` at `at` (ms), or null. */
export function activityReason(activity: Activity, site: string, at: number): UnavailableReason | null {
  const local = site === "" ? undefined : activity.perSite.get(site);
  if (activity.inactive || local?.inactive) return "inactive";
  const from = Math.max(activity.activeFrom ?? Number.NEGATIVE_INFINITY, local?.activeFrom ?? Number.NEGATIVE_INFINITY);
  if (from > at) return "notYetActive";
  const inventory = local?.inventory ?? activity.inventory;
  return inventory === 0 ? "outOfStock" : null;
}

function worstReason(activities: readonly Activity[], site: string, at: number): UnavailableReason | null {
  let worst: Exclude<UnavailableReason, "unavailable"> | null = null;
  for (const activity of activities) {
    const reason = activityReason(activity, site, at);
    if (reason === null || reason === "unavailable") continue;
    if (worst === null || RANK[reason] > RANK[worst]) worst = reason;
    if (worst === "inactive") break;
  }
  return worst;
}

/** The product's own reason on the site and moment: its activity, or a site it does not list. */
export function productReason(compiled: CompiledVersion, site: string, at: number): UnavailableReason | null {
  if (site !== "" && compiled.productSites.length > 0 && !compiled.productSites.includes(site)) return "inactive";
  return activityReason(compiled.productActivity, site, at);
}

/** Which stretch between activeFrom moments `at` falls in: equal buckets give equal availability. */
export function dateBucket(compiled: CompiledVersion, at: number): number {
  const { thresholds } = compiled;
  let low = 0;
  let high = thresholds.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((thresholds[middle] ?? 0) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The compiled blueprint with availability applied for `site` at `date`. */
export function applyAvailability(compiled: CompiledVersion, site: string, locale: string, date: Date): Blueprint {
  const at = date.getTime();
  const { blueprint, componentActivity } = compiled;
  let index = 0;
  return {
    ...blueprint,
    product: { ...blueprint.product, unavailable: productReason(compiled, site, at) },
    site,
    locale,
    date: date.toISOString(),
    groups: blueprint.groups.map((group) => ({
      ...group,
      placements: group.placements.map((placement) => ({
        ...placement,
        components: placement.components.map((component) => {
          const activities = componentActivity[index++] ?? [];
          if (component.unavailable !== null) return component;
          const reason = worstReason(activities, site, at);
          return reason === null ? component : { ...component, unavailable: reason };
        }),
      })),
    })),
  };
}

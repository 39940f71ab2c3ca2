import type { Site, SiteFields } from "@atelier/domain/catalogue/site.schema";
import type { z } from "zod";

/** What the site form holds. */
type SiteFormValues = z.input<typeof SiteFields>;

/** A stored site's editable fields, or a new site's empty ones. */
export function siteValues(site: Site | null): SiteFormValues {
  return {
    name: site?.name ?? "",
    code: site?.code ?? "",
    tags: site?.tags ?? [],
    externalInventory: site?.externalInventory ?? false,
    customAttributesJson: site?.customAttributesJson ?? [],
  };
}

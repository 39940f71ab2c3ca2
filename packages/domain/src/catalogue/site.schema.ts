import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { codeField, etagField, requiredName, tagsField } from "../shared/entity-fields";

export const NO_SITES = "There are no sites.";
/** The site code's hint (spec part 2, 5). */
export const SITE_CODE_HINT = "Avoid codes that look like locale names (a site 'en' beside the English locale).";

/** Every field of a site the editor writes (spec part 2, 3 "Site"). */
export const SiteFields = z.object({
  name: requiredName("Name"),
  code: codeField("Code"),
  tags: tagsField(),
  externalInventory: z.boolean().default(false),
  customAttributesJson: CustomAttributeList.default([]),
});
export const SiteCreateInput = SiteFields;
export type SiteCreateInput = z.input<typeof SiteCreateInput>;
export const SiteUpdateInput = SiteFields.extend({ etag: etagField() });
export type SiteUpdateInput = z.input<typeof SiteUpdateInput>;

export const Site = SiteFields.extend({
  siteId: z.string(),
  etag: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type Site = z.infer<typeof Site>;
export const SiteList = z.object({ sites: z.array(Site) });
export type SiteList = z.infer<typeof SiteList>;

import { z } from "zod";
import { CustomAttributeList } from "../shared/custom-attribute.schema";
import { etagField } from "../shared/entity-fields";

/** Global Custom Settings (part 3, "Company data"): the workspace's custom attributes. */
export const CompanyDataFields = z.object({
  customAttributesJson: CustomAttributeList.default([]),
});

/** PUT company/{companyId}/data: the whole list and the etag read. */
export const CompanyDataUpdateInput = CompanyDataFields.extend({ etag: etagField() });
export type CompanyDataUpdateInput = z.input<typeof CompanyDataUpdateInput>;

export const CompanyData = CompanyDataFields.extend({
  companyId: z.string(),
  etag: z.string(),
  /** When last saved; null while never saved. */
  lastUpdated: z.string().nullable(),
});
export type CompanyData = z.infer<typeof CompanyData>;

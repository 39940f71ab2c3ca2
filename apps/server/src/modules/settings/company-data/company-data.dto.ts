import type { CompanyData } from "@atelier/domain/settings/company-data.schema";
import { UNSAVED_ETAG } from "@atelier/domain/settings/company-settings.schema";
import type { CompanyDataRow } from "../../../db/schema/company-settings";

/** Global Custom Settings as the API answers them; a company that never saved them has none. */
export function toCompanyDataDto(companyId: string, row: CompanyDataRow | undefined): CompanyData {
  return {
    companyId,
    customAttributesJson: row?.customAttributesJson ?? [],
    etag: row?.etag ?? UNSAVED_ETAG,
    lastUpdated: row?.updatedAt.toISOString() ?? null,
  };
}

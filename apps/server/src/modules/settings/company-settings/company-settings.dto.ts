import { createHash } from "node:crypto";
import { type CompanySettings, UNSAVED_ETAG } from "@atelier/domain/settings/company-settings.schema";
import type { CompanySettingsRow } from "../../../db/schema/company-settings";

/** Recipe Settings as the API answers them; a company that never saved them has the defaults. */
export function toCompanySettingsDto(companyId: string, row: CompanySettingsRow | undefined): CompanySettings {
  return {
    companyId,
    recipeCss: row?.recipeCss ?? "",
    blockedRecipeAttributes: row?.blockedRecipeAttributes ?? [],
    recipeSftpHost: row?.recipeSftpHost ?? "",
    recipeSftpPath: row?.recipeSftpPath ?? "",
    recipeSftpUser: row?.recipeSftpUser ?? "",
    recipeSftpPasswordSet: (row?.recipeSftpPasswordEncrypted ?? null) !== null,
    etag: row?.etag ?? UNSAVED_ETAG,
    lastUpdated: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The settings as the audit trail compares them: the answer, plus a fingerprint of the sealed password
 * under a password field, so that a new password counts as a change. The trail masks every password
 * field: neither the password nor its sealed form is ever recorded.
 */
export function toCompanySettingsAudit(companyId: string, row: CompanySettingsRow | undefined) {
  const sealed = row?.recipeSftpPasswordEncrypted ?? null;
  return {
    ...toCompanySettingsDto(companyId, row),
    recipeSftpPassword: sealed === null ? null : createHash("sha256").update(sealed).digest("hex").slice(0, 16),
  };
}

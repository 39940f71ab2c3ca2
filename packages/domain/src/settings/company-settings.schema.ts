import { z } from "zod";
import { etagField, optionalText } from "../shared/entity-fields";
import { storableText } from "../shared/fields";
import { isStorableText, TEXT_MAX } from "../shared/input-limits";
import { fieldMessages } from "../shared/messages";

/** The longest recipe style sheet accepted, in characters. */
export const RECIPE_CSS_MAX = 100_000;
/** The most attributes the recipes may exclude. */
export const BLOCKED_ATTRIBUTES_MAX = 500;
/** The longest SFTP password accepted (never trimmed). */
export const SFTP_PASSWORD_MAX = 256;

/**
 * The etag of company settings (or data) never saved: the first read answers the defaults with it, and the
 * first save must carry it (docs/decisions/server-settings-first-save-etag.md).
 */
export const UNSAVED_ETAG = "unsaved";

/** Texts of the settings calls that the spec does not quote. */
export const SETTINGS_MESSAGES = {
  emptyAttribute: "An excluded attribute cannot be empty.",
  tooManyAttributes: `At most ${BLOCKED_ATTRIBUTES_MAX} attributes can be excluded.`,
} as const;

/** The fields of Recipe Settings that are read and written alike (part 3, "Company settings"). */
export const CompanySettingsFields = z.object({
  recipeCss: optionalText("Recipe CSS", RECIPE_CSS_MAX),
  /** Shown as 'Excluded attributes': attribute names left out of the recipes. Kept once each, in order. */
  blockedRecipeAttributes: z
    .array(
      storableText(TEXT_MAX.name, "An excluded attribute").trim().min(1, { error: SETTINGS_MESSAGES.emptyAttribute }),
    )
    .max(BLOCKED_ATTRIBUTES_MAX, { error: SETTINGS_MESSAGES.tooManyAttributes })
    .transform((names) => [...new Set(names)])
    .default([]),
  recipeSftpHost: optionalText("SFTP host", TEXT_MAX.name),
  recipeSftpPath: optionalText("SFTP path", TEXT_MAX.description),
  recipeSftpUser: optionalText("SFTP user", TEXT_MAX.name),
});

/**
 * The SFTP password as sent: absent keeps the stored one, an empty text clears it, any other text replaces
 * it (as typed, never trimmed). It is stored encrypted and never answered.
 */
export const SftpPasswordInput = z
  .string()
  .refine(isStorableText, { error: fieldMessages.invalidCharacters("SFTP password"), abort: true })
  .max(SFTP_PASSWORD_MAX, { error: fieldMessages.maxLength("SFTP password", SFTP_PASSWORD_MAX) });

/** PUT company/{companyId}/settings: every field, the password by the rule above, and the etag read. */
export const CompanySettingsUpdateInput = CompanySettingsFields.extend({
  recipeSftpPassword: SftpPasswordInput.optional(),
  etag: etagField(),
});
export type CompanySettingsUpdateInput = z.input<typeof CompanySettingsUpdateInput>;

/** Recipe Settings as the API answers them: whether a password is stored, never the password. */
export const CompanySettings = z.object({
  companyId: z.string(),
  recipeCss: z.string(),
  blockedRecipeAttributes: z.array(z.string()),
  recipeSftpHost: z.string(),
  recipeSftpPath: z.string(),
  recipeSftpUser: z.string(),
  recipeSftpPasswordSet: z.boolean(),
  etag: z.string(),
  /** When last saved; null while never saved. */
  lastUpdated: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

import {
  type CompanySettings,
  CompanySettingsFields,
  type CompanySettingsUpdateInput,
  SftpPasswordInput,
} from "@atelier/domain/settings/company-settings.schema";
import { z } from "zod";

/**
 * The Recipe Settings form: the settings' fields, the password as typed (empty keeps the saved one) and
 * whether the saved password is to be cleared.
 */
export const RecipeSettingsForm = CompanySettingsFields.extend({
  recipeSftpPassword: SftpPasswordInput,
  clearSftpPassword: z.boolean(),
});
export type RecipeSettingsValues = z.input<typeof RecipeSettingsForm>;
type RecipeSettingsOutput = z.output<typeof RecipeSettingsForm>;

/** The stored settings as the form starts from them: the password field always empty. */
export function recipeSettingsValues(settings: CompanySettings | null): RecipeSettingsValues {
  return {
    recipeCss: settings?.recipeCss ?? "",
    blockedRecipeAttributes: settings?.blockedRecipeAttributes ?? [],
    recipeSftpHost: settings?.recipeSftpHost ?? "",
    recipeSftpPath: settings?.recipeSftpPath ?? "",
    recipeSftpUser: settings?.recipeSftpUser ?? "",
    recipeSftpPassword: "",
    clearSftpPassword: false,
  };
}

/** What Save sends: the password only when typed (to replace it) or cleared (empty), else left out to keep it. */
export function recipeSettingsInput(values: RecipeSettingsOutput, etag: string): CompanySettingsUpdateInput {
  const { recipeSftpPassword, clearSftpPassword, ...fields } = values;
  if (clearSftpPassword) return { ...fields, recipeSftpPassword: "", etag };
  if (recipeSftpPassword !== "") return { ...fields, recipeSftpPassword, etag };
  return { ...fields, etag };
}

import { TagsInput } from "@mantine/core";
import { Controller, useFormContext } from "react-hook-form";
import { SETTINGS_TEXTS } from "../common/settings-texts";
import type { RecipeSettingsValues } from "./recipe-settings-values";

/** 'Excluded attributes' (blockedRecipeAttributes): a tag list of attribute names, each confirmed with Enter. */
export function ExcludedAttributesField({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<RecipeSettingsValues>();
  return (
    <Controller
      control={control}
      name="blockedRecipeAttributes"
      render={({ field, fieldState }) => (
        <TagsInput
          label={SETTINGS_TEXTS.excludedAttributes}
          placeholder={readOnly ? undefined : SETTINGS_TEXTS.excludedAttributesPlaceholder}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={readOnly}
          error={fieldState.error?.message ?? firstItemError(fieldState.error)}
          clearable={!readOnly}
          acceptValueOnBlur
          data-testid="excluded-attributes"
        />
      )}
    />
  );
}

/** A message on one of the tags (`blockedRecipeAttributes.3`) shows under the list. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const item = error.find((entry): entry is { message: string } => typeof entry?.message === "string");
  return item?.message;
}

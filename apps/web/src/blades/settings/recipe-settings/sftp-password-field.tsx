import { Button, Group, PasswordInput, Text } from "@mantine/core";
import { useFormContext, useWatch } from "react-hook-form";
import { fieldProps } from "../../../ui/form/field-props";
import { SETTINGS_TEXTS } from "../common/settings-texts";
import type { RecipeSettingsValues } from "./recipe-settings-values";

interface SftpPasswordFieldProps {
  /** A password is saved: the field says so and offers to clear it. */
  saved: boolean;
  readOnly: boolean;
}

/**
 * The write-only SFTP password: never shown, the field empty with 'Saved: leave empty to keep' while one is
 * saved; typing replaces it, 'Clear password' removes it on Save.
 */
export function SftpPasswordField({ saved, readOnly }: SftpPasswordFieldProps) {
  const form = useFormContext<RecipeSettingsValues>();
  const clearing = useWatch({ control: form.control, name: "clearSftpPassword" });
  const setClearing = (value: boolean) => {
    form.setValue("clearSftpPassword", value, { shouldDirty: true });
    if (value) form.setValue("recipeSftpPassword", "", { shouldDirty: true });
  };
  return (
    <div>
      <PasswordInput
        label={SETTINGS_TEXTS.sftpPassword}
        placeholder={saved && !clearing ? SETTINGS_TEXTS.passwordSaved : SETTINGS_TEXTS.passwordNotSet}
        autoComplete="new-password"
        data-testid="sftp-password"
        {...fieldProps(form, "recipeSftpPassword")}
        disabled={readOnly || clearing}
      />
      {saved && !readOnly && (
        <Group gap="xs" mt={4} wrap="wrap">
          <Button type="button" variant="subtle" size="compact-sm" onClick={() => setClearing(!clearing)}>
            {clearing ? SETTINGS_TEXTS.keepPassword : SETTINGS_TEXTS.clearPassword}
          </Button>
          {clearing && (
            <Text size="xs" c="dimmed" data-testid="sftp-password-clearing">
              {SETTINGS_TEXTS.passwordWillClear}
            </Text>
          )}
        </Group>
      )}
    </div>
  );
}

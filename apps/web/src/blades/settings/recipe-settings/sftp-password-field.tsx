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
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          label={SETTINGS_TEXTS.sftpPassword}
          placeholder={saved && !clearing ? SETTINGS_TEXTS.passwordSaved : SETTINGS_TEXTS.passwordNotSet}
          autoComplete="new-password"
          style={{ flex: 1 }}
          data-testid="sftp-password"
          {...fieldProps(form, "recipeSftpPassword")}
          disabled={readOnly || clearing}
        />
        {saved && !readOnly && (
          <Button type="button" variant="default" size="sm" onClick={() => setClearing(!clearing)}>
            {clearing ? SETTINGS_TEXTS.keepPassword : SETTINGS_TEXTS.clearPassword}
          </Button>
        )}
      </Group>
      {clearing && (
        <Text size="xs" c="dimmed" mt={4} data-testid="sftp-password-clearing">
          {SETTINGS_TEXTS.passwordWillClear}
        </Text>
      )}
    </div>
  );
}

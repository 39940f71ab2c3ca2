import { ChangePasswordInput } from "@atelier/domain/account/account.schema";
import { PasswordInput, Stack } from "@mantine/core";
import { useChangePassword } from "../../../api/account/account";
import { ErrorCallout } from "../../../ui/error-callout";
import { fieldProps } from "../../../ui/form/field-props";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { AccountSection } from "../users/account-section";
import { ACCOUNT_TEXTS } from "./account-texts";
import { SaveRow } from "./save-row";
import { submitAfresh } from "./submit-afresh";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

/** Current, new and verify password; a wrong current password comes back on its field. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useZodForm(ChangePasswordInput, { defaultValues: EMPTY });
  const onSubmit = submitAfresh(form, change, () => form.reset(EMPTY));
  const changed = change.isSuccess && !form.formState.isDirty;

  return (
    <AccountSection title={ACCOUNT_TEXTS.password} testId="password-section">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <ErrorCallout error={change.error} />
          <PasswordInput
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            {...fieldProps(form, "currentPassword")}
          />
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            {...fieldProps(form, "password")}
          />
          <PasswordInput
            label="Verify password"
            withAsterisk
            autoComplete="new-password"
            {...fieldProps(form, "confirmPassword")}
          />
          <SaveRow saving={change.isPending} done={changed && ACCOUNT_TEXTS.passwordChanged} />
        </Stack>
      </form>
    </AccountSection>
  );
}

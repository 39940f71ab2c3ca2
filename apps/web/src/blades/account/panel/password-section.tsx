import { ChangePasswordInput } from "@atelier/domain/account/account.schema";
import { PasswordInput, Stack } from "@mantine/core";
import { useChangePassword } from "../../../api/account/account";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AccountSection } from "../common/account-section";
import { ACCOUNT_TEXTS } from "./account-texts";
import { SaveRow } from "./save-row";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

/** Current, new and verify password; a wrong current password comes back on its field. */
export function PasswordSection() {
  const change = useChangePassword();
  const editor = useEditor({
    stored: null,
    readOnly: false,
    schema: ChangePasswordInput,
    valuesOf: () => EMPTY,
    calls: { create: (values) => change.mutateAsync(values) },
    onSaved: () => editor.form.reset(EMPTY),
  });
  const { form } = editor;
  const changed = change.isSuccess && !form.formState.isDirty;

  return (
    <AccountSection title={ACCOUNT_TEXTS.password} testId="password-section">
      <EditorForm editor={editor} testId="password-form">
        <Stack gap="sm" maw={420}>
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
          <SaveRow saving={editor.saving} done={changed && ACCOUNT_TEXTS.passwordChanged} />
        </Stack>
      </EditorForm>
    </AccountSection>
  );
}

import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { UpdateProfileInput } from "@atelier/domain/account/company-user.schema";
import { Stack, TextInput } from "@mantine/core";
import { useUpdateProfile } from "../../../api/account/account";
import { EditorForm } from "../../../ui/editor/editor-form";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AccountSection } from "../common/account-section";
import { ACCOUNT_TEXTS } from "./account-texts";
import { SaveRow } from "./save-row";

/** The signed-in user's full name; saving updates the header at once. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const editor = useEditor({
    stored: user,
    readOnly: false,
    schema: UpdateProfileInput,
    valuesOf: (item: CurrentUser | null) => ({ fullName: (item ?? user).fullName }),
    calls: { update: (values) => update.mutateAsync(values) },
  });
  const { form } = editor;
  const saved = update.isSuccess && !form.formState.isDirty;

  return (
    <AccountSection title={ACCOUNT_TEXTS.profile} testId="profile-section">
      <EditorForm editor={editor} testId="profile-form">
        <Stack gap="sm" maw={420}>
          <TextInput label="Full name" withAsterisk autoComplete="name" {...fieldProps(form, "fullName")} />
          <SaveRow saving={editor.saving} done={saved && ACCOUNT_TEXTS.profileSaved} />
        </Stack>
      </EditorForm>
    </AccountSection>
  );
}

import type { CurrentUser } from "@atelier/domain/account/account.schema";
import { UpdateProfileInput } from "@atelier/domain/account/company-user.schema";
import { Stack, TextInput } from "@mantine/core";
import { useUpdateProfile } from "../../../api/account/account";
import { ErrorCallout } from "../../../ui/error-callout";
import { fieldProps } from "../../../ui/form/field-props";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { AccountSection } from "../users/account-section";
import { ACCOUNT_TEXTS } from "./account-texts";
import { SaveRow } from "./save-row";
import { submitAfresh } from "./submit-afresh";

/** The signed-in user's full name; saving updates the header at once. */
export function ProfileSection({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useZodForm(UpdateProfileInput, { defaultValues: { fullName: user.fullName } });
  const onSubmit = submitAfresh(form, update, (saved) => form.reset({ fullName: saved.fullName }));
  const saved = update.isSuccess && !form.formState.isDirty;

  return (
    <AccountSection title={ACCOUNT_TEXTS.profile} testId="profile-section">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm" maw={420}>
          <ErrorCallout error={update.error} />
          <TextInput label="Full name" withAsterisk autoComplete="name" {...fieldProps(form, "fullName")} />
          <SaveRow saving={update.isPending} done={saved && ACCOUNT_TEXTS.profileSaved} />
        </Stack>
      </form>
    </AccountSection>
  );
}

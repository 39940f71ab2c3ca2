import { type Invite, InviteInput } from "@atelier/domain/account/invite.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Radio, Stack, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import { useInvite } from "../../../api/account/account";
import { fieldProps } from "../../../ui/form/field-props";
import { useFormCalls } from "../../../ui/form/use-form-calls";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { AccountEditorForm } from "./account-editor-form";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

interface InviteFormProps {
  /** The roles the signed-in user may give, in the role order. */
  offered: readonly Role[];
  onSent: (invite: Invite) => void;
}

/** 'Invite a new user' (spec part 2, 'Invite user'): full name, e-mail and one role, then Send. */
export function InviteForm({ offered, onSent }: InviteFormProps) {
  const form = useZodForm(InviteInput, { defaultValues: { fullName: "", email: "" } });
  const calls = useFormCalls(form);
  const invite = useInvite();

  return (
    <AccountEditorForm
      form={form}
      calls={calls}
      onSave={(values) => calls.run("save", () => invite.mutateAsync(values), onSent)}
      label={ACCOUNT_USERS_TEXTS.inviteActions}
      saveLabel={ACCOUNT_USERS_TEXTS.send}
      saveIcon={<IconSend size={14} />}
      testId="account-invite-form"
      title={MESSAGES.inviteTitle}
    >
      <TextInput label={ACCOUNT_USERS_TEXTS.fullName} withAsterisk data-autofocus {...fieldProps(form, "fullName")} />
      <TextInput label={ACCOUNT_USERS_TEXTS.email} type="email" withAsterisk {...fieldProps(form, "email")} />
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <Radio.Group
            label={ACCOUNT_USERS_TEXTS.role}
            withAsterisk
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Stack gap={8} mt={8}>
              {offered.map((role) => (
                <Radio key={role} value={role} label={role} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </AccountEditorForm>
  );
}

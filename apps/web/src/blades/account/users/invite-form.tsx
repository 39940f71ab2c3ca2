import { type Invite, InviteInput } from "@atelier/domain/account/invite.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Radio, Stack, TextInput } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { useInvite } from "../../../api/account/account";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { AccountEditorForm } from "../common/account-editor-form";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

/** The form's values: no role until one is chosen. */
type InviteFields = Omit<z.input<typeof InviteInput>, "role"> & { role?: Role };

interface InviteFormProps {
  /** The roles the signed-in user may give, in the role order. */
  offered: readonly Role[];
  onSent: (invite: Invite) => void;
}

/** 'Invite a new user' (spec part 2, 'Invite user'): full name, e-mail and one role, then Send. */
export function InviteForm({ offered, onSent }: InviteFormProps) {
  const invite = useInvite();
  const editor = useEditor({
    stored: null,
    readOnly: false,
    schema: InviteInput,
    valuesOf: (): InviteFields => ({ fullName: "", email: "" }),
    calls: { create: (values) => invite.mutateAsync(values) },
    onSaved: onSent,
  });
  const { form } = editor;

  return (
    <AccountEditorForm
      editor={editor}
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

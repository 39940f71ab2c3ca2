import { type CompanyUser, UpdateUserRolesInput } from "@atelier/domain/account/company-user.schema";
import type { Role } from "@atelier/domain/account/roles";
import { useRemoveUser, useUpdateUserRoles } from "../../../api/account/company";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { useFormCalls } from "../../../ui/form/use-form-calls";
import { useZodForm } from "../../../ui/form/use-zod-form";
import { AccountEditorForm } from "./account-editor-form";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";
import { RoleChecklist } from "./role-checklist";

const UserRolesFields = UpdateUserRolesInput.pick({ roles: true });

interface UserEditorProps {
  blade: Blade;
  companyId: string;
  member: CompanyUser;
  /** The roles the signed-in user may grant. */
  offered: readonly Role[];
  onReload: () => void;
}

/**
 * EditAccountUser's form (spec part 2, 'User, API key and invite panels'): the member's roles, saved with
 * the etag they were read with, and Remove with 'Confirm?'. Both close the blade once done.
 */
export function UserEditor({ blade, companyId, member, offered, onReload }: UserEditorProps) {
  const readOnly = !member.canEdit;
  const held = member.roles.map((role) => role.name);
  const form = useZodForm(UserRolesFields, { defaultValues: { roles: held }, disabled: readOnly });
  const calls = useFormCalls(form);
  const update = useUpdateUserRoles();
  const remove = useRemoveUser();
  const { close } = useBlades();
  const target = { companyId, userName: member.userName };
  const done = () => close(blade.id);

  return (
    <AccountEditorForm
      form={form}
      calls={calls}
      onSave={({ roles }) =>
        calls.run("save", () => update.mutateAsync({ ...target, input: { roles, etag: member.etag } }), done)
      }
      onRemove={() => calls.run("remove", () => remove.mutateAsync({ ...target, etag: member.etag }), done)}
      readOnly={readOnly}
      label={ACCOUNT_USERS_TEXTS.userActions}
      testId="account-user-editor"
      title={member.fullName}
      subtitle={member.userName}
      reload={{ label: ACCOUNT_USERS_TEXTS.reloadUser, onReload }}
    >
      <RoleChecklist offered={offered} held={held} />
    </AccountEditorForm>
  );
}

import { type CompanyUser, UpdateUserRolesInput } from "@atelier/domain/account/company-user.schema";
import type { Role } from "@atelier/domain/account/roles";
import { useRemoveUser, useUpdateUserRoles } from "../../../api/account/company";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { useEditor } from "../../../ui/editor/use-editor";
import { AccountEditorForm } from "../common/account-editor-form";
import { RoleChecklist } from "../common/role-checklist";
import { ACCOUNT_USERS_TEXTS } from "./account-users-texts";

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
  const update = useUpdateUserRoles();
  const remove = useRemoveUser();
  const { close } = useBlades();
  const target = { companyId, userName: member.userName };
  const editor = useEditor({
    blade,
    stored: member,
    readOnly,
    schema: UserRolesFields,
    valuesOf: (item: CompanyUser | null) => ({ roles: (item ?? member).roles.map((role) => role.name) }),
    calls: {
      update: async ({ roles }, current) => {
        await update.mutateAsync({ ...target, input: { roles, etag: current.etag } });
        return current;
      },
      remove: (current) => remove.mutateAsync({ ...target, etag: current.etag }),
    },
    onSaved: () => close(blade.id),
  });

  return (
    <AccountEditorForm
      editor={editor}
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

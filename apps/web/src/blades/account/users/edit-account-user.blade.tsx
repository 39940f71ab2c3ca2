import { useCurrentUser } from "../../../api/account/account";
import { useCompany, useCompanyRoles } from "../../../api/account/company";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { UserEditor } from "./user-editor";

/** EditAccountUser (edit only, itemId = the member's e-mail): the member as the company lists them now. */
export function EditAccountUserBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const company = useCompany(companyId);
  const roles = useCompanyRoles(companyId);
  const find = () => {
    const member = company.data?.applicationUsers.find((candidate) => candidate.userName === blade.itemId);
    if (member === undefined || roles.data === undefined || companyId === undefined) return undefined;
    return { member, companyId, offered: roles.data.map((role) => role.name) };
  };
  return (
    <EditorLoader queries={[company, roles]} find={find} itemKey={blade.itemId}>
      {(found, { reload }) => found && <UserEditor blade={blade} {...found} onReload={reload} />}
    </EditorLoader>
  );
}

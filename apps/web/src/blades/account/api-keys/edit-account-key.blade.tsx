import { useCurrentUser } from "../../../api/account/account";
import { useApiKey } from "../../../api/account/api-key";
import { useCompanyRoles } from "../../../api/account/company";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId } from "../../../ui/editor/editor-loader";
import { ApiKeyEditor } from "./api-key-editor";

/** EditAccountKey: a new key (mode new) or a stored one (mode edit, itemId = apiKeyId), as the server holds it now. */
export function EditAccountKeyBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const apiKeyId = editedItemId(blade);
  const key = useApiKey(companyId, apiKeyId);
  const roles = useCompanyRoles(companyId);
  const find = () => {
    // In mode edit, a key the list no longer holds (removed meanwhile) is not found.
    const stored = apiKeyId === undefined ? null : (key.data ?? undefined);
    if (stored === undefined || roles.data === undefined || companyId === undefined) return undefined;
    return { stored, companyId, offered: roles.data.map((role) => role.name) };
  };
  return (
    <EditorLoader queries={apiKeyId === undefined ? [roles] : [key, roles]} find={find} itemKey={apiKeyId}>
      {(found, { reload }) => found && <ApiKeyEditor blade={blade} {...found} onReload={reload} />}
    </EditorLoader>
  );
}

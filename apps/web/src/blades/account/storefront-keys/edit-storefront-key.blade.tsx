import { useCurrentUser } from "../../../api/account/account";
import { useStorefrontKey } from "../../../api/account/storefront-key";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId } from "../../../ui/editor/editor-loader";
import { StorefrontKeyEditor } from "./storefront-key-editor";

/** EditStorefrontKey: a new key (mode new) or a stored one (mode edit, itemId = storefrontKeyId), as the server holds it now. */
export function EditStorefrontKeyBlade({ blade }: BladeProps) {
  const companyId = useCurrentUser().data?.company.companyId;
  const storefrontKeyId = editedItemId(blade);
  const key = useStorefrontKey(companyId, storefrontKeyId);
  const find = () => {
    // In mode edit, a key the list no longer holds (revoked meanwhile) is not found.
    const stored = storefrontKeyId === undefined ? null : (key.data ?? undefined);
    if (stored === undefined || companyId === undefined) return undefined;
    return { stored, companyId };
  };
  return (
    <EditorLoader queries={storefrontKeyId === undefined ? [] : [key]} find={find} itemKey={storefrontKeyId}>
      {(found, { reload }) => found && <StorefrontKeyEditor blade={blade} {...found} onReload={reload} />}
    </EditorLoader>
  );
}

import { useCurrentUser } from "../../api/account";
import { useComponentType } from "../../api/component-type";
import type { BladeProps } from "../../app/workspace/blade-types";
import { CatalogueEditorLoader } from "../option-definitions/catalogue-editor-loader";
import { ComponentTypeForm } from "./component-type-form";

/** EditComponentType: a new type (mode new) or a stored one (mode edit, itemId = its id). */
export function EditComponentTypeBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const id = blade.mode === "edit" ? blade.itemId : undefined;
  const query = useComponentType(id);
  return (
    <CatalogueEditorLoader query={id === undefined ? undefined : query}>
      {(type) => (
        <ComponentTypeForm key={type?.componentTypeId ?? "new"} blade={blade} type={type} readOnly={readOnly} />
      )}
    </CatalogueEditorLoader>
  );
}

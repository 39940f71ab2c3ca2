import { useComponentType } from "../../../api/catalogue/component-type";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { ComponentTypeForm } from "./component-type-form";

/** EditComponentType: a new type (mode new) or a stored one (mode edit, itemId = its id). */
export function EditComponentTypeBlade({ blade }: BladeProps) {
  const query = useComponentType(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(type, { readOnly }) => <ComponentTypeForm blade={blade} type={type} readOnly={readOnly} />}
    </EditorLoader>
  );
}

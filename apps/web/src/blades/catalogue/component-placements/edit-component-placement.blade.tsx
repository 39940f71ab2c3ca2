import { useComponentPlacement } from "../../../api/catalogue/component-placement";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { PlacementForm } from "./placement-form";

/** EditComponentPlacement: a new placement (mode new) or a stored one (mode edit, itemId = its id). */
export function EditComponentPlacementBlade({ blade }: BladeProps) {
  const query = useComponentPlacement(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(placement, { readOnly }) => <PlacementForm blade={blade} placement={placement} readOnly={readOnly} />}
    </EditorLoader>
  );
}

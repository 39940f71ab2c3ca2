import { useDimension } from "../../../api/catalogue/dimension";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { DimensionEditor } from "./dimension-editor";

/** EditDimension: 'Add a dimension' in mode new, the dimension's editor in mode edit (itemId = dimensionId). */
export function EditDimensionBlade({ blade }: BladeProps) {
  const query = useDimension(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(dimension, { readOnly }) => <DimensionEditor blade={blade} dimension={dimension} readOnly={readOnly} />}
    </EditorLoader>
  );
}

import { useReferenceData } from "../../../../api/data/reference-data";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { EditorLoader, itemReads } from "../../../../ui/editor/editor-loader";
import { ErrorCallout } from "../../../../ui/error-callout";
import { referenceDataItem } from "../reference-data-item";
import { UNKNOWN_REFERENCE_DATA } from "../unknown-reference-data";
import { useReferenceDataReadOnly } from "./reference-data-access";
import { ReferenceDataEditor } from "./reference-data-editor";

/**
 * EditReferenceData (spec part 3 "Reference data panel"): a new reference data or data grid in mode new
 * (item id: its data type), a stored one's editor in mode edit (item id: data type and id).
 */
export function EditReferenceDataBlade({ blade }: BladeProps) {
  const item = blade.mode === "edit" ? referenceDataItem.decode(blade.itemId) : null;
  const dataType = item?.dataType ?? referenceDataItem.decodeNew(blade.itemId);
  const query = useReferenceData(dataType ?? "Integration", item?.referenceDataId);
  const adminReadOnly = useReferenceDataReadOnly();
  if (dataType === null) return <ErrorCallout error={UNKNOWN_REFERENCE_DATA} />;
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(stored, { readOnly, reload }) => (
        <ReferenceDataEditor
          blade={blade}
          dataType={dataType}
          stored={stored}
          readOnly={readOnly || adminReadOnly}
          onReload={reload}
        />
      )}
    </EditorLoader>
  );
}

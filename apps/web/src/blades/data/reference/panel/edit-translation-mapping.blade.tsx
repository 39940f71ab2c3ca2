import { Button } from "@mantine/core";
import { IconListSearch } from "@tabler/icons-react";
import { useReferenceData } from "../../../../api/data/reference-data";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../../ui/editor/editor-loader";
import { referenceDataLinks } from "../reference-data-links";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { useReferenceDataReadOnly } from "./reference-data-access";
import { ReferenceDataEditor } from "./reference-data-editor";

/**
 * EditTranslationMapping (spec part 3 "Add/Edit mapping"): friendly name, mapping file code, description,
 * the files and their history, Delete with confirm, and Find unmapped for a stored mapping.
 */
export function EditTranslationMappingBlade({ blade }: BladeProps) {
  const query = useReferenceData("Mapping", editedItemId(blade));
  const adminReadOnly = useReferenceDataReadOnly();
  const { open } = useBlades();
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(stored, { readOnly, reload }) => (
        <ReferenceDataEditor
          blade={blade}
          dataType="Mapping"
          stored={stored}
          readOnly={readOnly || adminReadOnly}
          onReload={reload}
          end={(mapping) => (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListSearch size={14} />}
              onClick={() => open(referenceDataLinks.findUnmapped(mapping.referenceDataId), { parentId: blade.id })}
            >
              {REFERENCE_DATA_TEXTS.findUnmapped}
            </Button>
          )}
        />
      )}
    </EditorLoader>
  );
}

import {
  type ComponentPlacement,
  ComponentPlacementFields,
} from "@atelier/domain/catalogue/component-placement.schema";
import { Divider } from "@mantine/core";
import {
  useCreateComponentPlacement,
  useExportComponentPlacements,
  useRemoveComponentPlacement,
  useUpdateComponentPlacement,
} from "../../../api/catalogue/component-placement";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { HistorySection } from "../../../ui/history/history-section";
import { CustomAttributesSection } from "../common/custom-attributes-section";
import { PlacementAssistantSection } from "./placement-assistant-section";
import { PlacementEditorLinks } from "./placement-editor-links";
import { newPlacementValues, placementValues } from "./placement-form-values";
import { PlacementSettingsSection } from "./placement-settings-section";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { PlacementTypesSection } from "./placement-types-section";

interface PlacementFormProps {
  blade: Blade;
  /** The stored placement, or null to add one. */
  placement: ComponentPlacement | null;
  readOnly: boolean;
}

/**
 * EditComponentPlacement's form (spec part 2, 3, 5): settings, assistant, component type associations
 * and custom attributes; name and code required, the code free of invalid characters.
 */
export function PlacementForm({ blade, placement, readOnly }: PlacementFormProps) {
  const editor = useEditor({
    blade,
    stored: placement,
    readOnly,
    schema: ComponentPlacementFields,
    valuesOf: (item) => (item ? placementValues(item) : newPlacementValues()),
    idOf: (stored) => stored.componentPlacementId,
    calls: itemCalls((stored) => stored.componentPlacementId, {
      create: useCreateComponentPlacement(),
      update: useUpdateComponentPlacement(),
      remove: useRemoveComponentPlacement(),
    }),
  });
  const exportPlacement = useExportComponentPlacements();

  return (
    <EditorForm
      editor={editor}
      testId="component-placement-editor"
      label="Component placement actions"
      title={placement?.name ?? PLACEMENT_TEXTS.newTitle}
      error={exportPlacement.error}
      end={
        placement !== null && (
          <PlacementEditorLinks
            blade={blade}
            placement={placement}
            readOnly={readOnly}
            onExport={(code) => exportPlacement.mutate([code])}
            exporting={exportPlacement.isPending}
          />
        )
      }
    >
      <PlacementSettingsSection readOnly={readOnly} />
      <Divider />
      <PlacementAssistantSection readOnly={readOnly} />
      <Divider />
      <PlacementTypesSection blade={blade} readOnly={readOnly} />
      <Divider />
      <CustomAttributesSection readOnly={readOnly} />
      {editor.current && (
        <>
          <Divider />
          <HistorySection
            resourcePath={`componentplacement/${encodeURIComponent(editor.current.componentPlacementId)}`}
            revision={editor.current.etag}
          />
        </>
      )}
    </EditorForm>
  );
}

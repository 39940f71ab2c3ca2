import { ASSISTANT_TYPES } from "@atelier/domain/catalogue/component-placement.schema";
import { Textarea } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { FormSelect, plainChoices } from "../common/option-editor-select";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { usePlacementForm } from "./use-placement-form";

const ASSISTANT_CHOICES = plainChoices(ASSISTANT_TYPES);

/** What the shopping assistant makes of the placement: its type and a description for it. */
export function PlacementAssistantSection({ readOnly }: { readOnly: boolean }) {
  const form = usePlacementForm();
  return (
    <EditorSection title={PLACEMENT_TEXTS.assistant}>
      <FormSelect
        control={form.control}
        name="assistantType"
        label={PLACEMENT_TEXTS.assistantType}
        data={ASSISTANT_CHOICES}
        readOnly={readOnly}
        w={240}
      />
      <Textarea
        label={PLACEMENT_TEXTS.assistantDescription}
        autosize
        minRows={2}
        maxRows={8}
        {...fieldProps(form, "assistantDescription")}
      />
    </EditorSection>
  );
}

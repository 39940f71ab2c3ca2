import { SimpleGrid } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { FormCheckbox } from "../../../ui/editor/form-checkbox";
import { FormNumberInput } from "../../../ui/editor/form-number-input";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

/** Where the option comes in its definition's list, and how many it counts for. */
export function OptionOrderingSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  return (
    <EditorSection title={OPTION_EDITOR_TEXTS.ordering}>
      <SimpleGrid cols={2} spacing="xs">
        <FormNumberInput
          control={form.control}
          name="explicitOrder"
          label="Explicit order"
          placeholder="In list order"
          allowDecimal={false}
          disabled={readOnly}
          nullable
        />
        <FormNumberInput
          control={form.control}
          name="quantityMultiplier"
          label="Quantity multiplier"
          placeholder="1"
          min={0}
          allowNegative={false}
          disabled={readOnly}
          nullable
        />
      </SimpleGrid>
      <FormCheckbox
        control={form.control}
        name="orderListEnd"
        label="Order at the end of the list"
        readOnly={readOnly}
      />
    </EditorSection>
  );
}

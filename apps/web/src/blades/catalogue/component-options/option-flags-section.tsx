import { Stack } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { FormCheckbox } from "../../../ui/editor/form-checkbox";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

/** How the option behaves among its definition's options; placeholder-optional shows only with placeholder. */
export function OptionFlagsSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  const placeholder = useWatch({ control: form.control, name: "placeholder" }) === true;
  return (
    <EditorSection title={OPTION_EDITOR_TEXTS.flags}>
      <Stack gap={8}>
        <FormCheckbox
          control={form.control}
          name="placeholder"
          label="Placeholder"
          description="Stands in until a shopper chooses an option."
          readOnly={readOnly}
        />
        {placeholder && (
          <FormCheckbox
            control={form.control}
            name="placeholderOptional"
            label="Placeholder optional"
            description="The shopper may leave the placeholder as it is."
            readOnly={readOnly}
          />
        )}
        <FormCheckbox
          control={form.control}
          name="preferred"
          label="Preferred"
          description="Chosen first when several options fit."
          readOnly={readOnly}
        />
        <FormCheckbox
          control={form.control}
          name="fallback"
          label="Fallback"
          description="Used when no other option fits."
          readOnly={readOnly}
        />
      </Stack>
    </EditorSection>
  );
}

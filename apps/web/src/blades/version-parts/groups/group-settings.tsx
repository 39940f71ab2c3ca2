import { SimpleGrid, TextInput } from "@mantine/core";
import { fieldProps } from "../../../ui/form/field-props";
import { FormNumberInput } from "../shared/form-number-input";
import { ItemSection } from "../shared/item-section";
import type { GroupsFormApi } from "./groups-form";

/** A group's name, code and explicit order. */
export function GroupSettings({ form, index, readOnly }: { form: GroupsFormApi; index: number; readOnly: boolean }) {
  return (
    <ItemSection title="Group Settings">
      <SimpleGrid cols={3} spacing="sm">
        <TextInput
          size="xs"
          label="Name"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          {...fieldProps(form, `componentGroups.${index}.name`)}
        />
        <TextInput size="xs" label="Code" readOnly={readOnly} {...fieldProps(form, `componentGroups.${index}.code`)} />
        <FormNumberInput
          size="xs"
          label="Explicit order"
          control={form.control}
          name={`componentGroups.${index}.explicitOrder`}
          nullable
          allowDecimal={false}
          readOnly={readOnly}
        />
      </SimpleGrid>
    </ItemSection>
  );
}

import { Group, SimpleGrid, TextInput } from "@mantine/core";
import { fieldProps } from "../../../ui/form/field-props";
import { FormCheckbox } from "../shared/form-checkbox";
import { FormNumberInput } from "../shared/form-number-input";
import { ItemSection } from "../shared/item-section";
import { ViewAngleFields } from "./view-angle-fields";
import type { ViewsFormApi } from "./views-form";

type ViewFlag = "hidden" | "mixin" | "productionReady" | "bakeInRecipe" | "onlySelectedPlacements";

const FLAGS: { name: ViewFlag; label: string }[] = [
  { name: "hidden", label: "Hidden" },
  { name: "mixin", label: "Mixin" },
  { name: "productionReady", label: "Production ready" },
  { name: "bakeInRecipe", label: "Bake in recipe" },
  { name: "onlySelectedPlacements", label: "Only selected placements" },
];

/** A view's name, code, order, type and angles, background component and flags. */
export function ViewSettings({ form, index, readOnly }: { form: ViewsFormApi; index: number; readOnly: boolean }) {
  const path = `imageViews.${index}` as const;
  return (
    <ItemSection title="View Settings">
      <SimpleGrid cols={3} spacing="sm">
        <TextInput
          size="xs"
          label="Name"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          {...fieldProps(form, `${path}.name`)}
        />
        <TextInput size="xs" label="Code" readOnly={readOnly} {...fieldProps(form, `${path}.code`)} />
        <FormNumberInput
          size="xs"
          label="Explicit order"
          control={form.control}
          name={`${path}.explicitOrder`}
          nullable
          allowDecimal={false}
          readOnly={readOnly}
        />
      </SimpleGrid>
      <ViewAngleFields form={form} index={index} readOnly={readOnly} />
      <TextInput
        size="xs"
        label="Background component"
        readOnly={readOnly}
        {...fieldProps(form, `${path}.backgroundComponent`)}
      />
      <Group gap="lg">
        {FLAGS.map((flag) => (
          <FormCheckbox
            key={flag.name}
            control={form.control}
            name={`${path}.${flag.name}`}
            label={flag.label}
            readOnly={readOnly}
          />
        ))}
      </Group>
    </ItemSection>
  );
}

import { Group, TextInput } from "@mantine/core";
import { FormCheckbox } from "../../../../ui/editor/form-checkbox";
import { fieldProps } from "../../../../ui/form/field-props";
import { ItemSection } from "../shared/item-section";
import { PartNameFields } from "../shared/part-name-fields";
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
      <PartNameFields form={form} path={path} readOnly={readOnly} />
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

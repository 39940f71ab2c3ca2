import { VIEW_TYPES } from "@atelier/domain/product/version.schema";
import { angleLabel, viewAngleIssues, viewFieldsShown } from "@atelier/domain/product/view-angles";
import { Group, Input, SegmentedControl, TextInput } from "@mantine/core";
import { Controller, useWatch } from "react-hook-form";
import { FormNumberInput } from "../../../../ui/editor/form-number-input";
import { fieldProps } from "../../../../ui/form/field-props";
import { type ViewsFormApi, viewAngleState } from "./views-form";

type AngleField = "frameLow" | "frameHigh" | "bakedFrame";

/**
 * The view type and its angles: one angle for Single and Camera views; start and end (inclusive) for a
 * Range, and its bake angle when it is baked into the recipe; none for a Static view (its image URL is
 * among the settings). Broken angles show on the fields as typed.
 */
export function ViewAngleFields({ form, index, readOnly }: { form: ViewsFormApi; index: number; readOnly: boolean }) {
  const view = viewAngleState(useWatch({ control: form.control, name: `imageViews.${index}` }));
  const issues = viewAngleIssues(view);
  const shown = viewFieldsShown(view);
  const angle = (field: AngleField) => (
    <FormNumberInput
      size="xs"
      w={120}
      label={angleLabel(field, view.viewType)}
      control={form.control}
      name={`imageViews.${index}.${field}`}
      issue={issues.find((issue) => issue.path[0] === field)?.message}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      readOnly={readOnly}
    />
  );
  return (
    <Group gap="sm" align="flex-start">
      <Input.Wrapper size="xs" label="View type">
        <Controller
          control={form.control}
          name={`imageViews.${index}.viewType`}
          render={({ field }) => (
            <SegmentedControl
              size="xs"
              display="flex"
              data={[...VIEW_TYPES]}
              value={field.value ?? "Single"}
              onChange={field.onChange}
              disabled={readOnly}
              aria-label="View type"
            />
          )}
        />
      </Input.Wrapper>
      {shown.angle && angle("frameLow")}
      {shown.endAngle && angle("frameHigh")}
      {shown.bakeAngle && angle("bakedFrame")}
      {shown.staticImageUrl && (
        <TextInput
          size="xs"
          miw={320}
          label="Static image URL"
          readOnly={readOnly}
          {...fieldProps(form, `imageViews.${index}.staticImageUrl`)}
        />
      )}
    </Group>
  );
}

import {
  DIMENSION_AGGREGATE_LABELS,
  DIMENSION_AGGREGATES,
  type Dimension,
  DimensionFields,
} from "@atelier/domain/catalogue/dimension.schema";
import { Divider, Radio, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { Controller } from "react-hook-form";
import { useCreateDimension, useRemoveDimension, useUpdateDimension } from "../../../api/catalogue/dimension";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { CATALOGUE_TEXTS } from "../common/catalogue-texts";
import { CustomAttributesField, TagsField } from "../common/form-fields";
import { dimensionValues } from "./dimension-form-values";
import { DIMENSION_TEXTS } from "./dimension-texts";

interface DimensionEditorProps {
  blade: Blade;
  /** The stored dimension, or null to add one. */
  dimension: Dimension | null;
  readOnly: boolean;
}

/** The dimension form (spec part 2, "Dimensions"; part 5): name, code and unit are required. */
export function DimensionEditor({ blade, dimension, readOnly }: DimensionEditorProps) {
  const editor = useEditor({
    blade,
    stored: dimension,
    readOnly,
    schema: DimensionFields,
    valuesOf: dimensionValues,
    idOf: (stored) => stored.dimensionId,
    calls: itemCalls((stored) => stored.dimensionId, {
      create: useCreateDimension(),
      update: useUpdateDimension(),
      remove: useRemoveDimension(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="dimension-editor"
      label="Dimension actions"
      title={dimension?.name ?? DIMENSION_TEXTS.newDimension}
    >
      <SimpleGrid cols={3} spacing="xs">
        <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
        <TextInput label="Code" withAsterisk={!readOnly} {...fieldProps(form, "code")} />
        <TextInput label="Unit" withAsterisk={!readOnly} {...fieldProps(form, "unit")} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} {...fieldProps(form, "description")} />
      <TagsField control={form.control} name="tags" readOnly={readOnly} />
      <Controller
        control={form.control}
        name="aggregate"
        render={({ field }) => (
          <Radio.Group label={DIMENSION_TEXTS.aggregation} value={field.value ?? "Sum"} onChange={field.onChange}>
            <Stack gap="xs" mt={6}>
              {DIMENSION_AGGREGATES.map((aggregate) => (
                <Radio
                  key={aggregate}
                  value={aggregate}
                  label={DIMENSION_AGGREGATE_LABELS[aggregate]}
                  disabled={readOnly}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <Divider label={CATALOGUE_TEXTS.customAttributes} labelPosition="left" />
      <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
    </EditorForm>
  );
}

import {
  DIMENSION_AGGREGATE_LABELS,
  DIMENSION_AGGREGATES,
  type Dimension,
  DimensionFields,
} from "@atelier/domain/dimension.schema";
import { Divider, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useCreateDimension, useRemoveDimension, useUpdateDimension } from "../../api/dimension";
import type { Blade } from "../../app/workspace/blade-types";
import { CatalogueEditorBar } from "../../ui/action-bar/catalogue-editor-bar";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { useZodForm } from "../../ui/form/use-zod-form";
import editorClasses from "../product-editor/product-editor.module.css";
import { CATALOGUE_TEXTS } from "../sites/catalogue-texts";
import { useEditorCalls } from "../sites/editor-calls";
import { CustomAttributesField, TagsField } from "../sites/form-fields";
import { type DimensionFormOutput, type DimensionFormValues, dimensionValues } from "./dimension-form-values";

interface DimensionEditorProps {
  blade: Blade;
  /** The stored dimension, or null to add one. */
  dimension: Dimension | null;
  readOnly: boolean;
}

/** The dimension form (spec part 2, "Dimensions"; part 5): name, code and unit are required. */
export function DimensionEditor({ blade, dimension, readOnly }: DimensionEditorProps) {
  const [initial] = useState(() => dimensionValues(dimension));
  const form = useZodForm<DimensionFormValues, DimensionFormOutput>(DimensionFields, {
    values: initial,
    disabled: readOnly,
  });
  const create = useCreateDimension();
  const update = useUpdateDimension();
  const remove = useRemoveDimension();
  const calls = useEditorCalls({
    blade,
    stored: dimension,
    form,
    idOf: (stored) => stored.dimensionId,
    valuesOf: dimensionValues,
    create: (values) => create.mutateAsync(values),
    update: (dimensionId, values, etag) => update.mutateAsync({ dimensionId, input: { ...values, etag } }),
    remove: (dimensionId, etag) => remove.mutateAsync({ dimensionId, etag }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={readOnly ? editorClasses.readOnly : undefined}
      data-testid="dimension-editor"
    >
      <CatalogueEditorBar
        readOnly={readOnly}
        label="Dimension actions"
        stored={dimension !== null}
        saving={calls.saving}
        busy={calls.busy}
        onArchive={calls.archive}
        onSave={calls.save}
      />
      <Stack gap="md" pt="md">
        <Title order={2} size="h3">
          {dimension?.name ?? CATALOGUE_TEXTS.newDimension}
        </Title>
        <ErrorCallout error={calls.error} />
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
            <Radio.Group label={CATALOGUE_TEXTS.aggregation} value={field.value ?? "Sum"} onChange={field.onChange}>
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
      </Stack>
    </form>
  );
}

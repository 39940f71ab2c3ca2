import { type ComponentType, ComponentTypeFields } from "@atelier/domain/component-type.schema";
import { Box, Divider, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useCreateComponentType, useRemoveComponentType, useUpdateComponentType } from "../../api/component-type";
import type { Blade } from "../../app/workspace/blade-types";
import { CatalogueEditorBar } from "../../ui/action-bar/catalogue-editor-bar";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { useZodForm } from "../../ui/form/use-zod-form";
import { ScopeTagsField } from "../option-definitions/scope-tags-field";
import { EditorSection } from "../product-editor/sections/editor-section";
import { useEditorCalls } from "../sites/editor-calls";
import { CustomAttributesField } from "../sites/form-fields";
import { COMPONENT_TYPE_TEXTS } from "./component-type-texts";
import { newTypeValues, type TypeFormOutput, type TypeFormValues, typeValues } from "./component-type-values";
import { PartCodeSection } from "./part-code-section";
import { TypeDefinitionsSection } from "./type-definitions-section";

interface ComponentTypeFormProps {
  blade: Blade;
  /** The stored type, or null to add one. */
  type: ComponentType | null;
  readOnly: boolean;
}

/** EditComponentType's form (spec part 2, 3, 5): name required, and each attribute sequence's name. */
export function ComponentTypeForm({ blade, type, readOnly }: ComponentTypeFormProps) {
  const [initial] = useState(() => (type ? typeValues(type) : newTypeValues()));
  const form = useZodForm<TypeFormValues, TypeFormOutput>(ComponentTypeFields, { values: initial, disabled: readOnly });
  const create = useCreateComponentType();
  const update = useUpdateComponentType();
  const remove = useRemoveComponentType();
  const calls = useEditorCalls({
    blade,
    stored: type,
    form,
    idOf: (stored) => stored.componentTypeId,
    valuesOf: typeValues,
    create: (values) => create.mutateAsync(values),
    update: (id, values, etag) => update.mutateAsync({ id, input: { ...values, etag } }),
    remove: (id, etag) => remove.mutateAsync({ id, etag }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calls.save(false);
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} data-testid="component-type-editor">
        <CatalogueEditorBar
          label="Component type actions"
          readOnly={readOnly}
          stored={type !== null}
          saving={calls.saving}
          busy={calls.busy}
          onArchive={calls.archive}
          onSave={calls.save}
        />
        <Stack gap="md" pt="md">
          <Title order={2} size="h3">
            {type?.name ?? COMPONENT_TYPE_TEXTS.newTitle}
          </Title>
          <ErrorCallout error={calls.error} />
          <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
          <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
          <ScopeTagsField control={form.control} name="tags" readOnly={readOnly} />
          <Divider />
          <TypeDefinitionsSection blade={blade} readOnly={readOnly} />
          <Divider />
          <PartCodeSection readOnly={readOnly} />
          <Divider />
          <EditorSection title="Custom attributes">
            <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
          </EditorSection>
        </Stack>
      </Box>
    </FormProvider>
  );
}

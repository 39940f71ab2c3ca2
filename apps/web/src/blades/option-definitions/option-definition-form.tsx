import {
  type ComponentOptionDefinition,
  ComponentOptionDefinitionFields,
  INVENTORY_TYPES,
} from "@atelier/domain/component-option-definition.schema";
import { Box, Button, Input, SegmentedControl, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { IconListTree, IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Controller } from "react-hook-form";
import {
  useCreateComponentOptionDefinition,
  useRemoveComponentOptionDefinition,
  useUpdateComponentOptionDefinition,
} from "../../api/component-option-definition";
import { useBlades } from "../../app/workspace/blade-context";
import type { Blade } from "../../app/workspace/blade-types";
import { CatalogueEditorBar } from "../../ui/action-bar/catalogue-editor-bar";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { useZodForm } from "../../ui/form/use-zod-form";
import { EditorSection } from "../product-editor/sections/editor-section";
import { useEditorCalls } from "../sites/editor-calls";
import { CustomAttributesField } from "../sites/form-fields";
import { OPTION_DEFINITION_TEXTS } from "./option-definition-texts";
import {
  type DefinitionFormOutput,
  type DefinitionFormValues,
  definitionValues,
  newDefinitionValues,
} from "./option-definition-values";
import { ScopeTagsField } from "./scope-tags-field";

interface OptionDefinitionFormProps {
  blade: Blade;
  /** The stored definition, or null to add one. */
  definition: ComponentOptionDefinition | null;
  readOnly: boolean;
}

/** EditComponentOptionDefinition's form (spec part 2, 3, 5): name required, the rest optional. */
export function OptionDefinitionForm({ blade, definition, readOnly }: OptionDefinitionFormProps) {
  const { open } = useBlades();
  const id = definition?.componentOptionDefinitionId;
  const [initial] = useState(() => (definition ? definitionValues(definition) : newDefinitionValues()));
  const form = useZodForm<DefinitionFormValues, DefinitionFormOutput>(ComponentOptionDefinitionFields, {
    values: initial,
    disabled: readOnly,
  });
  const create = useCreateComponentOptionDefinition();
  const update = useUpdateComponentOptionDefinition();
  const remove = useRemoveComponentOptionDefinition();
  const calls = useEditorCalls({
    blade,
    stored: definition,
    form,
    idOf: (stored) => stored.componentOptionDefinitionId,
    valuesOf: definitionValues,
    create: (values) => create.mutateAsync(values),
    update: (itemId, values, etag) => update.mutateAsync({ id: itemId, input: { ...values, etag } }),
    remove: (itemId, etag) => remove.mutateAsync({ id: itemId, etag }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calls.save(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="option-definition-editor">
      <CatalogueEditorBar
        label="Option definition actions"
        readOnly={readOnly}
        stored={id !== undefined}
        saving={calls.saving}
        busy={calls.busy}
        onArchive={calls.archive}
        onSave={calls.save}
        end={
          id !== undefined && (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconListTree size={14} />}
                onClick={() => open("ComponentOptions", { itemId: id, parentId: blade.id })}
              >
                {OPTION_DEFINITION_TEXTS.relatedOptions}
              </Button>
              {!readOnly && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => open("EditComponentOption", { mode: "new", itemId: id, parentId: blade.id })}
                >
                  {OPTION_DEFINITION_TEXTS.createOption}
                </Button>
              )}
            </>
          )
        }
      />
      <Stack gap="md" pt="md">
        <Title order={2} size="h3">
          {definition?.name ?? OPTION_DEFINITION_TEXTS.newTitle}
        </Title>
        <ErrorCallout error={calls.error} />
        <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
        <Controller
          control={form.control}
          name="inventoryType"
          render={({ field }) => (
            <Input.Wrapper label={OPTION_DEFINITION_TEXTS.inventoryType}>
              <div>
                <SegmentedControl
                  size="xs"
                  value={field.value ?? "None"}
                  onChange={field.onChange}
                  disabled={readOnly}
                  data={[...INVENTORY_TYPES]}
                  aria-label={OPTION_DEFINITION_TEXTS.inventoryType}
                />
              </div>
            </Input.Wrapper>
          )}
        />
        <ScopeTagsField control={form.control} name="tags" readOnly={readOnly} />
        <EditorSection title="Custom attributes" description={OPTION_DEFINITION_TEXTS.attributesHelp}>
          <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
        </EditorSection>
      </Stack>
    </Box>
  );
}

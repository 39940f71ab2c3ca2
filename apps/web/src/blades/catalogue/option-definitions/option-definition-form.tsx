import {
  type ComponentOptionDefinition,
  ComponentOptionDefinitionFields,
  INVENTORY_TYPES,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import { Button, Input, SegmentedControl, Textarea, TextInput } from "@mantine/core";
import { IconListTree, IconPlus } from "@tabler/icons-react";
import { Controller } from "react-hook-form";
import {
  useCreateComponentOptionDefinition,
  useRemoveComponentOptionDefinition,
  useUpdateComponentOptionDefinition,
} from "../../../api/catalogue/component-option-definition";
import { useBlades } from "../../../app/workspace/blade-context";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { EditorSection } from "../../../ui/editor/editor-section";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { catalogueLinks } from "../catalogue-links";
import { CATALOGUE_TEXTS } from "../common/catalogue-texts";
import { CustomAttributesField } from "../common/form-fields";
import { ScopeTagsField } from "../common/scope-tags-field";
import { OPTION_DEFINITION_TEXTS } from "./option-definition-texts";
import { definitionValues } from "./option-definition-values";

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
  const editor = useEditor({
    blade,
    stored: definition,
    readOnly,
    schema: ComponentOptionDefinitionFields,
    valuesOf: definitionValues,
    idOf: (stored) => stored.componentOptionDefinitionId,
    calls: itemCalls((stored) => stored.componentOptionDefinitionId, {
      create: useCreateComponentOptionDefinition(),
      update: useUpdateComponentOptionDefinition(),
      remove: useRemoveComponentOptionDefinition(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="option-definition-editor"
      label="Option definition actions"
      title={definition?.name ?? OPTION_DEFINITION_TEXTS.newTitle}
      end={
        id !== undefined && (
          <>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListTree size={14} />}
              onClick={() => open(catalogueLinks.options({ definitionId: id }), { parentId: blade.id })}
            >
              {OPTION_DEFINITION_TEXTS.relatedOptions}
            </Button>
            {!readOnly && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlus size={14} />}
                onClick={() => open(catalogueLinks.newOption({ definitionId: id }), { parentId: blade.id })}
              >
                {OPTION_DEFINITION_TEXTS.createOption}
              </Button>
            )}
          </>
        )
      }
    >
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
      <EditorSection title={CATALOGUE_TEXTS.customAttributes} description={OPTION_DEFINITION_TEXTS.attributesHelp}>
        <CustomAttributesField control={form.control} name="customAttributesJson" readOnly={readOnly} />
      </EditorSection>
    </EditorForm>
  );
}

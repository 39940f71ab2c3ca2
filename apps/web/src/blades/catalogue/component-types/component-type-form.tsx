import { type ComponentType, ComponentTypeFields } from "@atelier/domain/catalogue/component-type.schema";
import { Divider, Textarea, TextInput } from "@mantine/core";
import {
  useCreateComponentType,
  useRemoveComponentType,
  useUpdateComponentType,
} from "../../../api/catalogue/component-type";
import type { Blade } from "../../../app/workspace/blade-types";
import { EditorForm } from "../../../ui/editor/editor-form";
import { itemCalls } from "../../../ui/editor/item-calls";
import { useEditor } from "../../../ui/editor/use-editor";
import { fieldProps } from "../../../ui/form/field-props";
import { CustomAttributesSection } from "../common/custom-attributes-section";
import { ScopeTagsField } from "../common/scope-tags-field";
import { COMPONENT_TYPE_TEXTS } from "./component-type-texts";
import { newTypeValues, typeValues } from "./component-type-values";
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
  const editor = useEditor({
    blade,
    stored: type,
    readOnly,
    schema: ComponentTypeFields,
    valuesOf: (item) => (item ? typeValues(item) : newTypeValues()),
    idOf: (stored) => stored.componentTypeId,
    calls: itemCalls((stored) => stored.componentTypeId, {
      create: useCreateComponentType(),
      update: useUpdateComponentType(),
      remove: useRemoveComponentType(),
    }),
  });
  const { form } = editor;

  return (
    <EditorForm
      editor={editor}
      testId="component-type-editor"
      label="Component type actions"
      title={type?.name ?? COMPONENT_TYPE_TEXTS.newTitle}
    >
      <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
      <ScopeTagsField control={form.control} name="tags" readOnly={readOnly} />
      <Divider />
      <TypeDefinitionsSection blade={blade} readOnly={readOnly} />
      <Divider />
      <PartCodeSection readOnly={readOnly} />
      <Divider />
      <CustomAttributesSection readOnly={readOnly} />
    </EditorForm>
  );
}

import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { TagsField } from "../common/form-fields";
import { ScopeTagsField } from "../common/scope-tags-field";
import { useOptionForm } from "./option-editor-form";
import { OtherCodesField } from "./option-editor-other-codes";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

interface OptionIdentitySectionProps {
  readOnly: boolean;
  /** A copy: its code says it needs changing. */
  copying: boolean;
}

/** What the option is called and how it is found: codes, names, descriptions, tags and categories. */
export function OptionIdentitySection({ readOnly, copying }: OptionIdentitySectionProps) {
  const form = useOptionForm();
  return (
    <EditorSection title={OPTION_EDITOR_TEXTS.identity}>
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label="Code"
          withAsterisk={!readOnly}
          description={copying ? OPTION_EDITOR_TEXTS.copyCodeHint : undefined}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...fieldProps(form, "code")}
        />
        <TextInput label="Name" {...fieldProps(form, "name")} />
      </SimpleGrid>
      <OtherCodesField />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput label="SKU" {...fieldProps(form, "sku")} />
        <TextInput label="UPC" {...fieldProps(form, "upc")} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
      <Textarea
        label="Assistant description"
        description="What the shopping assistant says about this option."
        autosize
        minRows={2}
        maxRows={8}
        {...fieldProps(form, "assistantDescription")}
      />
      <ScopeTagsField control={form.control} name="tags" readOnly={readOnly} />
      <SimpleGrid cols={2} spacing="xs">
        <TagsField control={form.control} name="topTags" label="Top tags" readOnly={readOnly} />
        <TagsField control={form.control} name="categories" label="Categories" readOnly={readOnly} />
      </SimpleGrid>
    </EditorSection>
  );
}

import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { fieldProps } from "../../../ui/form/field-props";
import { TagsField } from "../common/form-fields";
import { FormSelect } from "../common/option-editor-select";
import { ScopeTagsField } from "../common/scope-tags-field";
import { USAGE_CHOICES } from "./placement-form-values";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { usePlacementForm, useUsage } from "./use-placement-form";

/** Name, code, description, usage, inventory tracking and the tags; joint tags only for a Joint placement. */
export function PlacementSettingsSection({ readOnly }: { readOnly: boolean }) {
  const form = usePlacementForm();
  const joint = useUsage() === "Joint";
  return (
    <EditorSection title={PLACEMENT_TEXTS.settings}>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label="Name" withAsterisk={!readOnly} {...fieldProps(form, "name")} />
          <TextInput label="Code" withAsterisk={!readOnly} {...fieldProps(form, "code")} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...fieldProps(form, "description")} />
        <FormSelect
          control={form.control}
          name="usage"
          label={PLACEMENT_TEXTS.usage}
          data={USAGE_CHOICES}
          readOnly={readOnly}
          w={240}
        />
        <Checkbox
          label={PLACEMENT_TEXTS.doNotTrackInventory}
          description={PLACEMENT_TEXTS.doNotTrackInventoryHint}
          {...form.register("doNotTrackInventory")}
        />
        <ScopeTagsField control={form.control} name="tags" readOnly={readOnly} />
        <TagsField
          control={form.control}
          name="componentTags"
          label={PLACEMENT_TEXTS.componentTags}
          readOnly={readOnly}
        />
        {joint && (
          <TagsField control={form.control} name="jointTags" label={PLACEMENT_TEXTS.jointTags} readOnly={readOnly} />
        )}
      </Stack>
    </EditorSection>
  );
}

import { JOINT_TYPES, SOCKET_TYPES } from "@atelier/domain/catalogue/component-option.schema";
import { Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useFieldArray } from "react-hook-form";
import { ConfirmDeleteButton } from "../../../ui/confirm-button";
import { fieldProps } from "../../../ui/form/field-props";
import { CATALOGUE_TEXTS } from "../common/catalogue-texts";
import { CustomAttributesField, TagsField } from "../common/form-fields";
import { AddButton, ListSection } from "../common/list-section";
import { FormSelect, plainChoices } from "../common/option-editor-select";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { newJoint } from "./option-form-values";

const SOCKET_CHOICES = plainChoices(SOCKET_TYPES);
const JOINT_CHOICES = plainChoices(JOINT_TYPES);

function JointCard({ index, readOnly, onRemove }: { index: number; readOnly: boolean; onRemove: () => void }) {
  const form = useOptionForm();
  const number = index + 1;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="option-joint">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={3} spacing="xs" flex={1}>
            <TextInput
              label="Joint code"
              aria-label={`Joint code ${number}`}
              withAsterisk={!readOnly}
              {...fieldProps(form, `jointsJson.${index}.code`)}
            />
            <FormSelect
              control={form.control}
              name={`jointsJson.${index}.socketType`}
              label="Socket type"
              data={SOCKET_CHOICES}
              readOnly={readOnly}
            />
            <FormSelect
              control={form.control}
              name={`jointsJson.${index}.jointType`}
              label="Joint type"
              data={JOINT_CHOICES}
              readOnly={readOnly}
            />
          </SimpleGrid>
          {!readOnly && <ConfirmDeleteButton label={`Delete joint ${number}`} onConfirm={onRemove} />}
        </Group>
        <TagsField
          control={form.control}
          name={`jointsJson.${index}.jointTags`}
          label="Joint tags"
          readOnly={readOnly}
        />
        <Text size="sm" fw={500}>
          {CATALOGUE_TEXTS.customAttributes}
        </Text>
        <CustomAttributesField
          control={form.control}
          name={`jointsJson.${index}.customAttributesJson`}
          readOnly={readOnly}
        />
      </Stack>
    </Paper>
  );
}

/** Where other parts attach to the option's 3D model: a code, the socket and joint types, tags and attributes. */
export function OptionJointsSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "jointsJson" });
  return (
    <ListSection
      title={OPTION_EDITOR_TEXTS.joints}
      emptyText={OPTION_EDITOR_TEXTS.noJoints}
      empty={fields.length === 0}
      readOnly={readOnly}
      add={<AddButton label={OPTION_EDITOR_TEXTS.addJoint} onClick={() => append(newJoint())} />}
    >
      {fields.map((field, index) => (
        <JointCard key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
      ))}
    </ListSection>
  );
}

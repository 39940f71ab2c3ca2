import { Group, Paper, SimpleGrid, TextInput } from "@mantine/core";
import { useFieldArray, useWatch } from "react-hook-form";
import { useComponentOptionDefinitionList } from "../../../api/catalogue/component-option-definition";
import { useComponentOptionList } from "../../../api/catalogue/component-option-list";
import { ConfirmDeleteButton } from "../../../ui/confirm-button";
import { FormNumberInput } from "../../../ui/editor/form-number-input";
import { fieldProps } from "../../../ui/form/field-props";
import { AddButton, ListSection } from "../common/list-section";
import { FormSelect } from "../common/option-editor-select";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { newVariable } from "./option-form-values";

/** The default value of a variable: one of the options of its definition, or none. */
function DefaultValueSelect({
  index,
  definitionId,
  readOnly,
}: {
  index: number;
  definitionId: string;
  readOnly: boolean;
}) {
  const form = useOptionForm();
  const options = useComponentOptionList({ componentOptionDefinitionId: definitionId }).data?.componentOptions ?? [];
  return (
    <FormSelect
      control={form.control}
      name={`variables.${index}.defaultValueId`}
      label="Default value"
      noneLabel={OPTION_EDITOR_TEXTS.noDefaultValue}
      data={options.map((option) => ({
        value: option.componentOptionId,
        label: option.name ? `${option.name} (${option.code})` : option.code,
      }))}
      readOnly={readOnly}
    />
  );
}

function VariableCard({ index, readOnly, onRemove }: { index: number; readOnly: boolean; onRemove: () => void }) {
  const form = useOptionForm();
  const definitionId = useWatch({ control: form.control, name: `variables.${index}.componentOptionDefinitionId` });
  const definitions = useComponentOptionDefinitionList().data?.componentOptionDefinitions ?? [];
  const number = index + 1;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="option-variable">
      <Group align="flex-start" wrap="nowrap">
        <SimpleGrid cols={3} spacing="xs" flex={1}>
          <TextInput
            label="Variable code"
            aria-label={`Variable code ${number}`}
            withAsterisk={!readOnly}
            {...fieldProps(form, `variables.${index}.code`)}
          />
          <TextInput label="Variable name" {...fieldProps(form, `variables.${index}.name`)} />
          <FormNumberInput
            control={form.control}
            name={`variables.${index}.order`}
            label="Order"
            allowDecimal={false}
            disabled={readOnly}
          />
          <FormSelect
            control={form.control}
            name={`variables.${index}.componentOptionDefinitionId`}
            label="Definition"
            noneLabel={OPTION_EDITOR_TEXTS.any}
            data={definitions.map((definition) => ({
              value: definition.componentOptionDefinitionId,
              label: definition.name,
            }))}
            readOnly={readOnly}
            // A default of another definition means nothing: it is cleared with the definition's change.
            onChosen={() => form.setValue(`variables.${index}.defaultValueId`, null, { shouldDirty: true })}
          />
          {definitionId ? <DefaultValueSelect index={index} definitionId={definitionId} readOnly={readOnly} /> : null}
        </SimpleGrid>
        {!readOnly && <ConfirmDeleteButton label={`Delete variable ${number}`} onConfirm={onRemove} />}
      </Group>
    </Paper>
  );
}

/** The option's variables: each a choice among the options of a definition, with a default. */
export function OptionVariablesSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "variables" });
  return (
    <ListSection
      title={OPTION_EDITOR_TEXTS.variables}
      emptyText={OPTION_EDITOR_TEXTS.noVariables}
      empty={fields.length === 0}
      readOnly={readOnly}
      add={
        <AddButton
          label={OPTION_EDITOR_TEXTS.addVariable}
          onClick={() => append(newVariable(form.getValues("variables") ?? []))}
        />
      }
    >
      {fields.map((field, index) => (
        <VariableCard key={field.id} index={index} readOnly={readOnly} onRemove={() => remove(index)} />
      ))}
    </ListSection>
  );
}

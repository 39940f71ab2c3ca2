import { Group, Select, Table, Text } from "@mantine/core";
import { useFieldArray, useWatch } from "react-hook-form";
import { useDimensionList } from "../../../api/catalogue/dimension";
import { ConfirmDeleteButton } from "../../../ui/confirm-button";
import { FormNumberInput } from "../../../ui/editor/form-number-input";
import { ListSection } from "../common/list-section";
import { useOptionForm } from "./option-editor-form";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { newDimensionValue } from "./option-form-values";

/** The option's measures: one value per dimension, in the dimension's unit. */
export function OptionDimensionsSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "dimensionsJson" });
  const rows = useWatch({ control: form.control, name: "dimensionsJson" }) ?? [];
  const dimensions = useDimensionList().data?.dimensions ?? [];
  const used = new Set(rows.map((row) => row.code));
  const choices = dimensions
    .filter((dimension) => !used.has(dimension.code))
    .map((dimension) => ({ value: dimension.dimensionId, label: `${dimension.name} (${dimension.code})` }));
  const add = (dimensionId: string | null) => {
    const dimension = dimensions.find((candidate) => candidate.dimensionId === dimensionId);
    if (dimension) append(newDimensionValue(dimension));
  };

  return (
    <ListSection
      title={OPTION_EDITOR_TEXTS.dimensions}
      emptyText={OPTION_EDITOR_TEXTS.noDimensions}
      empty={fields.length === 0}
      readOnly={readOnly}
      add={
        <Group>
          <Select
            size="xs"
            aria-label={OPTION_EDITOR_TEXTS.addDimension}
            placeholder={choices.length === 0 ? OPTION_EDITOR_TEXTS.noDimensionToAdd : OPTION_EDITOR_TEXTS.addDimension}
            data={choices}
            value={null}
            onChange={add}
            disabled={choices.length === 0}
            searchable
            w={320}
          />
        </Group>
      }
    >
      <Table aria-label={OPTION_EDITOR_TEXTS.dimensions} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dimension</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Unit</Table.Th>
            {!readOnly && <Table.Td w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field, index) => (
            <Table.Tr key={field.id} data-testid="option-dimension">
              <Table.Td>
                {field.name || field.code}
                {field.name && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {field.code}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <FormNumberInput
                  control={form.control}
                  name={`dimensionsJson.${index}.value`}
                  aria-label={`Value of ${field.name || field.code}`}
                  disabled={readOnly}
                  hideControls
                  w={140}
                />
              </Table.Td>
              <Table.Td>{field.unit}</Table.Td>
              {!readOnly && (
                <Table.Td>
                  <ConfirmDeleteButton label={`Delete ${field.name || field.code}`} onConfirm={() => remove(index)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListSection>
  );
}

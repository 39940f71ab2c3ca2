import { ASSET_ENTRY_TYPES } from "@atelier/domain/catalogue/component-option.schema";
import { Table, TextInput } from "@mantine/core";
import { useFieldArray } from "react-hook-form";
import { ConfirmDeleteButton } from "../../../ui/confirm-button";
import { FormNumberInput } from "../../../ui/editor/form-number-input";
import { fieldProps } from "../../../ui/form/field-props";
import { AddButton, ListSection } from "../common/list-section";
import { FormSelect } from "../common/option-editor-select";
import { useOptionForm } from "./option-editor-form";
import { ASSET_TYPE_LABELS, OPTION_EDITOR_TEXTS } from "./option-editor-texts";
import { newAsset } from "./option-form-values";

const TYPE_CHOICES = ASSET_ENTRY_TYPES.map((type) => ({ value: type, label: ASSET_TYPE_LABELS[type] }));

/** The option's assets, each for one frame or all: an asset by name, or the asset an attribute names. */
export function OptionAssetsSection({ readOnly }: { readOnly: boolean }) {
  const form = useOptionForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "assetsJson" });
  return (
    <ListSection
      title={OPTION_EDITOR_TEXTS.assets}
      emptyText={OPTION_EDITOR_TEXTS.noAssets}
      empty={fields.length === 0}
      readOnly={readOnly}
      add={<AddButton label={OPTION_EDITOR_TEXTS.addAsset} onClick={() => append(newAsset())} />}
    >
      <Table aria-label={OPTION_EDITOR_TEXTS.assets} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Frame</Table.Th>
            <Table.Th>Asset</Table.Th>
            <Table.Th w={200}>Type</Table.Th>
            {!readOnly && <Table.Td w={40} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field, index) => (
            <Table.Tr key={field.id} data-testid="option-asset">
              <Table.Td>
                <FormNumberInput
                  control={form.control}
                  name={`assetsJson.${index}.frame`}
                  aria-label={`Frame ${index + 1}`}
                  placeholder={OPTION_EDITOR_TEXTS.allFrames}
                  allowDecimal={false}
                  allowNegative={false}
                  min={0}
                  disabled={readOnly}
                  hideControls
                  nullable
                />
              </Table.Td>
              <Table.Td>
                <TextInput aria-label={`Asset ${index + 1}`} {...fieldProps(form, `assetsJson.${index}.asset`)} />
              </Table.Td>
              <Table.Td>
                <FormSelect
                  control={form.control}
                  name={`assetsJson.${index}.type`}
                  ariaLabel={`Asset type ${index + 1}`}
                  data={TYPE_CHOICES}
                  readOnly={readOnly}
                />
              </Table.Td>
              {!readOnly && (
                <Table.Td>
                  <ConfirmDeleteButton label={`Delete asset ${index + 1}`} onConfirm={() => remove(index)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListSection>
  );
}

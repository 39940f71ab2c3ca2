import { type AttributePreset, applyAttributePreset } from "@atelier/domain/shared/attribute-presets";
import type { CustomAttribute, CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import {
  CUSTOM_ATTRIBUTE_MESSAGES,
  isEditableAttributeList,
  nameValueType,
  newAttribute,
} from "@atelier/domain/shared/custom-attributes";
import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useCurrentUser } from "../../api/account/account";
import { SortableList } from "../sortable-list";
import { AttributePresetsMenu } from "./attribute-presets-menu";
import { AttributeRow } from "./attribute-row";
import {
  type ChoosableValueType,
  convertAttributeValue,
  isChoosableValueType,
  mergeShownOrder,
  rowValueType,
  visibleAttributes,
} from "./attribute-rows";
import { AttributesReadOnly } from "./attributes-read-only";

export interface CustomAttributesEditorProps {
  value: CustomAttributeList;
  onChange: (next: CustomAttribute[]) => void;
  /** Shows the values with no controls. */
  readOnly?: boolean;
}

/**
 * The custom attributes of a product, version, group, view, placement or package (spec part 1,
 * section 2.13): name/value rows to reorder, delete and add, with presets in the 'Add...' menu.
 * Names and values are trimmed when a field is left.
 */
export function CustomAttributesEditor({ value, onChange, readOnly = false }: CustomAttributesEditorProps) {
  const admin = useCurrentUser().data?.permissions.admin ?? false;
  const [showHidden, setShowHidden] = useState(false);
  // Rows added or renamed here stay in view even when their name ends in .hidden.
  const [keptIds, setKeptIds] = useState<ReadonlySet<string>>(() => new Set());
  const [chosenTypes, setChosenTypes] = useState<Readonly<Record<string, ChoosableValueType>>>({});
  const [focusId, setFocusId] = useState<string | null>(null);

  if (!isEditableAttributeList(value)) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="customizer-api-attributes">
        {CUSTOM_ATTRIBUTE_MESSAGES.customizerApi}
      </Alert>
    );
  }

  const list: CustomAttribute[] = value;
  const shown = visibleAttributes(list, admin && showHidden, keptIds);
  const keep = (id: string) => setKeptIds((ids) => new Set(ids).add(id));
  const choose = (id: string, type: ChoosableValueType) => setChosenTypes((types) => ({ ...types, [id]: type }));

  const replace = (next: CustomAttribute) =>
    onChange(list.map((attribute) => (attribute.id === next.id ? next : attribute)));
  const changeName = (attribute: CustomAttribute, name: string) => {
    keep(attribute.id);
    replace({ ...attribute, name });
  };
  const changeValue = (attribute: CustomAttribute, value: CustomAttribute["value"]) => {
    // Typing keeps the row's editor, whatever the value comes to hold (a tag, braces).
    const type = rowValueType(attribute, chosenTypes[attribute.id]);
    if (nameValueType(attribute.name) === null && isChoosableValueType(type)) choose(attribute.id, type);
    replace({ ...attribute, value });
  };
  const changeType = (attribute: CustomAttribute, type: ChoosableValueType) => {
    choose(attribute.id, type);
    replace({ ...attribute, value: convertAttributeValue(attribute.value, type) });
  };
  const add = () => {
    const attribute = newAttribute();
    keep(attribute.id);
    setFocusId(attribute.id);
    onChange([...list, attribute]);
  };
  const addPreset = (preset: AttributePreset) => onChange(applyAttributePreset(list, preset));
  const remove = (id: string) => onChange(list.filter((attribute) => attribute.id !== id));

  const showHiddenBox = admin && (
    <Checkbox
      label="Show hidden"
      checked={showHidden}
      onChange={(event) => setShowHidden(event.currentTarget.checked)}
      size="xs"
      ml="auto"
    />
  );

  if (readOnly) {
    return (
      <Stack gap="xs">
        {showHiddenBox && <Group>{showHiddenBox}</Group>}
        <AttributesReadOnly attributes={shown} />
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={add}>
          Add attribute
        </Button>
        <AttributePresetsMenu onPick={addPreset} />
        {showHiddenBox}
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No custom attributes.
        </Text>
      ) : (
        <SortableList
          items={shown}
          getId={(attribute) => attribute.id}
          onReorder={(next) => onChange(mergeShownOrder(list, next))}
          renderItem={(attribute, handle) => (
            <AttributeRow
              attribute={attribute}
              type={rowValueType(attribute, chosenTypes[attribute.id])}
              typeChoosable={nameValueType(attribute.name) === null}
              handle={handle}
              autoFocus={attribute.id === focusId}
              onNameChange={(name) => changeName(attribute, name)}
              onValueChange={(next) => changeValue(attribute, next)}
              onChooseType={(type) => changeType(attribute, type)}
              onDelete={() => remove(attribute.id)}
            />
          )}
        />
      )}
    </Stack>
  );
}

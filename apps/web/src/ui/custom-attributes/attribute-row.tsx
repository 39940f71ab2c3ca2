import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import type { AttributeValueType } from "@atelier/domain/shared/custom-attributes";
import { Badge, Group, Select, TextInput } from "@mantine/core";
import { TONES } from "../../app/theme-tokens";
import { ConfirmDeleteButton } from "../confirm-button";
import { DragHandle, type SortableHandle } from "../sortable-list";
import {
  CHOOSABLE_VALUE_TYPES,
  type ChoosableValueType,
  isChoosableValueType,
  VALUE_TYPE_LABELS,
} from "./attribute-rows";
import { AttributeValueEditor } from "./attribute-value-editor";

interface AttributeRowProps {
  attribute: CustomAttribute;
  type: AttributeValueType;
  /** False when the name's suffix decides the type. */
  typeChoosable: boolean;
  handle: SortableHandle;
  autoFocus: boolean;
  onNameChange: (name: string) => void;
  onValueChange: (value: CustomAttribute["value"]) => void;
  onChooseType: (type: ChoosableValueType) => void;
  onDelete: () => void;
}

/** The type select and the type badge share one width, so values line up. */
const TYPE_WIDTH = 112;

const TYPE_OPTIONS = CHOOSABLE_VALUE_TYPES.map((type) => ({ value: type, label: VALUE_TYPE_LABELS[type] }));

/** One name/value row of the custom attributes editor. */
export function AttributeRow({
  attribute,
  type,
  typeChoosable,
  handle,
  autoFocus,
  onNameChange,
  onValueChange,
  onChooseType,
  onDelete,
}: AttributeRowProps) {
  const trimName = () => {
    const name = attribute.name.trim();
    if (name !== attribute.name) onNameChange(name);
  };
  const trimValue = () => {
    if (typeof attribute.value === "string" && attribute.value.trim() !== attribute.value) {
      onValueChange(attribute.value.trim());
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid="custom-attribute-row">
      <DragHandle handle={handle} />
      <TextInput
        aria-label="Attribute name"
        placeholder="Name"
        value={attribute.name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        onBlur={trimName}
        autoFocus={autoFocus}
        style={{ flex: 1, minWidth: 0 }}
      />
      {typeChoosable && isChoosableValueType(type) ? (
        <Select
          aria-label="Value type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(next) => isChoosableValueType(next) && onChooseType(next)}
          allowDeselect={false}
          w={TYPE_WIDTH}
        />
      ) : (
        <Badge
          variant="light"
          color={TONES.neutral}
          w={TYPE_WIDTH}
          style={{ flexShrink: 0 }}
          title="Set by the name's suffix"
        >
          {VALUE_TYPE_LABELS[type]}
        </Badge>
      )}
      <Group gap="xs" wrap="nowrap" style={{ flex: 1.2, minWidth: 0 }}>
        <AttributeValueEditor attribute={attribute} type={type} onChange={onValueChange} onBlur={trimValue} />
      </Group>
      <ConfirmDeleteButton label="Delete attribute" onConfirm={onDelete} />
    </Group>
  );
}

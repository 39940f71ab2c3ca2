import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCopy } from "@tabler/icons-react";
import { TONES } from "../../../../app/theme-tokens";
import { ConfirmDeleteButton } from "../../../../ui/confirm-button";

interface ItemControlsProps {
  /** What the item is called in the controls' labels, e.g. 'group'. */
  noun: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Offered only when given. */
  onDuplicate?: () => void;
  onRemove: () => void;
}

/** Move up, move down, duplicate and delete (with a 'Confirm?' popover) for one item of an accordion. */
export function ItemControls({ noun, index, count, onMove, onDuplicate, onRemove }: ItemControlsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color={TONES.neutral}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Move ${noun} up`}
        title="Move up"
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={TONES.neutral}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Move ${noun} down`}
        title="Move down"
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      {onDuplicate && (
        <ActionIcon
          variant="subtle"
          color={TONES.neutral}
          onClick={onDuplicate}
          aria-label={`Duplicate ${noun}`}
          title="Duplicate"
        >
          <IconCopy size={16} />
        </ActionIcon>
      )}
      <ConfirmDeleteButton label={`Delete ${noun}`} onConfirm={onRemove} />
    </Group>
  );
}

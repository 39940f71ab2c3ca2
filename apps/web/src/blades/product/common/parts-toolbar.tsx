import { Button, type ButtonProps, Group } from "@mantine/core";
import { IconFoldDown, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";

interface SaveButtonProps extends ButtonProps {
  /** Ask for a 'Confirm?' click first (the product is not in Development). */
  confirm: boolean;
  onSave: () => void;
  children: ReactNode;
}

/**
 * A save button in the primary colour, as in every editor; it needs a second click, on 'Confirm?' in
 * the caution colour, when the save must be confirmed (the product is not in Development).
 */
export function SaveButton({ confirm, onSave, children, ...props }: SaveButtonProps) {
  return (
    <ConfirmButton {...props} needsConfirm={confirm} confirmColor={CONFIRM_COLORS.save} onConfirm={onSave}>
      {children}
    </ConfirmButton>
  );
}

interface PartsToolbarProps {
  /** 'Add group' or 'Add view'; left out for read-only users. */
  addLabel?: string;
  onAdd?: () => void;
  /** Other controls beside Add, e.g. the rules screen's Add-rule menu. */
  extra?: ReactNode;
  /** Left out where items are not folded (the rules screen). */
  onToggleAll?: () => void;
  /** Closing drops unsaved edits, so it asks 'Confirm?' when there are some. */
  dirty: boolean;
  onClose: () => void;
  /** The save buttons; left out for read-only users. */
  save?: { confirm: boolean; pending: boolean; disabled: boolean; onSave: (close: boolean) => void };
}

/** The controls above an accordion of version parts: add, toggle all, close and the saves. */
export function PartsToolbar({ addLabel, onAdd, extra, onToggleAll, dirty, onClose, save }: PartsToolbarProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        {addLabel !== undefined && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
        {extra}
        {onToggleAll !== undefined && (
          <Button size="xs" variant="default" leftSection={<IconFoldDown size={14} />} onClick={onToggleAll}>
            Toggle all
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <ConfirmButton size="xs" variant="default" needsConfirm={dirty} onConfirm={onClose}>
          Close
        </ConfirmButton>
        {save && (
          <>
            <SaveButton
              size="xs"
              variant="light"
              confirm={save.confirm}
              loading={save.pending}
              disabled={save.disabled}
              onSave={() => save.onSave(true)}
            >
              Save &amp; Close
            </SaveButton>
            <SaveButton
              size="xs"
              confirm={save.confirm}
              loading={save.pending}
              disabled={save.disabled}
              onSave={() => save.onSave(false)}
            >
              Save
            </SaveButton>
          </>
        )}
      </Group>
    </Group>
  );
}

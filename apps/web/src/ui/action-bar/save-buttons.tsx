import { IconDeviceFloppy } from "@tabler/icons-react";
import { CONFIRM_COLORS } from "../../app/theme-tokens";
import { ConfirmButton } from "../confirm-button";

interface SaveButtonsProps {
  /** The product is past Development: both saves ask 'Confirm?' (spec part 1, 4), in the caution colour. */
  dangerous: boolean;
  /** A save is under way: Save shows it. */
  saving: boolean;
  /** Some action is under way: both wait for it. */
  busy: boolean;
  onSave: (closeAfter: boolean) => void;
}

/** Save & Close and Save of an editor's action bar. */
export function SaveButtons({ dangerous, saving, busy, onSave }: SaveButtonsProps) {
  return (
    <>
      <ConfirmButton
        size="xs"
        variant="light"
        needsConfirm={dangerous}
        confirmColor={CONFIRM_COLORS.save}
        onConfirm={() => onSave(true)}
        disabled={busy}
      >
        Save & Close
      </ConfirmButton>
      <ConfirmButton
        size="xs"
        needsConfirm={dangerous}
        confirmColor={CONFIRM_COLORS.save}
        onConfirm={() => onSave(false)}
        loading={saving}
        disabled={busy && !saving}
        leftSection={<IconDeviceFloppy size={14} />}
      >
        Save
      </ConfirmButton>
    </>
  );
}

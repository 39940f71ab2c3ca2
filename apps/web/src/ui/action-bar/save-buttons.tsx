import { IconDeviceFloppy } from "@tabler/icons-react";
import { ConfirmButton } from "../confirm-button";

interface SaveButtonsProps {
  /** The product is past Development: both saves turn red and ask 'Confirm?' (spec part 1, 4). */
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
        variant={dangerous ? "outline" : "light"}
        color={dangerous ? "red" : undefined}
        needsConfirm={dangerous}
        onConfirm={() => onSave(true)}
        disabled={busy}
      >
        Save & Close
      </ConfirmButton>
      <ConfirmButton
        size="xs"
        color={dangerous ? "red" : undefined}
        needsConfirm={dangerous}
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

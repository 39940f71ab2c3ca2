import { SaveButtons } from "../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../ui/confirm-button";

interface EditorActionsProps {
  /** The toolbar's accessible name, e.g. 'Site actions'. */
  label: string;
  /** The item is stored: Archive is offered. */
  stored: boolean;
  saving: boolean;
  busy: boolean;
  onArchive: () => void;
  onSave: (closeAfter: boolean) => void;
}

/** Archive (with confirm, stored items only), Save & Close and Save; editors only. */
export function EditorActions({ label, stored, saving, busy, onArchive, onSave }: EditorActionsProps) {
  return (
    <StickyActionBar
      label={label}
      danger={false}
      start={
        <>
          {stored && (
            <ConfirmButton size="xs" variant="default" color="red" onConfirm={onArchive} disabled={busy}>
              Archive
            </ConfirmButton>
          )}
          <SaveButtons dangerous={false} saving={saving} busy={busy} onSave={onSave} />
        </>
      }
    />
  );
}

import type { ReactNode } from "react";
import { TONES } from "../../app/theme-tokens";
import { SaveButtons } from "../action-bar/save-buttons";
import { StickyActionBar } from "../action-bar/sticky-action-bar";
import { ConfirmButton } from "../confirm-button";

/** The part of useEditor the bar drives. */
interface BarEditor {
  readOnly: boolean;
  /** An item already stored: it can be archived. */
  stored: boolean;
  saving: boolean;
  busy: boolean;
  remove: () => void;
  save: (closeAfter: boolean) => unknown;
}

interface EditorBarProps {
  /** The toolbar's accessible name, e.g. 'Site actions'. */
  label: string;
  editor: BarEditor;
  /** Buttons to other blades, on the right. */
  end?: ReactNode;
  /** What removing a stored item is called: 'Archive' unless the item is deleted ('Delete'). */
  removeLabel?: string;
}

/**
 * The action bar of an item's editor (site, dimension, definition, type, placement, option, reference
 * data ...): Archive or Delete (with 'Confirm?', stored items), Save & Close and Save for editors, then the
 * links to other blades.
 */
export function EditorBar({ label, editor, end, removeLabel = "Archive" }: EditorBarProps) {
  const { readOnly, stored, saving, busy } = editor;
  if (readOnly && !end) return null;
  return (
    <StickyActionBar
      label={label}
      danger={false}
      start={
        !readOnly && (
          <>
            {stored && (
              <ConfirmButton size="xs" variant="default" color={TONES.danger} onConfirm={editor.remove} disabled={busy}>
                {removeLabel}
              </ConfirmButton>
            )}
            <SaveButtons dangerous={false} saving={saving} busy={busy} onSave={(close) => void editor.save(close)} />
          </>
        )
      }
      end={end}
    />
  );
}

import type { ReactNode } from "react";
import { ConfirmButton } from "../confirm-button";
import { SaveButtons } from "./save-buttons";
import { StickyActionBar } from "./sticky-action-bar";

interface CatalogueEditorBarProps {
  label: string;
  readOnly: boolean;
  /** An item already stored: it can be archived. */
  stored: boolean;
  saving: boolean;
  busy: boolean;
  onArchive: () => void;
  onSave: (closeAfter: boolean) => void;
  /** Buttons to other blades, on the right. */
  end?: ReactNode;
}

/**
 * The editor bar of a catalogue item (site, dimension, option definition, component type ...): Archive
 * (with 'Confirm?', stored items), Save & Close and Save for editors, then the links to other blades.
 */
export function CatalogueEditorBar(props: CatalogueEditorBarProps) {
  const { label, readOnly, stored, saving, busy, onArchive, onSave, end } = props;
  if (readOnly && !end) return null;
  return (
    <StickyActionBar
      label={label}
      danger={false}
      start={
        !readOnly && (
          <>
            {stored && (
              <ConfirmButton size="xs" variant="default" color="red" onConfirm={onArchive} disabled={busy}>
                Archive
              </ConfirmButton>
            )}
            <SaveButtons dangerous={false} saving={saving} busy={busy} onSave={onSave} />
          </>
        )
      }
      end={end}
    />
  );
}

import type { ReactNode } from "react";
import { SaveButtons } from "../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../ui/confirm-button";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";

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
 * The editor bar of an option definition or component type: Archive (with 'Confirm?', stored items),
 * Save & Close and Save for editors, then the links to other blades.
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
                {CATALOGUE_ITEM_TEXTS.archive}
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

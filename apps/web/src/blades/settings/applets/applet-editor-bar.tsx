import { TONES } from "../../../app/theme-tokens";
import { SaveButtons } from "../../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { ConfirmButton } from "../../../ui/confirm-button";
import { APPLET_TEXTS } from "./applet-texts";

interface AppletEditorBarProps {
  editor: {
    readOnly: boolean;
    stored: boolean;
    saving: boolean;
    busy: boolean;
    remove: () => void;
    save: (closeAfter: boolean) => unknown;
  };
}

/** The applet editor's bar (spec part 3, "Applets"): Delete with confirm in edit mode, Save & Close and Save. */
export function AppletEditorBar({ editor }: AppletEditorBarProps) {
  if (editor.readOnly) return null;
  return (
    <StickyActionBar
      label={APPLET_TEXTS.actions}
      danger={false}
      start={
        <>
          {editor.stored && (
            <ConfirmButton
              size="xs"
              variant="default"
              color={TONES.danger}
              onConfirm={editor.remove}
              disabled={editor.busy}
            >
              {APPLET_TEXTS.delete}
            </ConfirmButton>
          )}
          <SaveButtons
            dangerous={false}
            saving={editor.saving}
            busy={editor.busy}
            onSave={(close) => void editor.save(close)}
          />
        </>
      }
    />
  );
}

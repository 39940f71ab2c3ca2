import { SaveButtons } from "../../../ui/action-bar/save-buttons";
import { StickyActionBar } from "../../../ui/action-bar/sticky-action-bar";
import { SETTINGS_TEXTS } from "./settings-texts";

interface SettingsBarProps {
  readOnly: boolean;
  saving: boolean;
  busy: boolean;
  save: (closeAfter: boolean) => unknown;
}

/** The action bar of a settings form: Save & Close and Save for editors only; settings are never archived. */
export function SettingsBar({ readOnly, saving, busy, save }: SettingsBarProps) {
  if (readOnly) return null;
  return (
    <StickyActionBar
      label={SETTINGS_TEXTS.settingsActions}
      danger={false}
      start={<SaveButtons dangerous={false} saving={saving} busy={busy} onSave={(close) => void save(close)} />}
    />
  );
}

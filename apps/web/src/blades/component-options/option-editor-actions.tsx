import { Button } from "@mantine/core";
import { IconCopy, IconEye } from "@tabler/icons-react";
import { CatalogueEditorBar } from "../../ui/action-bar/catalogue-editor-bar";
import { ExportButton } from "../products/export-button";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

interface OptionEditorActionsProps {
  readOnly: boolean;
  /** A stored option: it can be archived, copied, exported and previewed. */
  stored: boolean;
  saving: boolean;
  busy: boolean;
  exporting: boolean;
  onArchive: () => void;
  onSave: (closeAfter: boolean) => void;
  onCopy: () => void;
  onExport: () => void;
  onPreview: () => void;
}

/**
 * The option editor's bar (spec part 2, "Component options"): Archive, Save & Close and Save, then Copy and
 * Export as batch for editors and Preview for everyone. The applets' More menu has nothing to offer yet
 * (docs/decisions/web-catalogue-option-editor.md).
 */
export function OptionEditorActions(props: OptionEditorActionsProps) {
  const { readOnly, stored, saving, busy } = props;
  return (
    <CatalogueEditorBar
      label={OPTION_EDITOR_TEXTS.toolbar}
      readOnly={readOnly}
      stored={stored}
      saving={saving}
      busy={busy}
      onArchive={props.onArchive}
      onSave={props.onSave}
      end={
        stored && (
          <>
            {!readOnly && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCopy size={14} />}
                  onClick={props.onCopy}
                  disabled={busy}
                >
                  {OPTION_EDITOR_TEXTS.copy}
                </Button>
                <ExportButton loading={props.exporting} onClick={props.onExport} />
              </>
            )}
            <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={props.onPreview}>
              {OPTION_EDITOR_TEXTS.preview}
            </Button>
          </>
        )
      }
    />
  );
}

import { Button } from "@mantine/core";
import { IconCopy, IconEye } from "@tabler/icons-react";
import { ExportButton } from "../../../ui/list/export-button";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

interface OptionEditorLinksProps {
  readOnly: boolean;
  busy: boolean;
  exporting: boolean;
  onCopy: () => void;
  onExport: () => void;
  onPreview: () => void;
}

/**
 * A stored option's buttons at the end of the editor bar (spec part 2, "Component options"): Copy and Export
 * as batch for editors, Preview for everyone. The applets' More menu has nothing to offer yet
 * (docs/decisions/web-catalogue-option-editor.md).
 */
export function OptionEditorLinks({ readOnly, busy, exporting, onCopy, onExport, onPreview }: OptionEditorLinksProps) {
  return (
    <>
      {!readOnly && (
        <>
          <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={onCopy} disabled={busy}>
            {OPTION_EDITOR_TEXTS.copy}
          </Button>
          <ExportButton loading={exporting} onClick={onExport} />
        </>
      )}
      <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onPreview}>
        {OPTION_EDITOR_TEXTS.preview}
      </Button>
    </>
  );
}

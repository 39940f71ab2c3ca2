import type { AppletModel } from "@atelier/domain/settings/applet-model";
import { Button } from "@mantine/core";
import { IconCopy, IconEye } from "@tabler/icons-react";
import { AppletMoreMenu } from "../../../ui/applet-frame/applet-more-menu";
import { ExportButton } from "../../../ui/list/export-button";
import { OPTION_EDITOR_TEXTS } from "./option-editor-texts";

interface OptionEditorLinksProps {
  readOnly: boolean;
  busy: boolean;
  exporting: boolean;
  onCopy: () => void;
  onExport: () => void;
  onPreview: () => void;
  /** The model the option's applets are opened with. */
  appletModel: AppletModel<"ComponentOption">;
}

/**
 * A stored option's buttons at the end of the editor bar (spec part 2, "Component options"): Copy and Export
 * as batch for editors, Preview for everyone, and the More menu of ComponentOption applets for editors when the
 * company has any (docs/decisions/web-catalogue-option-editor.md).
 */
export function OptionEditorLinks(props: OptionEditorLinksProps) {
  const { readOnly, busy, exporting, onCopy, onExport, onPreview } = props;
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
      {!readOnly && <AppletMoreMenu scope="ComponentOption" model={props.appletModel} />}
    </>
  );
}

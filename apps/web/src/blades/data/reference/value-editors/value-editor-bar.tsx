import { Alert, Button } from "@mantine/core";
import { IconCheck, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TONES } from "../../../../app/theme-tokens";
import { StickyActionBar } from "../../../../ui/action-bar/sticky-action-bar";
import { VALUE_EDITOR_TEXTS } from "./value-editor-texts";

interface ValueEditorBarProps {
  /** Apply is disabled while the value has a problem (invalid JSON). */
  blocked: boolean;
  onApply: () => void;
  onCancel: () => void;
  /** More buttons on the right (Format). */
  end?: ReactNode;
}

/** Apply and Cancel of a value editor. */
export function ValueEditorBar({ blocked, onApply, onCancel, end }: ValueEditorBarProps) {
  return (
    <StickyActionBar
      label={VALUE_EDITOR_TEXTS.toolbar}
      danger={false}
      start={
        <>
          <Button size="xs" leftSection={<IconCheck size={14} />} disabled={blocked} onClick={onApply}>
            {VALUE_EDITOR_TEXTS.apply}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {VALUE_EDITOR_TEXTS.cancel}
          </Button>
        </>
      }
      end={end}
    />
  );
}

/** What a value editor shows when it was not opened from a value (e.g. after a reload). */
export function NoValueNotice() {
  return (
    <Alert color={TONES.neutral} icon={<IconInfoCircle size={18} />} data-testid="value-editor-no-value">
      {VALUE_EDITOR_TEXTS.noValue}
    </Alert>
  );
}

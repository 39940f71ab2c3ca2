import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { TONES } from "../../../app/theme-tokens";

interface SaveFeedbackProps {
  /** The failed save: the editor frame's callout shows it, so this says nothing more. */
  error: unknown;
  /** Fields hold validation errors, so nothing was sent. */
  invalid: boolean;
}

/** Why a save did not happen when the fields stopped it (they show their own messages too, some out of sight). */
export function SaveFeedback({ error, invalid }: SaveFeedbackProps) {
  if (!invalid || (error !== null && error !== undefined)) return null;
  return (
    <Alert color={TONES.danger} icon={<IconAlertTriangle size={18} />} role="alert">
      {MESSAGES.validationFailed}
    </Alert>
  );
}

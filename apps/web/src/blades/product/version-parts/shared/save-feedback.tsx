import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { ErrorCallout } from "../../../../ui/error-callout";

interface SaveFeedbackProps {
  /** The failed save, shown in the error callout. */
  error: unknown;
  /** Fields hold validation errors, so nothing was sent. */
  invalid: boolean;
}

/** Why the last save did not happen: invalid fields (shown on the fields too) or the server's answer. */
export function SaveFeedback({ error, invalid }: SaveFeedbackProps) {
  if (invalid) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {MESSAGES.validationFailed}
      </Alert>
    );
  }
  return <ErrorCallout error={error} />;
}

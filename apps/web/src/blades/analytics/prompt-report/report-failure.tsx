import { PROMPT_REPORT_FAILURE } from "@atelier/domain/analytics/prompt-query.schema";
import { Alert, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

interface ReportFailureProps {
  /** The server's errorMessage: which words it did not understand, and what it can answer. */
  errorMessage: string | null;
}

/** A question the report could not answer (spec part 1, 8): the failure text, then the server's errorMessage. */
export function ReportFailure({ errorMessage }: ReportFailureProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="prompt-report-failure">
      <Text size="sm">{PROMPT_REPORT_FAILURE}</Text>
      {errorMessage !== null && errorMessage !== "" && (
        <Text size="sm" mt="xs" fw={500} data-testid="prompt-report-error-message">
          {errorMessage}
        </Text>
      )}
    </Alert>
  );
}

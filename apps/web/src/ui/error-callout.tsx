import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Anchor, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { toApiError } from "../api/http";

interface ErrorCalloutProps {
  /** A failed call (an ApiError, or anything thrown); nothing is shown when null or undefined. */
  error: unknown;
}

/** Shows the first message of a failed call, with 'Show more...' revealing the rest (spec part 1, 8). */
export function ErrorCallout({ error }: ErrorCalloutProps) {
  // Remembers which failure was expanded, so a new failure starts collapsed again.
  const [expandedFor, setExpandedFor] = useState<unknown>(null);
  if (error === null || error === undefined) return null;
  const expanded = expandedFor === error;
  // Two fields can fail with the same text: each message is shown once.
  const [first, ...rest] = new Set(toApiError(error).messages);
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="error-callout">
      {first}
      {rest.length > 0 && !expanded && (
        <Anchor component="button" type="button" size="sm" ml="xs" onClick={() => setExpandedFor(error)}>
          {MESSAGES.showMore}
        </Anchor>
      )}
      {expanded && (
        <List size="sm" mt="xs">
          {rest.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

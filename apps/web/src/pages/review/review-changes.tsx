import type { ReviewChanges as Changes } from "@atelier/domain/order/review.schema";
import { Alert, List, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { TONES } from "../../app/theme-tokens";
import { formatTimestamp } from "../../ui/format-timestamp";
import { REVIEW_TEXTS } from "./review-texts";

/** What differs from what the customer last answered on: new proof versions, new images, changed texts. */
export function ReviewChanges({ changes }: { changes: Changes | null }) {
  if (changes === null) return null;
  return (
    <Alert
      color={TONES.info}
      icon={<IconSparkles size={18} />}
      title={REVIEW_TEXTS.changes}
      data-testid="review-changes"
      aria-label={REVIEW_TEXTS.changes}
    >
      <Text size="xs" c="dimmed" mb={4}>
        {REVIEW_TEXTS.since(formatTimestamp(changes.since))}
      </Text>
      {changes.changes.length === 0 ? (
        <Text size="sm">{REVIEW_TEXTS.noChanges}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {changes.changes.map((change) => (
            <List.Item key={`${change.kind}:${change.subject}`} data-testid="review-change" data-kind={change.kind}>
              <Text span fw={600} size="sm">
                {REVIEW_TEXTS.changeKinds[change.kind]}
              </Text>{" "}
              {REVIEW_TEXTS.change(change)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

import type { Review } from "@atelier/domain/order/review.schema";
import { Paper, Stack, Text } from "@mantine/core";
import { TONES } from "../../app/theme-tokens";
import { formatTimestamp } from "../../ui/format-timestamp";
import { ReviewSection } from "./review-section";
import { REVIEW_TEXTS } from "./review-texts";

/** The shop's public messages and the customer's own, oldest first, the customer's set apart by colour. */
export function ReviewComments({ comments, shopName }: { comments: Review["comments"]; shopName: string }) {
  if (comments.length === 0) return null;
  return (
    <ReviewSection title={REVIEW_TEXTS.comments}>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
        {comments.map((comment) => {
          const mine = comment.type === "CustomerComment";
          return (
            <Paper
              key={comment.commentId}
              component="li"
              p="xs"
              radius="md"
              bg={mine ? `${TONES.primary}.0` : "gray.0"}
              ml={mine ? "lg" : 0}
              mr={mine ? 0 : "lg"}
              data-testid="review-comment"
              data-kind={comment.type}
            >
              <Text size="xs" c="dimmed">
                {mine ? REVIEW_TEXTS.you : shopName || comment.author} · {formatTimestamp(comment.when)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {comment.content}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    </ReviewSection>
  );
}

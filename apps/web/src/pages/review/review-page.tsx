import { orderStatusLabel } from "@atelier/domain/order/order-status";
import type { Review } from "@atelier/domain/order/review.schema";
import { Badge, Center, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError } from "../../api/http";
import { orderStatusColor } from "../../blades/order/common/order-tones";
import { CustomerPageMessage } from "../customer-page-message";
import { type ReviewTarget, readReviewAddress } from "./review-address";
import { ReviewAnswerForm } from "./review-answer-form";
import { fetchReview } from "./review-api";
import { ReviewChanges } from "./review-changes";
import { ReviewChoices } from "./review-choices";
import { ReviewComments } from "./review-comments";
import { ReviewFiles } from "./review-files";
import { REVIEW_TEXTS } from "./review-texts";
import { ReviewViews } from "./review-views";

/** A plain message in place of the page: nothing of it is shown. */
function ReviewMessage({ children, retry }: { children: ReactNode; retry?: () => void }) {
  return (
    <CustomerPageMessage retry={retry} retryLabel={REVIEW_TEXTS.tryAgain} testId="review-message">
      {children}
    </CustomerPageMessage>
  );
}

/** Where the order stands for the customer: asked to answer, answered, or nothing to do now. */
function statusLine(review: Review): string {
  if (review.mayAnswer) return REVIEW_TEXTS.waiting;
  if (review.orderStatus === "CustomerApproved" || review.orderStatus === "CustomerRevision") {
    return REVIEW_TEXTS.answered[review.orderStatus];
  }
  return REVIEW_TEXTS.notWaiting;
}

function ReviewContent({ review, target, onReload }: { review: Review; target: ReviewTarget; onReload: () => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    document.title = REVIEW_TEXTS.pageTitle(review.orderLabel);
  }, [review.orderLabel]);
  return (
    <Container size="md" py="lg" px="sm">
      <Stack gap="md">
        <Stack gap={4} component="header">
          {review.shopName !== "" && (
            <Text size="sm" c="dimmed">
              {REVIEW_TEXTS.from(review.shopName)}
            </Text>
          )}
          <Group gap="sm" justify="space-between" align="center">
            <Title order={1} size="h2">
              {review.productName}
            </Title>
            <Badge
              color={orderStatusColor(review.orderStatus)}
              variant="light"
              data-testid="review-status"
              data-status={review.orderStatus}
            >
              {orderStatusLabel(review.orderStatus)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {REVIEW_TEXTS.pageTitle(review.orderLabel)}
          </Text>
          <Text data-testid="review-status-line">{statusLine(review)}</Text>
        </Stack>
        {review.mayAnswer && <ReviewChanges changes={review.changes} />}
        <ReviewFiles proofs={review.proofs} files={review.files} views={review.views} />
        <ReviewViews views={review.views} />
        <ReviewChoices selections={review.selections} texts={review.texts} />
        <ReviewComments comments={review.comments} shopName={review.shopName} />
        {review.mayAnswer && (
          <ReviewAnswerForm
            review={review}
            target={target}
            onReload={onReload}
            onAnswered={(answered) => queryClient.setQueryData(["review", target], answered)}
          />
        )}
      </Stack>
    </Container>
  );
}

function ReviewFor({ target }: { target: ReviewTarget }) {
  const review = useQuery({ queryKey: ["review", target], queryFn: () => fetchReview(target) });
  if (review.isError) {
    const status = review.error instanceof ApiError ? review.error.status : 0;
    if (status === 404) return <ReviewMessage>{REVIEW_TEXTS.notFound}</ReviewMessage>;
    if (status === 429) return <ReviewMessage>{review.error.message}</ReviewMessage>;
    return <ReviewMessage retry={() => void review.refetch()}>{REVIEW_TEXTS.failed}</ReviewMessage>;
  }
  if (review.data === undefined) {
    return (
      <Center mih="100vh" aria-busy="true">
        <Loader aria-label={REVIEW_TEXTS.loading} />
      </Center>
    );
  }
  return <ReviewContent review={review.data} target={target} onReload={() => void review.refetch()} />;
}

/** The customer review page: the order the address's code opens, or a plain message that reveals nothing. */
export function ReviewPage() {
  const [target] = useState(() => readReviewAddress(window.location.search));
  if (target === null) return <ReviewMessage>{REVIEW_TEXTS.notFound}</ReviewMessage>;
  return <ReviewFor target={target} />;
}

import { type Review, ReviewAnswerInput, type ReviewDecision } from "@atelier/domain/order/review.schema";
import { Alert, Button, NativeSelect, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../api/http";
import { CONFIRM_COLORS, TONES } from "../../app/theme-tokens";
import { ConfirmButton } from "../../ui/confirm-button";
import { ErrorCallout } from "../../ui/error-callout";
import { fieldProps } from "../../ui/form/field-props";
import { submitThrough } from "../../ui/form/submit-through";
import { useZodForm } from "../../ui/form/use-zod-form";
import type { ReviewTarget } from "./review-address";
import { sendAnswer } from "./review-api";
import { pinChoices, pinFields } from "./review-pin";
import { ReviewSection } from "./review-section";
import { REVIEW_TEXTS } from "./review-texts";

interface ReviewAnswerFormProps {
  review: Review;
  target: ReviewTarget;
  onAnswered: (review: Review) => void;
  /** Reads the review again (after it changed while the customer looked at it). */
  onReload: () => void;
}

/** Approve (with 'Confirm?'), or ask for a revision with a comment, pinned to a view or placement if wished. */
export function ReviewAnswerForm({ review, target, onAnswered, onReload }: ReviewAnswerFormProps) {
  const form = useZodForm(ReviewAnswerInput, {
    defaultValues: { decision: "approve", comment: "", view: "", placement: "", etag: review.etag },
  });
  const mutation = useMutation({ mutationFn: (answer: ReviewAnswerInput) => sendAnswer(target, answer) });
  const submit = submitThrough(form, mutation, onAnswered);
  // The answer is given on the review as shown: a review read again carries its new etag.
  useEffect(() => form.setValue("etag", review.etag), [form, review.etag]);

  const answer = (decision: ReviewDecision) => {
    form.setValue("decision", decision);
    void submit();
  };
  const pinError = form.formState.errors.view?.message ?? form.formState.errors.placement?.message;
  const stale = mutation.error instanceof ApiError && mutation.error.status === 412;

  return (
    <ReviewSection title={REVIEW_TEXTS.answer}>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="sm">
          {stale ? (
            <Alert color={TONES.caution} role="alert" data-testid="review-stale">
              {REVIEW_TEXTS.changedMeanwhile}{" "}
              <Button size="compact-sm" variant="default" onClick={onReload}>
                {REVIEW_TEXTS.reload}
              </Button>
            </Alert>
          ) : (
            <ErrorCallout error={mutation.error} />
          )}
          <Textarea
            label={REVIEW_TEXTS.comment}
            description={REVIEW_TEXTS.commentHint}
            autosize
            minRows={3}
            {...fieldProps(form, "comment")}
          />
          <NativeSelect
            label={REVIEW_TEXTS.about}
            data={pinChoices(review)}
            error={pinError}
            onChange={(event) => {
              const { view, placement } = pinFields(event.currentTarget.value);
              form.setValue("view", view);
              form.setValue("placement", placement);
            }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ConfirmButton
              color={TONES.success}
              confirmColor={CONFIRM_COLORS.save}
              loading={mutation.isPending && form.getValues("decision") === "approve"}
              onConfirm={() => answer("approve")}
            >
              {REVIEW_TEXTS.approve}
            </ConfirmButton>
            <Button
              variant="default"
              loading={mutation.isPending && form.getValues("decision") === "revise"}
              onClick={() => answer("revise")}
            >
              {REVIEW_TEXTS.revise}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </ReviewSection>
  );
}

import { Review, type ReviewAnswerInput } from "@atelier/domain/order/review.schema";
import { api } from "../../api/http";
import type { ReviewTarget } from "./review-address";

const path = (target: ReviewTarget) => `review/${encodeURIComponent(target.recipeId)}`;

/** The order as its customer sees it; 404 for a wrong or expired code, whatever the reason. */
export function fetchReview(target: ReviewTarget): Promise<Review> {
  return api(path(target), { schema: Review, query: { code: target.code } });
}

/** The customer's answer: approve, or ask for a revision. Answers the review as it now is. */
export function sendAnswer(target: ReviewTarget, answer: ReviewAnswerInput): Promise<Review> {
  return api(path(target), { method: "POST", body: answer, schema: Review, query: { code: target.code } });
}

import { REVIEW_MESSAGES } from "@atelier/domain/order/review.schema";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { MINUTE } from "../../../clock";
import { AppError } from "../../../errors/app-error";

/** Wrong codes one client address may send in the window before every review call from it answers 429. */
export const REVIEW_FAILURES_MAX = 10;
export const REVIEW_FAILURE_WINDOW_MS = 15 * MINUTE;

/** The failed-code counter of the review calls: checked before a code is compared, counted when it fails. */
export interface ReviewAttempts {
  /** 429 (with Retry-After) when the caller's address has used up its wrong codes. */
  assertAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one wrong (or expired) code from the caller's address. */
  failed(request: FastifyRequest): Promise<void>;
}

/**
 * Wrong codes are counted per client address (`request.ip`, as TRUST_PROXY says) with @fastify/rate-limit's
 * store, which the app registers once (src/http/storefront-rate-limit.ts). Reading the count does not add to
 * it, so a customer with the right code is never slowed; an address past the limit is refused before its
 * code is compared, so guessing learns nothing more until the window passes
 * (docs/decisions/order-review-page.md).
 */
export function reviewAttempts(app: FastifyInstance): ReviewAttempts {
  const counter = app.createRateLimit({
    max: REVIEW_FAILURES_MAX,
    timeWindow: REVIEW_FAILURE_WINDOW_MS,
    keyGenerator: (request) => `review:${normalizeIP(request.ip)}`,
  });
  return {
    async assertAllowed(request, reply) {
      const state = await counter(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return;
      reply.header("retry-after", String(Math.max(1, state.ttlInSeconds)));
      throw AppError.tooManyRequests(REVIEW_MESSAGES.tooManyAttempts);
    },
    async failed(request) {
      await counter(request);
    },
  };
}

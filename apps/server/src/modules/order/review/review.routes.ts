import {
  Review,
  ReviewAnswerInput,
  ReviewAttachmentParams,
  ReviewAttachmentQuery,
  ReviewParams,
  ReviewQuery,
} from "@atelier/domain/order/review.schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { findOrderForReview } from "./review.repo";
import { answerReview, type OpenedReview, readReview, reviewFile } from "./review.service";
import { codeOpens } from "./review-code";
import { reviewAttempts } from "./review-rate-limit";

const tags = ["review"];

/**
 * The customer review page's calls under /api/v1/review/{recipeId}?code= (docs/decisions/order-review-page.md):
 * no sign-in, the order's code is the key. A wrong, missing or expired code and an unknown recipe answer the
 * same 404; wrong codes are counted per client address and, past the limit, every call from it answers 429.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const attempts = reviewAttempts(app);

  /** The order the code opens, or 404 (counted as a wrong code); 429 first when the address is over its limit. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    recipeId: string,
    code: string,
  ): Promise<OpenedReview> {
    await attempts.assertAllowed(request, reply);
    const found = await findOrderForReview(deps.db, recipeId);
    if (found && codeOpens(deps, found.order, code)) return { ...found, code };
    await attempts.failed(request);
    throw AppError.notFound();
  }

  app.get(
    "/review/:recipeId",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "The order for its customer: recipe, latest proofs, public files and comments, changes since the last answer",
        params: ReviewParams,
        querystring: ReviewQuery,
        response: { 200: Review, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply, request.params.recipeId, request.query.code);
      reply.header("cache-control", "no-store");
      return readReview(deps, opened);
    },
  );

  app.post(
    "/review/:recipeId",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "The customer's answer while the order waits for them: approve, or ask for a revision with a comment",
        params: ReviewParams,
        querystring: ReviewQuery,
        body: ReviewAnswerInput,
        response: { 200: Review, ...errorResponses(400, 404, 409, 412, 429) },
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply, request.params.recipeId, request.query.code);
      reply.header("cache-control", "no-store");
      return answerReview(deps, opened, request.body);
    },
  );

  app.get(
    "/review/:recipeId/attachment/:attachmentId",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "A proof, public file or view image of the order (the current version, or `version`)",
        params: ReviewAttachmentParams,
        querystring: ReviewAttachmentQuery,
        response: errorResponses(404, 429),
      },
    },
    async (request, reply) => {
      const { recipeId, attachmentId } = request.params;
      const opened = await open(request, reply, recipeId, request.query.code);
      const content = await reviewFile(deps, opened, attachmentId, request.query.version);
      return sendBlob(request, reply, deps.storage, content.storageKey, {
        fileName: content.name,
        disposition: "inline",
      });
    },
  );
};

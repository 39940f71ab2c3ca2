import { PromptReportInput, PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { promptReport } from "./prompt-report.service";

const errors = errorResponses(400, 401, 403);

/** `POST /api/v1/analytics/prompt`: a prompt report (spec part 1, section 7). */
export const promptReportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/analytics/prompt",
    {
      // Reads only: no audit entry.
      config: { auth: "member", audit: "none" },
      schema: {
        tags: ["analytics"],
        summary: "Answers a question in plain English about saved recipes or action events",
        description:
          "The question and its refinements are read into a structured query over the company's raw rows. " +
          "A question that cannot be read answers 200 with error true and an errorMessage naming the words not understood.",
        body: PromptReportInput,
        response: { 200: PromptReportResult, ...errors },
      },
    },
    async (request) => promptReport(deps, requireActor(request), request.body),
  );
};

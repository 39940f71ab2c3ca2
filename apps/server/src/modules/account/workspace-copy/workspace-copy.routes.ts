import { CopyInstanceInput, JobStarted } from "@atelier/domain/shared/job.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { startWorkspaceCopy } from "./workspace-copy.service";

const errors = errorResponses(400, 401, 403, 404, 409);

/** copyInstance (part 2 section 7); its job handler is listed in src/jobs/job-handlers.ts. */
export const workspaceCopyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/account/copyinstance",
    {
      // API keys are refused by requireUser: a key belongs to one company, a copy needs two.
      config: { auth: "admin" },
      schema: {
        tags: ["account"],
        summary: "Replace another workspace's catalogue and products with a copy of this one's (a job)",
        body: CopyInstanceInput,
        response: { 202: JobStarted, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startWorkspaceCopy(deps, requireUser(request), request.body);
      return reply.status(202).send(started);
    },
  );
};

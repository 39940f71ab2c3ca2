import { ApiErrorBody } from "@atelier/domain/shared/errors";
import { CopyInstanceInput, JobStarted } from "@atelier/domain/shared/job.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { workspaceCopyHandler } from "./workspace-copy.job";
import { startWorkspaceCopy } from "./workspace-copy.service";

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/** copyInstance (part 2 section 7) and the job kind that runs it. */
export const workspaceCopyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  deps.jobs.handle("copyInstance", workspaceCopyHandler(deps));

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

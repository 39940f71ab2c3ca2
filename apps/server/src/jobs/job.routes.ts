import { Job } from "@atelier/domain/shared/job.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../auth/auth-hooks";
import type { AppDeps } from "../deps";
import { requireFound } from "../errors/guards";
import { errorResponses } from "../http/error-responses";
import { toJobDto } from "./job.dto";
import { findJob } from "./job.repo";

const JobParams = z.object({ jobId: z.string() });

/** checkJobStatus (part 2 section 7): any member of the job's company reads it; the web app polls it. */
export const jobRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/jobstatus/:jobId",
    {
      config: { auth: "member" },
      schema: {
        tags: ["jobstatus"],
        summary: "A job's status, message and log",
        params: JobParams,
        response: { 200: Job, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      return toJobDto(requireFound(await findJob(deps.db, requireActor(request).companyId, request.params.jobId)));
    },
  );
};

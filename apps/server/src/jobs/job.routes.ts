import { ApiErrorBody } from "@atelier/domain/shared/errors";
import { Job } from "@atelier/domain/shared/job.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../auth/auth-hooks";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
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
        response: { 200: Job, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const job = await findJob(deps.db, requireActor(request).companyId, request.params.jobId);
      if (!job) throw AppError.notFound();
      return toJobDto(job);
    },
  );
};

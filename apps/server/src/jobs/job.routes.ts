import { Job, JobListQuery, JobPage } from "@atelier/domain/shared/job.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../auth/auth-hooks";
import type { AppDeps } from "../deps";
import { errorResponses } from "../http/error-responses";
import { cancelJob, getJob, listCompanyJobs } from "./job.service";

const JobParams = z.object({ jobId: z.string() });

/** checkJobStatus (part 2 section 7), the company's jobs (the Operations blade) and cancelling one. */
export const jobRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/jobstatus",
    {
      config: { auth: "member" },
      schema: {
        tags: ["jobstatus"],
        summary: "The company's jobs, newest first, without their logs (admins: all; others: the ones they started)",
        querystring: JobListQuery,
        response: { 200: JobPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCompanyJobs(deps, requireActor(request), request.query),
  );

  app.get(
    "/jobstatus/:jobId",
    {
      config: { auth: "member" },
      schema: {
        tags: ["jobstatus"],
        summary: "A job's status, message, progress and log",
        params: JobParams,
        response: { 200: Job, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getJob(deps, requireActor(request), request.params.jobId),
  );

  app.post(
    "/jobstatus/:jobId/cancel",
    {
      config: { auth: "member" },
      schema: {
        tags: ["jobstatus"],
        summary: "Cancel a queued or running job (its starter or an admin)",
        params: JobParams,
        response: { 200: Job, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelJob(deps, requireActor(request), request.params.jobId),
  );
};

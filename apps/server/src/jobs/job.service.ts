import { isAdmin } from "@atelier/domain/account/roles";
import { isJobFinished, type Job, type JobListQuery, type JobPage } from "@atelier/domain/shared/job.schema";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-recorder";
import type { Actor } from "../auth/actor";
import type { JobRow } from "../db/schema/jobs";
import type { AppDeps } from "../deps";
import { AppError } from "../errors/app-error";
import { requireFound } from "../errors/guards";
import { toJobDto, toJobSummaryDto } from "./job.dto";
import { cancelQueuedJob, findJob, listJobs, requestJobCancel } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { jobCreated } from "./job-queue";

/** Admins (users and keys) see and cancel every job of the company; other members only the jobs they started. */
function seesAll(actor: Actor): boolean {
  return isAdmin(actor.roles);
}

function startedBy(actor: Actor, job: Pick<JobRow, "startedByUserId">): boolean {
  return actor.kind === "user" && job.startedByUserId === actor.userId;
}

/** checkJobStatus: any member of the job's company reads it (the web app polls it while it runs). */
export async function getJob(deps: AppDeps, actor: Actor, jobId: string): Promise<Job> {
  return toJobDto(requireFound(await findJob(deps.db, actor.companyId, jobId)));
}

/** A page of the company's jobs, newest first (docs/decisions/server-jobs-grown-up.md says who sees which). */
export async function listCompanyJobs(
  deps: AppDeps,
  actor: Actor,
  query: z.output<typeof JobListQuery>,
): Promise<JobPage> {
  // An API key that is not an admin started no job of a user: it sees none.
  const mine = actor.kind === "user" ? actor.userId : "-";
  const filter = { status: query.status, kind: query.kind, startedByUserId: seesAll(actor) ? undefined : mine };
  const { rows, total } = await listJobs(deps.db, actor.companyId, filter, query);
  return { items: rows.map(toJobSummaryDto), total };
}

/**
 * Cancels a job (its starter or an admin): a queued one ends Cancelled at once; a running one is marked,
 * its signal aborts (here at once, in another process at its next heartbeat) and it ends Cancelled.
 */
export async function cancelJob(deps: AppDeps, actor: Actor, jobId: string): Promise<Job> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction(async (tx) => {
    const job = requireFound(await findJob(tx, actor.companyId, jobId, true));
    if (!seesAll(actor) && !startedBy(actor, job)) throw AppError.forbidden();
    if (isJobFinished(job.status)) throw AppError.conflict(JOB_MESSAGES.alreadyFinished);
    const line = { at: now.toISOString(), text: JOB_MESSAGES.cancelRequested(actor.name), level: "warn" as const };
    const after =
      job.status === "NotYetRunning"
        ? await cancelQueuedJob(tx, actor.companyId, jobId, { message: JOB_MESSAGES.cancelled, line }, now)
        : await requestJobCancel(tx, actor.companyId, jobId, line, now);
    if (!after) throw AppError.conflict(JOB_MESSAGES.alreadyFinished);
    await recordAudit(tx, actor, now, {
      ...jobCreated(job),
      action: "cancel",
      before: toJobSummaryDto(job),
      after: toJobSummaryDto(after),
    });
    return after;
  });
  deps.jobs.cancel(jobId);
  return toJobDto(cancelled);
}

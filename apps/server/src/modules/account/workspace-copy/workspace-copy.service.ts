import { isAdmin } from "@atelier/domain/account/roles";
import type { CopyInstanceInput, JobStarted } from "@atelier/domain/shared/job.schema";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { UserActor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { findMembershipOf, findUserRow } from "../account/account.service";
import { findCompanyRow } from "../company/company.service";
import { hasUnfinishedCopyInto, lockCompanyForCopy } from "./workspace-copy.repo";
import { COPY_MESSAGES } from "./workspace-copy-messages";

/**
 * copyInstance: queues the copy of the current company's catalogue and products into `instanceId`. The
 * caller (an administrator of the current company, by the route) must be one of the target too. The job
 * belongs to the current company, so its members follow it.
 */
export async function startWorkspaceCopy(
  deps: AppDeps,
  actor: UserActor,
  input: z.output<typeof CopyInstanceInput>,
): Promise<JobStarted> {
  const target = input.instanceId;
  if (target === actor.companyId) throw AppError.field("instanceId", SERVER_MESSAGES.sameWorkspace);
  const membership = await findMembershipOf(deps.db, target, actor.userId);
  if (!membership) throw AppError.notFound(MESSAGES.unknownInstance);
  if (!isAdmin(membership.roles)) throw AppError.forbidden();
  const user = await findUserRow(deps.db, actor.userId);
  if (!user) throw AppError.unauthorized();
  const company = await findCompanyRow(deps.db, target);
  if (!company) throw AppError.notFound(MESSAGES.unknownInstance);
  const jobId = await deps.jobs.enqueue(
    {
      companyId: actor.companyId,
      kind: "copyInstance",
      input: { instanceId: target, notes: input.notes },
      description: COPY_MESSAGES.description(company.name),
      relatedEntityId: target,
      startedBy: { name: user.fullName, userId: user.id },
      actor,
    },
    async (tx) => {
      await lockCompanyForCopy(tx, target);
      if (await hasUnfinishedCopyInto(tx, target)) throw AppError.conflict(SERVER_MESSAGES.copyAlreadyRunning);
    },
  );
  return { jobId };
}

import { type AuditActor, recordAudit } from "../../../audit/audit-recorder";
import type { JobRow } from "../../../db/schema/jobs";
import type { AppDeps } from "../../../deps";
import { findCompanyRow } from "../company/company.service";

/** What a copy did to the target workspace, as its audit entry shows it. */
export interface CopySummary {
  /** Rows copied per table, by the table's plural label ("options": 120). */
  copied: Record<string, number>;
  /** False when the copy stopped part-way (the target then holds part of it). */
  completed: boolean;
}

/**
 * Records a copy in the target workspace's audit trail: one entry on the target company (`company/{id}`,
 * action `copy`) with the source's name and the rows copied per table, written by the user who started it
 * (docs/decisions/audit-account-writes.md). The copy commits in parts, so the entry follows its last part.
 */
export async function recordCopyInTarget(
  deps: Pick<AppDeps, "db" | "clock">,
  job: JobRow,
  target: string,
  summary: CopySummary,
): Promise<void> {
  const [source, company] = await Promise.all([
    findCompanyRow(deps.db, job.companyId),
    findCompanyRow(deps.db, target),
  ]);
  // The user acts through this job, signed in nowhere.
  const actor: AuditActor = job.startedByUserId
    ? { kind: "user", userId: job.startedByUserId, name: job.startedBy, sessionId: "", companyId: target, roles: [] }
    : { kind: "system", name: job.startedBy, companyId: target };
  await deps.db.transaction((tx) =>
    recordAudit(tx, actor, deps.clock(), {
      resourceType: "company",
      resourceId: target,
      resourcePath: `company/${target}`,
      resourceLabel: company?.name ?? "",
      action: "copy",
      before: null,
      after: { copiedFrom: source?.name ?? "", completed: summary.completed, copied: summary.copied },
    }),
  );
}

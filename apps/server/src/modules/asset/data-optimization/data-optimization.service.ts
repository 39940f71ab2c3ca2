import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import {
  OPTIMIZATION_MAX_BYTES,
  OPTIMIZATION_MESSAGES,
  type Optimization,
  type OptimizationList,
  type OptimizationUpdateInput,
} from "@atelier/domain/asset/optimization.schema";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { DataOptimizationRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { receiveUploads, type UploadPolicy } from "../../../storage/uploads";
import { glbProblem } from "../asset/asset-glb";
import { requireAssetFlag } from "../asset-access";
import { availableProfiles, profileSteps } from "../data-optimization-profile/data-optimization-profile.service";
import { GLB_CONTENT_TYPE } from "../gltf/model-files";
import { optimizationAuditWrite, toOptimizationDto } from "./data-optimization.dto";
import {
  consumeOptimizationCredit,
  deleteOptimization,
  findOptimization,
  insertOptimization,
  listOptimizations,
  setOptimizationJob,
  updateOptimization,
} from "./data-optimization.repo";
import { optimizationSourceKey, removeOptimizationBlobs } from "./data-optimization-blobs";
import { settleStoppedRuns } from "./data-optimization-settle";

type Deps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/** One GLB per upload, at most OPTIMIZATION_MAX_BYTES, its type decided from the bytes. */
export const OPTIMIZATION_UPLOAD_POLICY: UploadPolicy = {
  maxFileBytes: OPTIMIZATION_MAX_BYTES,
  maxFiles: 1,
  accept: [GLB_CONTENT_TYPE],
};

/** The optimisation as the API shows it, with the company's profiles to choose from. */
async function toDto(db: Db, row: DataOptimizationRow): Promise<Optimization> {
  return toOptimizationDto(row, await availableProfiles(db, row.companyId));
}

/** The company's optimisation, or 404 (another company's is as missing). */
export async function requireOptimizationRow(db: Db, companyId: string, id: string, lock = false) {
  return requireFound(await findOptimization(db, companyId, id, lock));
}

export async function listCompanyOptimizations(deps: AppDeps, actor: Actor): Promise<OptimizationList> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  const [rows, available] = await Promise.all([
    listOptimizations(deps.db, actor.companyId),
    availableProfiles(deps.db, actor.companyId),
  ]);
  return {
    items: (await settleStoppedRuns(deps, actor, rows)).map((row) => {
      const { log: _log, validator: _validator, ...summary } = toOptimizationDto(row, available);
      return summary;
    }),
  };
}

/** The optimisation as the API shows it; a run whose job ended without a word is ended first (settleStoppedRuns). */
export async function getOptimization(deps: AppDeps, actor: Actor, id: string): Promise<Optimization> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  const [row] = await settleStoppedRuns(deps, actor, [await requireOptimizationRow(deps.db, actor.companyId, id)]);
  return toDto(deps.db, requireFound(row));
}

/**
 * Stores an uploaded GLB as a new optimisation in status Created (part 3: Created, choose a profile). The
 * type comes from the bytes (415 otherwise), the container must be whole (400 for a truncated GLB), and a
 * refused upload leaves nothing stored.
 */
export async function uploadOptimization(deps: Deps, actor: Actor, request: FastifyRequest): Promise<Optimization> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  const id = randomUUID();
  const key = optimizationSourceKey(actor.companyId, id);
  const { files } = await receiveUploads(request, deps.storage, OPTIMIZATION_UPLOAD_POLICY, () => key);
  const [file] = files;
  try {
    if (!file) throw AppError.badRequest(OPTIMIZATION_MESSAGES.notGlb);
    const stored = await deps.storage.get(key);
    const problem = stored ? glbProblem(await buffer(stored.body)) : OPTIMIZATION_MESSAGES.notGlb;
    if (problem) throw AppError.field("file", problem);
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const row = await insertOptimization(tx, {
        id,
        companyId: actor.companyId,
        name: file.fileName,
        sourceKey: key,
        createdBy: actor.name,
        now,
      });
      const dto = await toDto(tx, row);
      await recordAudit(tx, actor, now, optimizationAuditWrite("create", null, dto));
      return dto;
    });
  } catch (error) {
    await removeOptimizationBlobs(deps, actor.companyId, id);
    throw error;
  }
}

/**
 * `PUT dataoptimization/{id}`: chooses the profile (optimizationMethod) while the optimisation has not run,
 * and with status Ready starts it (Optimize): in one transaction one credit of the company is taken (409 with
 * OPTIMIZATION_MESSAGES.noCredits when none is left), the profile's steps are kept with the optimisation and
 * a dataOptimization job is queued.
 */
export async function changeOptimization(
  deps: Pick<AppDeps, "db" | "clock" | "jobs">,
  actor: Actor,
  id: string,
  input: z.output<typeof OptimizationUpdateInput>,
): Promise<Optimization> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  const { companyId } = actor;
  const choose = async (tx: Db) => {
    const current = await requireOptimizationRow(tx, companyId, id, true);
    const before = await toDto(tx, current);
    assertEtag(before, input.etag);
    if (current.status !== "Created") throw AppError.conflict(OPTIMIZATION_MESSAGES.notStartable);
    const profileId = input.optimizationMethod;
    const steps = profileId === null ? undefined : await profileSteps(tx, companyId, profileId);
    if (profileId !== null && steps === undefined) {
      throw AppError.field("optimizationMethod", OPTIMIZATION_MESSAGES.chooseProfile);
    }
    return { before, profileId, steps };
  };

  if (input.status === "Created") {
    return deps.db.transaction(async (tx) => {
      const { before, profileId } = await choose(tx);
      const now = deps.clock();
      const row = requireWritten(await updateOptimization(tx, companyId, id, { etag: input.etag }, { profileId }, now));
      const after = await toDto(tx, row);
      await recordAudit(tx, actor, now, optimizationAuditWrite("update", before, after));
      return after;
    });
  }

  let started: DataOptimizationRow | undefined;
  const { name } = await requireOptimizationRow(deps.db, companyId, id);
  const jobId = await deps.jobs.enqueue(
    {
      companyId,
      kind: "dataOptimization",
      input: { dataOptimizationId: id },
      description: `Optimize ${name}`,
      relatedEntityId: id,
      startedBy: { name: actor.name, userId: actor.kind === "user" ? actor.userId : null },
      actor,
    },
    async (tx) => {
      const { before, profileId, steps } = await choose(tx);
      if (profileId === null || steps === undefined) {
        throw AppError.field("optimizationMethod", OPTIMIZATION_MESSAGES.chooseProfile);
      }
      if (!(await consumeOptimizationCredit(tx, companyId))) throw AppError.conflict(OPTIMIZATION_MESSAGES.noCredits);
      const now = deps.clock();
      const change = { status: "Ready" as const, profileId, steps, message: "", log: [] };
      started = requireWritten(await updateOptimization(tx, companyId, id, { etag: input.etag }, change, now));
      await recordAudit(tx, actor, now, optimizationAuditWrite("update", before, await toDto(tx, started)));
    },
  );
  await setOptimizationJob(deps.db, companyId, id, jobId);
  const current = await findOptimization(deps.db, companyId, id);
  return toDto(deps.db, requireFound(current ?? started));
}

/** Removes an optimisation read with `etag`, and its files; a run still going finds it gone and stops. */
export async function removeOptimization(deps: Deps, actor: Actor, id: string, etag: string): Promise<void> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  await deps.db.transaction(async (tx) => {
    const before = await toDto(tx, await requireOptimizationRow(tx, actor.companyId, id));
    assertEtag(before, etag);
    requireWritten(await deleteOptimization(tx, actor.companyId, id, etag));
    await recordAudit(tx, actor, deps.clock(), optimizationAuditWrite("delete", before, null));
  });
  await removeOptimizationBlobs(deps, actor.companyId, id);
}

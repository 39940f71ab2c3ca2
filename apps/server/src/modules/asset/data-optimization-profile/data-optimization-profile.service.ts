import type {
  OptimizationProfile,
  OptimizationProfileCreateInput,
  OptimizationProfileList,
  OptimizationProfileUpdateInput,
} from "@atelier/domain/asset/optimization-profile.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { requireAssetFlag } from "../asset-access";
import { profileAuditWrite, toProfileDto } from "./data-optimization-profile.dto";
import {
  deleteProfile,
  findProfile,
  findProfileByName,
  insertProfile,
  listProfileNames,
  listProfiles,
  updateProfile,
} from "./data-optimization-profile.repo";

type Deps = Pick<AppDeps, "db" | "clock">;

export const PROFILE_NAME_TAKEN = "A profile of that name already exists.";

/** The profile of the company, or 404 (another company's is as missing). */
async function readProfile(db: Db, companyId: string, profileId: string): Promise<OptimizationProfile> {
  return toProfileDto(requireFound(await findProfile(db, companyId, profileId)));
}

/** Refuses a name another profile of the company holds (the Optimize menu tells profiles apart by name). */
async function assertNameFree(db: Db, companyId: string, name: string, profileId?: string): Promise<void> {
  const holder = await findProfileByName(db, companyId, name);
  if (holder && holder.id !== profileId) throw AppError.conflict(PROFILE_NAME_TAKEN, "name");
}

export async function listCompanyProfiles(deps: Deps, actor: Actor): Promise<OptimizationProfileList> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  return { items: (await listProfiles(deps.db, actor.companyId)).map(toProfileDto) };
}

export async function getProfile(deps: Deps, actor: Actor, profileId: string): Promise<OptimizationProfile> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  return readProfile(deps.db, actor.companyId, profileId);
}

/** The company's profiles as an optimisation offers them: (id, name) by name. */
export function availableProfiles(db: Db, companyId: string): Promise<{ id: string; name: string }[]> {
  return listProfileNames(db, companyId);
}

/** The steps of the company's profile `profileId`, or undefined when it has none of that id. */
export async function profileSteps(db: Db, companyId: string, profileId: string) {
  return (await findProfile(db, companyId, profileId))?.steps;
}

export async function createProfile(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof OptimizationProfileCreateInput>,
): Promise<OptimizationProfile> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  return deps.db.transaction(async (tx) => {
    await assertNameFree(tx, actor.companyId, input.name);
    const now = deps.clock();
    const values = { name: input.name, description: input.description, steps: input.profileJson };
    const dto = toProfileDto(await insertProfile(tx, actor.companyId, values, writtenBy(actor), now));
    await recordAudit(tx, actor, now, profileAuditWrite("create", null, dto));
    return dto;
  });
}

/** Writes name, description and steps if the etag read is still current; 404, then 412. */
export async function changeProfile(
  deps: Deps,
  actor: Actor,
  profileId: string,
  input: z.output<typeof OptimizationProfileUpdateInput>,
): Promise<OptimizationProfile> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  return deps.db.transaction(async (tx) => {
    const before = await readProfile(tx, actor.companyId, profileId);
    assertEtag(before, input.etag);
    await assertNameFree(tx, actor.companyId, input.name, profileId);
    const now = deps.clock();
    const values = { name: input.name, description: input.description, steps: input.profileJson };
    const row = requireWritten(
      await updateProfile(tx, actor.companyId, profileId, input.etag, values, writtenBy(actor), now),
    );
    const after = toProfileDto(row);
    await recordAudit(tx, actor, now, profileAuditWrite("update", before, after));
    return after;
  });
}

/** Removes a profile read with `etag`; optimisations that chose it keep the steps they ran with. */
export async function removeProfile(deps: Deps, actor: Actor, profileId: string, etag: string): Promise<void> {
  await requireAssetFlag(deps, actor, "optimizeAssets");
  await deps.db.transaction(async (tx) => {
    const before = await readProfile(tx, actor.companyId, profileId);
    assertEtag(before, etag);
    if (!(await deleteProfile(tx, actor.companyId, profileId, etag))) requireWritten(undefined);
    await recordAudit(tx, actor, deps.clock(), profileAuditWrite("delete", before, null));
  });
}

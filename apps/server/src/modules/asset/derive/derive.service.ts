import type { AssetLightmapInput, AssetMaskInput } from "@atelier/domain/asset/asset.schema";
import {
  ASSET_MAX_PIXELS,
  ASSET_MESSAGES,
  type AssetDerivationStarted,
  LIGHTMAP_STRENGTHS,
} from "@atelier/domain/asset/asset.schema";
import { assetSuffixOf, derivedAssetName } from "@atelier/domain/asset/asset-names";
import type { JobKind } from "@atelier/domain/shared/job.schema";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { findAssetRow } from "../asset/asset.service";
import { requireAssetFlag } from "../asset-access";
import { DERIVABLE_TYPES, type DeriveJobInput } from "./derive-job-input";
import { DERIVE_MESSAGES } from "./derive-messages";

/**
 * Checks that `name` is a base image of the caller's company that a mask or lightmap can be made from:
 * 404 when there is no such asset (another company's included), 400 when it is not a raster image, is
 * itself a Mask, Lightmap or Overlay, or has more than ASSET_MAX_PIXELS pixels.
 */
async function requireDerivableImage(deps: Pick<AppDeps, "db">, actor: Actor, name: string): Promise<void> {
  await requireAssetFlag(deps, actor, "manageAssets");
  const row = await findAssetRow(deps, actor.companyId, name);
  if (!row) throw AppError.notFound(ASSET_MESSAGES.notFound);
  if (!DERIVABLE_TYPES.includes(row.contentType)) throw AppError.field("name", ASSET_MESSAGES.notAnImage);
  if (assetSuffixOf(name) !== null) throw AppError.field("name", DERIVE_MESSAGES.notBaseImage);
  if ((row.width ?? 0) * (row.height ?? 0) > ASSET_MAX_PIXELS)
    throw AppError.field("name", ASSET_MESSAGES.tooManyPixels);
}

/** Who the job writes the result as: the caller, recorded in the job's input. */
function writerOf(actor: Actor): DeriveJobInput["by"] {
  if (actor.kind === "apiKey") return { kind: "apiKey", id: actor.apiKeyId };
  if (actor.kind === "user") return { kind: "user", id: actor.userId };
  throw AppError.forbidden();
}

async function start(
  deps: AppDeps,
  actor: Actor,
  kind: JobKind,
  input: DeriveJobInput,
  description: string,
  resultName: string,
): Promise<AssetDerivationStarted> {
  const jobId = await deps.jobs.enqueue({
    companyId: actor.companyId,
    kind,
    input: { ...input },
    description,
    relatedEntityId: input.name,
    startedBy: { name: actor.name, userId: actor.kind === "user" ? actor.userId : null },
    actor,
  });
  return { jobId, name: resultName };
}

/** `POST asset/mask`: queues the job that makes `{base}.Mask.png` from the image. */
export async function startAssetMask(
  deps: AppDeps,
  actor: Actor,
  input: AssetMaskInput,
): Promise<AssetDerivationStarted> {
  await requireDerivableImage(deps, actor, input.name);
  const by = writerOf(actor);
  const description = DERIVE_MESSAGES.maskDescription(input.name);
  return start(deps, actor, "assetMask", { name: input.name, by }, description, derivedAssetName(input.name, "Mask"));
}

/** `POST asset/lightmap`: queues the job that makes `{base}.Lightmap.png` from the image with a strength pair. */
export async function startAssetLightmap(
  deps: AppDeps,
  actor: Actor,
  input: AssetLightmapInput,
): Promise<AssetDerivationStarted> {
  await requireDerivableImage(deps, actor, input.name);
  const { name, strength, gamma } = input;
  const pair = LIGHTMAP_STRENGTHS.find((p) => p.strength === strength && p.gamma === gamma);
  const label = pair?.label ?? `(${strength}, ${gamma})`;
  const job = { name, strength, gamma, by: writerOf(actor) };
  const description = DERIVE_MESSAGES.lightmapDescription(name, label);
  return start(deps, actor, "assetLightmap", job, description, derivedAssetName(name, "Lightmap"));
}

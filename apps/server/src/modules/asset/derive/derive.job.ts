import { ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import { derivedAssetName } from "@atelier/domain/asset/asset-names";
import { MINUTE } from "../../../clock";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { type JobContext, JobFailure, type JobHandler, type JobOptions } from "../../../jobs/job-queue";
import { readAssetContent, saveAssetContent } from "../asset/asset.service";
import { type DecodedImage, decodeImage, encodeGreyPng, ImageDecodeError } from "./derive-image";
import { DERIVABLE_TYPES, DeriveJobInput, jobWriter } from "./derive-job-input";
import { DERIVE_MESSAGES, hexColour, MASK_WARNING_TEXTS } from "./derive-messages";
import type { MaskResult } from "./mask-algorithm";
import type { PixelTask } from "./pixel-task";
import { PixelWorkError, pixelWorkerOf } from "./pixel-worker";
import type { GreyImage, RawImage } from "./raw-image";

/** A mask or lightmap of the largest image takes seconds; past this something is wrong. */
const DERIVE_TIME_LIMIT_MS = 5 * MINUTE;
const OPTIONS: JobOptions = { timeLimitMs: DERIVE_TIME_LIMIT_MS };

/** The job's image, decoded (JobFailure when gone, no longer an image, or unreadable). */
async function readImage(deps: AppDeps, context: JobContext, name: string): Promise<DecodedImage> {
  await context.progress(0, DERIVE_MESSAGES.reading);
  const found = await readAssetContent(deps, context.job.companyId, name);
  if (!found) throw new JobFailure(DERIVE_MESSAGES.sourceGone);
  if (!DERIVABLE_TYPES.includes(found.asset.contentType)) throw new JobFailure(ASSET_MESSAGES.notAnImage);
  try {
    const decoded = await decodeImage(found.body);
    const { image, shown } = decoded;
    if (image.width !== shown.width || image.height !== shown.height) {
      await context.log(DERIVE_MESSAGES.reduced(image.width, image.height));
    }
    return decoded;
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new JobFailure(error.message, { cause: error });
    throw error;
  }
}

/** Runs the pixel work in the app's pixel worker; a worker that fails ends the job with a readable message. */
async function inWorker(deps: AppDeps, context: JobContext, task: PixelTask) {
  await context.progress(20, DERIVE_MESSAGES.working);
  try {
    return await pixelWorkerOf(deps).run(task, context.signal);
  } catch (error) {
    if (error instanceof PixelWorkError)
      throw new JobFailure(DERIVE_MESSAGES.workerFailed(error.message), { cause: error });
    throw error;
  }
}

async function maskOf(deps: AppDeps, context: JobContext, image: RawImage): Promise<MaskResult> {
  const answer = await inWorker(deps, context, { kind: "mask", image });
  if (answer.kind !== "mask") throw new JobFailure(DERIVE_MESSAGES.workerFailed("a lightmap came back for a mask"));
  return answer.result;
}

async function lightmapOf(deps: AppDeps, context: JobContext, image: RawImage, strength: number, gamma: number) {
  const answer = await inWorker(deps, context, { kind: "lightmap", image, strength, gamma });
  if (answer.kind !== "lightmap") throw new JobFailure(DERIVE_MESSAGES.workerFailed("a mask came back for a lightmap"));
  return answer.grey;
}

/** Encodes the result at the image's size and stores it as `target`, written by whoever asked. */
async function saveResult(
  deps: AppDeps,
  context: JobContext,
  input: DeriveJobInput,
  result: { grey: GreyImage; shown: DecodedImage["shown"]; target: string },
): Promise<void> {
  if (context.signal.aborted) throw context.signal.reason;
  await context.progress(80, DERIVE_MESSAGES.saving);
  const png = await encodeGreyPng(result.grey, result.shown);
  try {
    await saveAssetContent(deps, jobWriter(context.job, input.by), result.target, png);
  } catch (error) {
    if (error instanceof AppError) throw new JobFailure(error.message, { cause: error });
    throw error;
  }
  await context.progress(100);
}

/** assetMask: the mask of an image as `{base}.Mask.png`; a success whose message warns when it may be wrong. */
export function assetMaskJob(deps: AppDeps): { handler: JobHandler; options: JobOptions } {
  const handler: JobHandler = async (context) => {
    const input = DeriveJobInput.parse(context.input);
    const { image, shown } = await readImage(deps, context, input.name);
    const result = await maskOf(deps, context, image);
    if (result.method === "alpha") await context.log(DERIVE_MESSAGES.usedAlpha);
    else await context.log(DERIVE_MESSAGES.usedBackground(result.background.map(hexColour)));
    await context.log(DERIVE_MESSAGES.coverage(Math.round(result.coverage * 1000) / 10));
    for (const warning of result.warnings) await context.log(MASK_WARNING_TEXTS[warning], "warn");
    const target = derivedAssetName(input.name, "Mask");
    await saveResult(deps, context, input, { grey: result.mask, shown, target });
    return result.warnings.length > 0 ? DERIVE_MESSAGES.maskUnreliable(target) : DERIVE_MESSAGES.maskSaved(target);
  };
  return { handler, options: OPTIONS };
}

/** assetLightmap: the lightmap of an image with a (strength, gamma) pair as `{base}.Lightmap.png`. */
export function assetLightmapJob(deps: AppDeps): { handler: JobHandler; options: JobOptions } {
  const handler: JobHandler = async (context) => {
    const input = DeriveJobInput.parse(context.input);
    const strength = input.strength ?? 0;
    const gamma = input.gamma ?? 1;
    const { image, shown } = await readImage(deps, context, input.name);
    await context.log(DERIVE_MESSAGES.lightmapCurve(strength, gamma));
    const grey = await lightmapOf(deps, context, image, strength, gamma);
    const target = derivedAssetName(input.name, "Lightmap");
    await saveResult(deps, context, input, { grey, shown, target });
    return DERIVE_MESSAGES.lightmapSaved(target);
  };
  return { handler, options: OPTIONS };
}

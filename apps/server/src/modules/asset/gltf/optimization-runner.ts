import {
  type ModelFigures,
  OPTIMIZATION_MESSAGES,
  type OptimizationLogLine,
  type ValidatorReport,
} from "@atelier/domain/asset/optimization.schema";
import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import type { Document, ILogger } from "@gltf-transform/core";
import { openGltfIO } from "./gltf-io";
import { validateGlb, validateGltf } from "./gltf-validation";
import { modelFigures } from "./model-figures";
import { glbFile, type ModelFile, modelBaseName, totalSize, writeGlbFile, writeGltfFiles } from "./model-files";
import { applyStep, type ModelStep, stepLabel } from "./optimization-steps";

export interface OptimizationInput {
  /** The uploaded GLB. */
  source: Uint8Array;
  /** The uploaded file's name: the result's names come from it. */
  fileName: string;
  /** The profile's steps, in order, with one SaveAs. */
  steps: readonly OptimizationStep[];
  /** Checked between steps: once aborted, the run stops with its reason. */
  signal?: AbortSignal;
  /** Called with each log line as it is written (the job's log). */
  onLog?: (line: OptimizationLogLine) => void | Promise<void>;
  clock?: () => Date;
}

export interface OptimizationOutput {
  /** The main file first (.glb, or .gltf then its buffers and images). */
  files: ModelFile[];
  before: ModelFigures;
  after: ModelFigures;
  validator: ValidatorReport;
  log: OptimizationLogLine[];
}

/** A run that ended without a result: the detail after 'Conversion failed', the log, and what was known. */
export class OptimizationFailure extends Error {
  constructor(
    message: string,
    readonly log: OptimizationLogLine[],
    readonly before: ModelFigures | null,
    readonly validator: ValidatorReport | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "OptimizationFailure";
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (start: number) => `${Math.round(performance.now() - start)} ms`;

/** 'Conversion failed: detail', as the optimisation's message says it. */
export const conversionFailed = (detail: string) => `${OPTIMIZATION_MESSAGES.conversionFailed}: ${detail}`;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Optimises one GLB (docs/decisions/asset-optimization-steps.md): reads it with glTF Transform, runs the
 * steps one at a time, each written out and checked with the Khronos validator (its size and time logged),
 * then writes the result as the SaveAs step says and checks it again. Ends with the files, the figures
 * before and after and the last report; throws OptimizationFailure when the model cannot be read, a step
 * throws, a step's output has validator errors, or the signal aborts.
 */
export async function runOptimization(input: OptimizationInput): Promise<OptimizationOutput> {
  const clock = input.clock ?? (() => new Date());
  const lines: OptimizationLogLine[] = [];
  const write = async (text: string, level: OptimizationLogLine["level"] = "info") => {
    const line = { at: clock().toISOString(), level, text };
    lines.push(line);
    await input.onLog?.(line);
  };
  const pending: Promise<void>[] = [];
  const logger: ILogger = {
    debug() {},
    info() {},
    warn: (text) => void pending.push(write(text, "warn")),
    error: (text) => void pending.push(write(text, "error")),
  };
  const fail = async (detail: string, before: ModelFigures | null, report: ValidatorReport | null, cause?: unknown) => {
    await Promise.all(pending);
    await write(detail, "error");
    return new OptimizationFailure(detail, lines, before, report, { cause });
  };

  const saveAs = input.steps.find((step) => step.type === "SaveAs");
  if (!saveAs) throw await fail("The profile has no SaveAs step.", null, null);
  const base = modelBaseName(input.fileName);
  const io = await openGltfIO(logger);

  let document: Document;
  let started = performance.now();
  try {
    document = await io.readBinary(input.source);
  } catch (error) {
    throw await fail(`The model could not be read: ${errorText(error)}`, null, null, error);
  }
  const before = modelFigures(document, input.source.byteLength);
  let report: ValidatorReport = await validateGlb(input.source);
  await write(
    `Read ${input.fileName}: ${kb(before.size)}, ${before.vertices} vertices, ${before.textures} textures, ${report.errors} validator errors in ${ms(started)}`,
    report.errors > 0 ? "warn" : "info",
  );

  let glb: Uint8Array | undefined;
  let errorsSoFar = report.errors;
  for (const step of input.steps) {
    if (step.type === "SaveAs") continue;
    if (input.signal?.aborted) throw await fail(`Stopped before ${stepLabel(step)}.`, before, report);
    started = performance.now();
    try {
      await applyStep(document, step as ModelStep);
      glb = await io.writeBinary(document);
      report = await validateGlb(glb);
    } catch (error) {
      throw await fail(`${stepLabel(step)} failed: ${errorText(error)}`, before, report, error);
    }
    await Promise.all(pending);
    const errorsBefore = errorsSoFar;
    errorsSoFar = report.errors;
    await write(`${stepLabel(step)}: ${kb(glb.byteLength)} in ${ms(started)}, ${report.errors} validator errors`);
    // A step is blamed when it adds errors; errors the upload had already are judged on the result.
    if (report.errors > errorsBefore) {
      throw await fail(`${stepLabel(step)} made a model with validator errors.`, before, report);
    }
  }

  started = performance.now();
  let files: ModelFile[];
  try {
    if (saveAs.as === "Glb") {
      // The last step's output is the result: written and checked already.
      const file = glb ? glbFile(base, glb) : await writeGlbFile(io, document, base);
      report = glb ? report : await validateGlb(file.bytes);
      files = [file];
    } else {
      files = await writeGltfFiles(io, document, base);
      const [main, ...resources] = files;
      report = await validateGltf(
        main?.bytes ?? new Uint8Array(),
        new Map(resources.map((file) => [file.name, file.bytes])),
      );
    }
  } catch (error) {
    throw await fail(`${stepLabel(saveAs)} failed: ${errorText(error)}`, before, report, error);
  }
  const after = modelFigures(document, totalSize(files));
  await Promise.all(pending);
  await write(
    `${stepLabel(saveAs)}: ${files.map((file) => file.name).join(", ")}, ${kb(after.size)} in ${ms(started)}; validator: ${report.errors} errors, ${report.warnings} warnings, ${report.infos} infos`,
  );
  if (report.errors > 0) throw await fail(`The ${saveAs.as} output has validator errors.`, before, report);
  return { files, before, after, validator: report, log: lines };
}

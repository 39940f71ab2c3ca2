import { z } from "zod";
import { etagField } from "../shared/entity-fields";
import { storableText } from "../shared/fields";

/** The largest GLB an optimisation takes (docs/decisions/asset-limits.md). */
export const OPTIMIZATION_MAX_BYTES = 100 * 1024 * 1024;
/** How often the list and the details poll a running optimisation (part 3 section 9). */
export const OPTIMIZATION_POLL_MS = 2000;

/** An optimisation's life (part 3 section 4): Created, Ready (shown as queueing), Processing, Success or Exception. */
export const OPTIMIZATION_STATUSES = ["Created", "Ready", "Processing", "Success", "Exception"] as const;
export const OptimizationStatus = z.enum(OPTIMIZATION_STATUSES);
export type OptimizationStatus = z.infer<typeof OptimizationStatus>;

export const OPTIMIZATION_MESSAGES = {
  /** Part 3: an optimization exception shows it, with a View details link. */
  conversionFailed: "Conversion failed",
  notEnabled: "3D optimisation is not enabled for this company.",
  noCredits: "The company has no optimisation credits left.",
  notGlb: "The file is not a GLB model.",
  chooseProfile: "Choose an optimization profile first.",
  notStartable: "Only an optimisation that has not run yet can be started.",
  notApprovable: "Only a successful optimisation can be approved.",
} as const;

/** Figures of a model, before or after. */
export const ModelFigures = z.object({
  size: z.number().int(),
  vertices: z.number().int(),
  triangles: z.number().int(),
  meshes: z.number().int(),
  textures: z.number().int(),
  /** Bytes of all textures. */
  textureBytes: z.number().int(),
});
export type ModelFigures = z.infer<typeof ModelFigures>;

/** The Khronos validator's report, summarised: counts and the first messages. */
export const ValidatorReport = z.object({
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
  messages: z.array(
    z.object({ code: z.string(), message: z.string(), severity: z.number().int(), pointer: z.string() }),
  ),
});
export type ValidatorReport = z.infer<typeof ValidatorReport>;

export const OptimizationLogLine = z.object({
  at: z.string(),
  level: z.enum(["info", "warn", "error"]),
  text: z.string(),
});
export type OptimizationLogLine = z.infer<typeof OptimizationLogLine>;

/**
 * The spec's Optimization entity. optimizationMethod is the chosen profile's id; resultUrl and previewUrl
 * address the input and the output below the API (null until there is one).
 */
export const Optimization = z.object({
  dataOptimizationId: z.string(),
  name: z.string(),
  status: OptimizationStatus,
  created: z.string(),
  createdBy: z.string(),
  optimizationMethod: z.string().nullable(),
  availableOptimizationMethods: z.array(z.object({ id: z.string(), name: z.string() })),
  message: z.string(),
  /** The optimised file (`GET dataoptimization/{id}/result`), once Success. */
  resultUrl: z.string().nullable(),
  /** The uploaded file (`GET dataoptimization/{id}/source`). */
  previewUrl: z.string(),
  log: z.array(OptimizationLogLine),
  before: ModelFigures.nullable(),
  after: ModelFigures.nullable(),
  validator: ValidatorReport.nullable(),
  etag: z.string(),
});
export type Optimization = z.infer<typeof Optimization>;

export const OptimizationList = z.object({ items: z.array(Optimization.omit({ log: true, validator: true })) });
export type OptimizationList = z.infer<typeof OptimizationList>;

/** `PUT dataoptimization/{id}`: choose a profile, and start with status Ready (Optimize). */
export const OptimizationUpdateInput = z.object({
  optimizationMethod: storableText(64, "Optimization profile").nullable(),
  status: z.enum(["Created", "Ready"]).default("Created"),
  etag: etagField(),
});
export type OptimizationUpdateInput = z.infer<typeof OptimizationUpdateInput>;

/** `POST dataoptimization/{id}/approve`: the library folder the result goes to ('' for the top). */
export const OptimizationApproveInput = z.object({ folder: storableText(300, "Folder").default("") });
export type OptimizationApproveInput = z.infer<typeof OptimizationApproveInput>;

/** The answer of approve: the asset names written into the library. */
export const OptimizationApproveResult = z.object({ count: z.number().int(), names: z.array(z.string()) });
export type OptimizationApproveResult = z.infer<typeof OptimizationApproveResult>;

import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { JobsBladeKind } from "./jobs-blades";

/** The components of the jobs area's blade kinds (jobs-blades.ts), each loaded on its first open. */
export const JOBS_BLADE_COMPONENTS = {
  Operations: lazyBlade(() => import("./operations/operations.blade").then((m) => m.OperationsBlade)),
  Log: lazyBlade(() => import("./log/log.blade").then((m) => m.LogBlade)),
} satisfies Record<JobsBladeKind, BladeComponent>;

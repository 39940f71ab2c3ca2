import { bladeKind } from "../../app/workspace/blade-kind";

/** The jobs area's blade kinds: the Operations list (the sidebar's 'Operation Logs') and a job's log. */
export const JOBS_BLADES = {
  Operations: bladeKind("Operation Logs", { size: "large", singleton: true }),
  Log: bladeKind("Job Log", { size: "xlarge" }),
};

export type JobsBladeKind = keyof typeof JOBS_BLADES;

import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the jobs area's blades. */
export const jobsLinks = {
  operations: (): BladeLink => bladeLink("Operations", "list"),
  log: ({ jobId }: { jobId: string }): BladeLink => bladeLink("Log", "edit", jobId),
};

import { describe, expect, it } from "vitest";
import { JOB_STATUSES, JobListQuery, jobStatusWord } from "./job.schema";

describe("jobStatusWord", () => {
  it("shows NotYetRunning as Waiting, DoneFailure as Failed and the others raw (spec part 3, 4)", () => {
    expect(JOB_STATUSES.map(jobStatusWord)).toEqual([
      "Waiting",
      "Running",
      "DoneSuccess",
      "Failed",
      "DoneException",
      "Cancelled",
    ]);
  });
});

describe("JobListQuery", () => {
  it("pages 25 from the start by default and refuses unknown statuses and kinds with a message", () => {
    expect(JobListQuery.parse({})).toEqual({ take: 25, skip: 0 });
    expect(JobListQuery.parse({ take: "10", skip: "20", status: "Running" })).toEqual({
      take: 10,
      skip: 20,
      status: "Running",
    });
    const refused = JobListQuery.safeParse({ status: "Done", kind: "other" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["status", "Status must be one of NotYetRunning, Running, DoneSuccess, DoneFailure, DoneException, Cancelled."],
      ["kind", "Kind must be one of copyInstance, assetMask, assetLightmap, dataOptimization, dataImport."],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { durationWords, JOB_MESSAGES } from "./job-messages";
import { failedOutcome, JobFailure, retryDelayMs } from "./job-outcome";

const policy = { attempts: 5, baseDelayMs: 1000 };
const now = new Date("2025-03-01T10:00:00.000Z");

describe("retryDelayMs (exponential backoff with full jitter)", () => {
  it("draws from 0 up to base * 2^(attempt - 1), capped at an hour", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(policy, attempt, () => 0.999999))).toEqual([
      999, 1999, 3999, 7999,
    ]);
    expect(retryDelayMs(policy, 3, () => 0)).toBe(0);
    expect(retryDelayMs(policy, 3, () => 0.5)).toBe(2000);
    expect(retryDelayMs(policy, 40, () => 0.5)).toBe(1_800_000);
  });
});

describe("failedOutcome", () => {
  const options = { timeLimitMs: 2 * 60_000, retry: { attempts: 3, baseDelayMs: 1000 } };

  it("retries unexpected errors and retryable failures while attempts are left", () => {
    const outcome = failedOutcome(new Error("reset"), undefined, { attempts: 1 }, options, now, () => 0.5);
    expect(outcome).toEqual({
      kind: "retry",
      runAfter: new Date("2025-03-01T10:00:00.500Z"),
      message: JOB_MESSAGES.retrying(1, 3, JOB_MESSAGES.failed, "1 second"),
      line: {
        at: now.toISOString(),
        text: JOB_MESSAGES.retrying(1, 3, JOB_MESSAGES.failed, "1 second"),
        level: "warn",
      },
    });
    const retryable = new JobFailure("Busy.", { retryable: true });
    expect(failedOutcome(retryable, undefined, { attempts: 2 }, options, now).kind).toBe("retry");
    expect(failedOutcome(retryable, undefined, { attempts: 3 }, options, now)).toMatchObject({
      kind: "end",
      end: { status: "DoneFailure", message: "Busy." },
    });
  });

  it("does not retry plain failures, AppErrors, nor stops", () => {
    for (const error of [new JobFailure("No."), new AppError(400, "No.")]) {
      expect(failedOutcome(error, undefined, { attempts: 1 }, options, now)).toMatchObject({
        end: { status: "DoneFailure", message: "No." },
      });
    }
    expect(failedOutcome(new Error(), "cancel", { attempts: 1 }, options, now)).toMatchObject({
      end: { status: "Cancelled", message: JOB_MESSAGES.cancelled },
    });
    expect(failedOutcome(new Error(), "timeLimit", { attempts: 1 }, options, now)).toMatchObject({
      end: { status: "DoneFailure", message: "Stopped: the job ran longer than its limit of 2 minutes." },
    });
    expect(failedOutcome(new Error(), "shutdown", { attempts: 1 }, options, now)).toMatchObject({
      end: { status: "DoneFailure", message: JOB_MESSAGES.serverStopping },
    });
  });

  it("ends an unexpected error without retries DoneException with the generic message", () => {
    expect(failedOutcome(new Error("SQL!"), undefined, { attempts: 1 }, { timeLimitMs: 1000 }, now)).toMatchObject({
      end: { status: "DoneException", message: JOB_MESSAGES.failed },
    });
  });
});

describe("durationWords", () => {
  it("says minutes from a minute on, else seconds", () => {
    expect([0, 400, 1000, 59_000, 60_000, 90_000, 30 * 60_000].map(durationWords)).toEqual([
      "1 second",
      "1 second",
      "1 second",
      "59 seconds",
      "1 minute",
      "2 minutes",
      "30 minutes",
    ]);
  });
});

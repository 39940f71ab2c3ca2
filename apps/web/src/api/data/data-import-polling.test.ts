import { DATA_IMPORT_POLL_MS } from "@atelier/domain/data/data-import.schema";
import { describe, expect, it } from "vitest";
import { dataImportPollInterval, isDataImportRunning } from "./data-import-polling";

describe("data import polling", () => {
  it.each([
    ["Created", true],
    ["Running", true],
    ["Success", false],
    ["Exception", false],
  ] as const)("a feed %s is running: %s", (status, running) => {
    expect(isDataImportRunning(status)).toBe(running);
    expect(dataImportPollInterval(status)).toBe(running ? DATA_IMPORT_POLL_MS : false);
  });

  it("does not poll a feed not read yet", () => {
    expect(dataImportPollInterval(undefined)).toBe(false);
  });
});

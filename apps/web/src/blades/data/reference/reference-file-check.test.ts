import { REFERENCE_FILE_MAX_BYTES } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { REFERENCE_FILE_ACCEPT, referenceFileRefusal, refusedReferenceFile } from "./reference-file-check";

describe("referenceFileRefusal", () => {
  it.each([
    ["colours.csv", 10],
    ["Colours.XLSX", 10],
    ["edge.csv", REFERENCE_FILE_MAX_BYTES],
  ])("takes %s of %i bytes", (name, size) => {
    expect(referenceFileRefusal({ name, size })).toBeNull();
  });

  it.each(["colours.xls", "colours.txt", "colours", "csv"])("refuses the name %s", (name) => {
    expect(referenceFileRefusal({ name, size: 10 })).toBe(`${name} is not an .xlsx or .csv file.`);
  });

  it("refuses a file over the size limit", () => {
    expect(referenceFileRefusal({ name: "big.csv", size: REFERENCE_FILE_MAX_BYTES + 1 })).toBe(
      "big.csv is larger than 20.0 MB.",
    );
  });

  it("offers the extensions the server takes", () => {
    expect(REFERENCE_FILE_ACCEPT).toBe(".xlsx,.csv");
  });
});

describe("refusedReferenceFile", () => {
  it("is a failed call (400) with the refusal as its message, so callouts show it", () => {
    const refusal = refusedReferenceFile({ name: "colours.txt", size: 10 });
    expect(refusal?.status).toBe(400);
    expect(refusal?.messages).toEqual(["colours.txt is not an .xlsx or .csv file."]);
  });

  it("is null for a file that may be sent", () => {
    expect(refusedReferenceFile({ name: "colours.csv", size: 10 })).toBeNull();
  });
});

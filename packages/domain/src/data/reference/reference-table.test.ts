import { describe, expect, it } from "vitest";
import { REFERENCE_DATA_MESSAGES, REFERENCE_FILE_MAX_COLUMNS, REFERENCE_FILE_MAX_ROWS } from "../reference-data.schema";
import { REFERENCE_FILE_MESSAGES } from "./reference-file-messages";
import { readReferenceTable } from "./reference-table";

describe("readReferenceTable", () => {
  it("reads the first row as the header (trimmed) and the others as data, blank rows left out", () => {
    const result = readReferenceTable([[" Code ", "Text"], ["RED", "Rouge"], ["", "  "], ["BLUE", ""], ["GREEN"]]);
    expect(result).toEqual({
      ok: true,
      header: ["Code", "Text"],
      rows: [
        { _type: "header", cells: ["Code", "Text"] },
        { _type: "data", cells: ["RED", "Rouge"] },
        { _type: "data", cells: ["BLUE"] },
        { _type: "data", cells: ["GREEN"] },
      ],
    });
  });

  it("keeps an empty cell before a filled one, and ignores empty cells past the last name", () => {
    const result = readReferenceTable([
      ["A", "B", "C", ""],
      ["", "x", "", ""],
    ]);
    expect(result).toMatchObject({ ok: true, header: ["A", "B", "C"], rows: [{}, { cells: ["", "x"] }] });
  });

  it.each([
    ["no rows at all", []],
    [
      "a blank first row",
      [
        ["", " "],
        ["RED", "Rouge"],
      ],
    ],
    [
      "a gap in the header",
      [
        ["Code", "", "Text"],
        ["RED", "", "Rouge"],
      ],
    ],
    ["a value under no name", [["Code"], ["RED", "Rouge"]]],
    [
      "duplicate names",
      [
        ["Code", "code "],
        ["RED", "Rouge"],
      ],
    ],
  ])("refuses %s with the spec's message", (_case, cells) => {
    expect(readReferenceTable(cells)).toEqual({ ok: false, message: REFERENCE_DATA_MESSAGES.missingHeader });
  });

  it("refuses more columns or data rows than the limits", () => {
    const wide = [Array.from({ length: REFERENCE_FILE_MAX_COLUMNS + 1 }, (_, i) => `C${i}`)];
    expect(readReferenceTable(wide)).toEqual({ ok: false, message: REFERENCE_FILE_MESSAGES.tooManyColumns });
    const long = [["Code"], ...Array.from({ length: REFERENCE_FILE_MAX_ROWS + 1 }, (_, i) => [`R${i}`])];
    expect(readReferenceTable(long)).toEqual({ ok: false, message: REFERENCE_FILE_MESSAGES.tooManyRows });
    const full = [["Code"], ...Array.from({ length: REFERENCE_FILE_MAX_ROWS }, (_, i) => [`R${i}`])];
    expect(readReferenceTable(full).ok).toBe(true);
  });
});

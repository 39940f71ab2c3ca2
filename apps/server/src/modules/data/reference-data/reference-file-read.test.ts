import { REFERENCE_DATA_MESSAGES } from "@atelier/domain/data/reference-data.schema";
import { describe, expect, it } from "vitest";
import { xlsx, zipOfText } from "./reference-data.fixtures";
import { CSV_MIME_TYPE, readReferenceFile, XLSX_MIME_TYPE } from "./reference-file-read";
import { zipEntries } from "./reference-file-zip";

const cellsOf = (bytes: Buffer) => {
  const read = readReferenceFile(bytes);
  if (!read.ok) throw new Error(read.message);
  return { mimeType: read.mimeType, cells: read.rows.map((row) => row.cells) };
};

describe("readReferenceFile", () => {
  it.each([
    ["commas", "Code,Name\nRED,Red"],
    ["semicolons", "Code;Name\nRED;Red"],
    ["tabs", "Code\tName\nRED\tRed"],
    ["a byte-order mark and CRLF", "\uFEFFCode,Name\r\nRED,Red\r\n"],
    ["quoted cells", '"Code","Name"\n"RED","Red"'],
  ])("reads a CSV with %s", (_case, text) => {
    expect(cellsOf(Buffer.from(text))).toEqual({
      mimeType: CSV_MIME_TYPE,
      cells: [
        ["Code", "Name"],
        ["RED", "Red"],
      ],
    });
  });

  it("reads an xlsx's first sheet from A1, numbers as shown", () => {
    expect(
      cellsOf(
        xlsx([
          ["Code", "Size"],
          ["RED", 10.5],
        ]),
      ),
    ).toEqual({
      mimeType: XLSX_MIME_TYPE,
      cells: [
        ["Code", "Size"],
        ["RED", "10.5"],
      ],
    });
    expect(readReferenceFile(xlsx([[], ["RED", "Red"]]))).toEqual({
      ok: false,
      message: REFERENCE_DATA_MESSAGES.missingHeader,
    });
  });

  it("refuses a zip that is no workbook, and bytes that are not text", async () => {
    const notSpreadsheet = { ok: false, message: REFERENCE_DATA_MESSAGES.notSpreadsheet };
    expect(readReferenceFile(await zipOfText())).toEqual(notSpreadsheet);
    expect(readReferenceFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual(notSpreadsheet);
    expect(readReferenceFile(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toEqual(notSpreadsheet);
  });
});

describe("zipEntries", () => {
  it("lists a zip's entries with their inflated sizes, and nothing for other bytes", async () => {
    expect(zipEntries(await zipOfText())).toEqual([{ name: "notes.txt", size: 5 }]);
    expect(zipEntries(Buffer.from("not a zip at all, just some text"))).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { csvCell, csvText, stampedFileName } from "./csv-text";

describe("csvCell", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1", "'+1"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", '"\'\rx"'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["", ""],
    ["a=b", "a=b"],
  ])("writes %j as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes numbers, booleans and missing values plainly", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvText", () => {
  it("writes the header and rows with CRLF line ends", () => {
    expect(
      csvText(
        ["Product", "Count"],
        [
          ["=A", 3],
          ["B,C", 1],
        ],
      ),
    ).toBe('Product,Count\r\n\'=A,3\r\n"B,C",1\r\n');
  });
});

describe("stampedFileName", () => {
  it("stamps the name with the local date and time", () => {
    expect(stampedFileName("top-products", "csv", new Date(2026, 10, 26, 9, 5, 7))).toBe(
      "top-products-2026-11-26-09-05-07.csv",
    );
  });
});

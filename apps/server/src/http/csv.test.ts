import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { csvText, csvWriter } from "./csv";

const DANGEROUS = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR", "＝1", "＋1", "－1", "＠x"];

describe("csv", () => {
  it.each(DANGEROUS)("neutralises a cell starting with a formula sign: %j", (cell) => {
    const written = csvText([[cell]]);
    expect(written.replace(/^"|"?\n$/g, "").startsWith(`'${cell[0]}`)).toBe(true);
  });

  it("leaves ordinary cells as they are, quoting delimiters and quotes", () => {
    expect(csvText([["plain", "a,b", 'say "hi"', "", "1-2"]], ["A", "B", "C", "D", "E"])).toBe(
      'A,B,C,D,E\nplain,"a,b","say ""hi""",,1-2\n',
    );
  });

  it("streams with a heading row, a byte order mark when asked, and the same escaping", async () => {
    const writer = csvWriter(["Name", "Value"], { bom: true });
    const written = (await buffer(Readable.from([["x", "=HYPERLINK(1)"]]).pipe(writer))).toString("utf8");
    expect(written).toBe("\uFEFFName,Value\nx,'=HYPERLINK(1)\n");
  });
});

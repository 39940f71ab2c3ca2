import { describe, expect, it } from "vitest";
import { clipboardBlock, pasteBlock, type TableRow, tableCsv, withCell } from "./table-rows";

function rowMaker(firstId: number) {
  let id = firstId;
  return (): TableRow => ({ id: id++, cells: [] });
}

const table = (...cells: string[][]): TableRow[] => cells.map((row, id) => ({ id, cells: row }));

describe("withCell", () => {
  it("changes one cell and pads a short row", () => {
    expect(withCell(["a", "b"], 1, "x")).toEqual(["a", "x"]);
    expect(withCell(["a"], 3, "x")).toEqual(["a", "", "", "x"]);
  });
});

describe("clipboardBlock", () => {
  it.each([
    ["", []],
    ["one", [["one"]]],
    [
      "a\tb\tc\r\nd\te\tf\r\n",
      [
        ["a", "b", "c"],
        ["d", "e", "f"],
      ],
    ],
    [
      "a\tb\nc\td",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ['"a\tquoted"\t"line\nbreak"\n', [["a\tquoted", "line\nbreak"]]],
    ["a\t\tc\n", [["a", "", "c"]]],
  ])("%j is %j", (text, block) => {
    expect(clipboardBlock(text)).toEqual(block);
  });
});

describe("pasteBlock", () => {
  it("fills the cells to the right and below the position", () => {
    const rows = table(["1", "2", "3"], ["4", "5", "6"]);
    const result = pasteBlock(
      rows,
      3,
      { row: 0, column: 1 },
      [
        ["a", "b"],
        ["c", "d"],
      ],
      rowMaker(10),
    );
    expect(result.rows.map((row) => row.cells)).toEqual([
      ["1", "a", "b"],
      ["4", "c", "d"],
    ]);
    expect(result.clipped).toBe(0);
  });

  it("adds rows past the last one", () => {
    const rows = table(["1", "2"]);
    const result = pasteBlock(
      rows,
      2,
      { row: 0, column: 0 },
      [
        ["a", "b"],
        ["c", "d"],
        ["e", "f"],
      ],
      rowMaker(7),
    );
    expect(result.rows).toEqual([
      { id: 0, cells: ["a", "b"] },
      { id: 7, cells: ["c", "d"] },
      { id: 8, cells: ["e", "f"] },
    ]);
  });

  it("leaves out and counts the cells past the last column", () => {
    const result = pasteBlock(table(["1", "2"]), 2, { row: 0, column: 1 }, [["a", "b", "c"]], rowMaker(1));
    expect(result.rows[0]?.cells).toEqual(["1", "a"]);
    expect(result.clipped).toBe(2);
  });

  it("leaves the rows it was given unchanged", () => {
    const rows = table(["1"]);
    pasteBlock(rows, 1, { row: 0, column: 0 }, [["x"]], rowMaker(1));
    expect(rows[0]?.cells).toEqual(["1"]);
  });
});

describe("tableCsv", () => {
  it("writes the header and the rows, quoting where needed", () => {
    const csv = tableCsv(["Code", "Name"], table(["1", "Plain"], ["2", 'Says "hi", twice'], ["3", "two\nlines"]));
    expect(csv).toBe('Code,Name\r\n1,Plain\r\n2,"Says ""hi"", twice"\r\n3,"two\nlines"');
  });

  it("keeps values that look like formulas as they are", () => {
    expect(tableCsv(["A"], table(["=1+2"], ["-5"]))).toBe("A\r\n=1+2\r\n-5");
  });
});

import { describe, expect, it } from "vitest";
import { parseImageMapping } from "./image-mapping";

const base64 = (text: string) => Buffer.from(text).toString("base64");

describe("parseImageMapping", () => {
  it("reads every row by the header's column names, empty numbers as null", () => {
    const csv =
      "\uFEFFFrom,To,X,Y,SX,SY\nfront-red.svg,front-crimson.svg,10,-2.5,1,\n side-red.svg , side.svg ,,,,0.5\n\n";
    expect(parseImageMapping(base64(csv))).toEqual([
      { from: "front-red.svg", to: "front-crimson.svg", x: 10, y: -2.5, sx: 1, sy: null },
      { from: "side-red.svg", to: "side.svg", x: null, y: null, sx: null, sy: 0.5 },
    ]);
  });

  it("takes the columns in any order and leaves missing number columns null", () => {
    expect(parseImageMapping(base64('to,extra,from\n"a,b.svg",x,c.svg\n'))).toEqual([
      { from: "c.svg", to: "a,b.svg", x: null, y: null, sx: null, sy: null },
    ]);
  });

  it.each([
    ["no file", null],
    ["an empty file", base64("")],
    ["no from column", base64("to,x\na.svg,1\n")],
    ["no to column", base64("from\na.svg\n")],
    ["a number that is not one", base64("from,to,x\na.svg,b.svg,left\n")],
    ["rows of another length", base64("from,to\na.svg,b.svg,c.svg\n")],
    ["an unclosed quote", base64('from,to\n"a.svg,b.svg\n')],
    ["a header only", base64("from,to,x,y,sx,sy\n")],
  ])("answers no entries for %s", (_case, source) => {
    expect(parseImageMapping(source)).toEqual([]);
  });
});

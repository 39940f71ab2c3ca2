import { describe, expect, it } from "vitest";
import { decideContentType, isUtf8Text, withCharset } from "./content-type";
import { parseRange } from "./send-blob";

const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("decideContentType", () => {
  it.each([
    [PNG_HEAD, "logo.txt", "image/png"],
    [Buffer.from("<html><body>x</body></html>"), "index.html", "text/html"],
    [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"],
    [Buffer.from("body { color: red }"), "a.css", "text/css"],
    [Buffer.from("export const a = 1;"), "a.mjs", "text/javascript"],
    [Buffer.from('{"a":1}'), "a.json", "application/json"],
    [Buffer.from("not a picture"), "photo.png", "text/plain"],
    [Buffer.from([0x00, 0x01, 0x02, 0xff]), "data.csv", "application/octet-stream"],
    [Buffer.alloc(0), "empty.csv", "text/csv"],
  ])("%#: decides %s", async (bytes, name, type) => {
    expect(await decideContentType(bytes, name, true)).toBe(type);
  });

  it("allows a character cut at the end of a first part only", () => {
    const cut = Buffer.from("héllo", "utf8").subarray(0, 2);
    expect(isUtf8Text(cut, false)).toBe(true);
    expect(isUtf8Text(cut, true)).toBe(false);
  });

  it("names UTF-8 for text types only", () => {
    expect(withCharset("text/csv")).toBe("text/csv; charset=utf-8");
    expect(withCharset("image/png")).toBe("image/png");
  });
});

describe("parseRange", () => {
  it.each([
    [undefined, 10, undefined],
    ["bytes=0-4", 10, { start: 0, end: 4 }],
    ["bytes=5-", 10, { start: 5, end: 9 }],
    ["bytes=-3", 10, { start: 7, end: 9 }],
    ["bytes=-30", 10, { start: 0, end: 9 }],
    ["bytes=8-50", 10, { start: 8, end: 9 }],
    ["bytes=10-", 10, "unsatisfiable"],
    ["bytes=5-2", 10, "unsatisfiable"],
    ["bytes=-0", 10, "unsatisfiable"],
    ["bytes=0-1,4-5", 10, undefined],
    ["items=0-1", 10, undefined],
    ["bytes=0-0", 0, "unsatisfiable"],
  ])("%j of %i bytes is %j", (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range);
  });
});

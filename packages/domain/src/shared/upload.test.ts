import { describe, expect, it } from "vitest";
import { cleanFileName, FILE_NAME_MAX_LENGTH, fileExtension, isTypeAccepted } from "./upload";

describe("cleanFileName", () => {
  it.each([
    ["logo.png", "logo.png"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\report.pdf", "report.pdf"],
    ["..", "file"],
    ["...", "file"],
    ["", "file"],
    [".env", "env"],
    ["  spaced name.txt  ", "spaced name.txt"],
    ["name.txt.", "name.txt"],
    ["bell\u0007\u0000.txt", "bell.txt"],
    ["evil\u202Egnp.exe", "evilgnp.exe"],
    ['a<b>c:d|e?f*g".txt', "a_b_c_d_e_f_g_.txt"],
    ["Cafe\u0301.txt", "Café.txt"],
  ])("%j is kept as %j", (raw, kept) => {
    expect(cleanFileName(raw)).toBe(kept);
  });

  it("keeps long names' extensions within the limit", () => {
    const cleaned = cleanFileName(`${"é".repeat(500)}.glb`);
    expect(Array.from(cleaned)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(cleaned.endsWith(".glb")).toBe(true);
  });
});

describe("fileExtension and isTypeAccepted", () => {
  it("reads extensions and matches types and families", () => {
    expect(fileExtension("a.tar.GZ")).toBe("gz");
    expect(fileExtension("README")).toBe("");
    expect(isTypeAccepted("image/png", ["image/*"])).toBe(true);
    expect(isTypeAccepted("image/png", ["image/jpeg", "text/csv"])).toBe(false);
    expect(isTypeAccepted("application/x-msdownload", "any")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { readScopeCookie, SCOPE_OPTION_LIMIT, scopeOptions, writeScopeCookie } from "./scope-cookie";

describe("scope cookie", () => {
  it("reads back what it writes, for its company only", () => {
    const assignment = writeScopeCookie("c1", ["Summer, 2025", "Leather"]);
    expect(assignment).toContain("scope-c1=");
    expect(assignment).toContain("Max-Age=31536000");
    const cookies = `other=1; ${assignment.split(";")[0]}; x=y`;
    expect(readScopeCookie(cookies, "c1")).toEqual(["Summer, 2025", "Leather"]);
    expect(readScopeCookie(cookies, "c2")).toEqual([]);
  });

  it("ignores a malformed cookie", () => {
    expect(readScopeCookie("scope-c1=%7Bnot-json", "c1")).toEqual([]);
    expect(readScopeCookie("scope-c1=%5B1%2C2%5D", "c1")).toEqual([]);
    expect(readScopeCookie("scope-c1=%E0%A4%A", "c1")).toEqual([]);
  });

  it("removes the cookie when the scope is cleared", () => {
    expect(writeScopeCookie("c1", [])).toContain("Max-Age=0");
  });

  it("builds distinct, sorted options capped at the limit, keeping the selection", () => {
    expect(scopeOptions([" b", "a", "b", ""])).toEqual(["a", "b"]);
    const many = Array.from({ length: 150 }, (_, i) => `tag-${String(i).padStart(3, "0")}`);
    expect(scopeOptions(many)).toHaveLength(SCOPE_OPTION_LIMIT);
    expect(scopeOptions([], ["kept"])).toEqual(["kept"]);
  });
});

import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

describe("LOCALES", () => {
  it("holds about 150 locales, each with a name and a location", () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(140);
    for (const locale of LOCALES) {
      expect(locale.name.trim()).not.toBe("");
      expect(locale.location.trim()).not.toBe("");
    }
  });

  it("writes every code in its canonical BCP 47 form, once, in order", () => {
    const codes = LOCALES.map((locale) => locale.code);
    expect(codes.map((code) => Intl.getCanonicalLocales(code)[0])).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it("includes the common ones", () => {
    expect(LOCALES).toContainEqual({ code: "en-US", name: "English", location: "United States" });
    for (const code of ["fr-FR", "de-DE", "ja-JP", "zh-CN", "pt-BR"]) {
      expect(LOCALES.some((locale) => locale.code === code)).toBe(true);
    }
  });
});

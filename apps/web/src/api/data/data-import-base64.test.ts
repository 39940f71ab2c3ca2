import { describe, expect, it } from "vitest";
import { textToBase64 } from "./data-import-base64";

const decoded = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe("textToBase64", () => {
  it("encodes the UTF-8 bytes of the text", () => {
    expect(textToBase64('{"a":1}')).toBe("eyJhIjoxfQ==");
    expect(decoded(textToBase64("Crème brûlée ✓"))).toBe("Crème brûlée ✓");
  });

  it("encodes texts longer than one chunk", () => {
    const text = `${"x".repeat(100_000)}é`;
    expect(decoded(textToBase64(text))).toBe(text);
  });

  it("encodes the empty text", () => {
    expect(textToBase64("")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { BATCH_MESSAGES, parseBatchFile } from "./batch-file.schema";

describe("parseBatchFile", () => {
  it("reads a batch of options and products, keeping every field as it is", () => {
    const file = {
      componentOptions: [
        {
          code: "RED-01",
          inactive: false,
          inactivePerSite: [{ site: "EU", inactive: true, activeFrom: "2026-12-01", note: "kept" }],
          tags: ["summer"],
          customAttributes: [
            { id: "a1", name: "color", value: "red" },
            { name: "weight", value: 3 },
          ],
          lastUpdated: "2026-01-01T00:00:00Z",
          price: { amount: 10 },
        },
      ],
      products: [{ code: "SH-1" }],
      exportedAt: "2026-11-01",
    };
    const text = JSON.stringify(file);
    const read = parseBatchFile(text);
    expect(read).toEqual({ ok: true, batch: file });
    if (read.ok) expect(JSON.stringify(read.batch)).toBe(text);
  });

  it("takes one list alone", () => {
    expect(parseBatchFile('{"products":[]}')).toEqual({ ok: true, batch: { products: [] } });
    expect(parseBatchFile('{"componentOptions":[{"code":"A"}]}').ok).toBe(true);
  });

  it.each([
    ["not JSON", "{ products: ["],
    ["empty", ""],
    ["an array", "[]"],
    ["null", "null"],
    ["a number", "42"],
    ["no list", '{"items":[]}'],
    ["a list that is not a list", '{"products":{}}'],
    ["an entry without code", '{"products":[{"tags":[]}]}'],
    ["an empty code", '{"products":[{"code":""}]}'],
    ["tags not strings", '{"products":[{"code":"A","tags":[1]}]}'],
    ["inactive not a boolean", '{"componentOptions":[{"code":"A","inactive":"yes"}]}'],
    ["a site without a site code", '{"componentOptions":[{"code":"A","inactivePerSite":[{"inactive":true}]}]}'],
    ["attributes as a record", '{"componentOptions":[{"code":"A","customAttributes":{"color":"red"}}]}'],
  ])("refuses %s with the spec's message", (_, text) => {
    expect(parseBatchFile(text)).toEqual({ ok: false, message: "Not a valid JSON batch file" });
  });

  it("quotes the spec's text", () => {
    expect(BATCH_MESSAGES.notValidJson).toBe("Not a valid JSON batch file");
    expect(BATCH_MESSAGES.needsBatchAndPrompt.length).toBeGreaterThan(0);
  });
});

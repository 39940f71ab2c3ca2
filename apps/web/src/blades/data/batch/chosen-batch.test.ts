import { BATCH_MESSAGES } from "@atelier/domain/data/batch-file.schema";
import { describe, expect, it } from "vitest";
import { chooseBatch } from "./chosen-batch";

describe("chooseBatch", () => {
  it("counts the entries of each list and keeps the text as it is", () => {
    const text = '{"componentOptions":[{"code":"RED"},{"code":"BLUE"}]}';
    expect(chooseBatch("a.json", text)).toEqual({ batch: { name: "a.json", text, options: 2, products: 0 } });
  });

  it.each(["not json", "[]", '{"other":[]}', '{"products":[{"name":"no code"}]}'])("refuses %s", (text) => {
    expect(chooseBatch("a.json", text)).toEqual({ message: BATCH_MESSAGES.notValidJson });
  });
});

import type { BatchEditCommand, BatchEditTarget } from "@atelier/domain/data/batch-edit/batch-edit-command.schema";
import { readBatchEdit } from "@atelier/domain/data/batch-edit/read-batch-edit";
import { describe, expect, it } from "vitest";
import { commandSentence, targetWords } from "./command-sentence";

const everyOption: BatchEditTarget = { kind: "componentOptions", where: [] };

describe("commandSentence", () => {
  it.each<[BatchEditCommand, string]>([
    [
      {
        op: "addTag",
        tag: "summer",
        target: { kind: "componentOptions", where: [{ type: "codeStartsWith", value: "RED" }] },
      },
      "Add the tag summer to component options whose code starts with RED",
    ],
    [{ op: "removeTag", tag: "old", target: { kind: "products", where: [] } }, "Remove the tag old from all products"],
    [
      { op: "activate", scope: { kind: "global" }, target: { kind: "both", where: [] } },
      "Activate all component options and products everywhere",
    ],
    [
      {
        op: "deactivate",
        scope: { kind: "site", site: "eu-store" },
        activeFrom: "2026-12-01",
        target: { kind: "products", where: [{ type: "tagged", tag: "archive" }] },
      },
      "Deactivate products tagged archive on site eu-store from 12/01/2026",
    ],
    [
      { op: "setAttribute", name: "care", value: "Hand wash", target: everyOption },
      'Set the attribute care to "Hand wash" on all component options',
    ],
    [
      { op: "removeAttribute", name: "care", target: everyOption },
      "Remove the attribute care from all component options",
    ],
  ])("writes %j as a sentence", (command, sentence) => {
    expect(commandSentence(command)).toBe(sentence);
  });

  it("joins every condition of a target", () => {
    expect(
      targetWords({
        kind: "componentOptions",
        where: [
          { type: "codeEndsWith", value: "-X" },
          { type: "codeContains", value: "LACE" },
          { type: "codeEquals", value: "RED" },
          { type: "notTagged", tag: "old" },
          { type: "attributeEquals", name: "hex", value: "#fff" },
          { type: "inactive" },
          { type: "active" },
        ],
      }),
    ).toBe(
      'component options whose code ends with -X and whose code contains LACE and whose code is RED and not tagged old and whose attribute hex is "#fff" and that are inactive and that are active',
    );
  });

  it("reads back what the prompt parser understood", () => {
    const read = readBatchEdit("add the tag summer to every option whose code starts with RED");
    if (!("commands" in read)) throw new Error("the prompt was not read");
    expect(read.commands.map(commandSentence)).toEqual([
      "Add the tag summer to component options whose code starts with RED",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { BATCH_MESSAGES } from "../batch-file.schema";
import type { BatchEditCommand, BatchEditCondition, BatchEditTarget } from "./batch-edit-command.schema";
import { BatchEditCommand as BatchEditCommandSchema } from "./batch-edit-command.schema";
import { readBatchEdit } from "./read-batch-edit";

type Kind = BatchEditTarget["kind"];
const on = (kind: Kind, ...where: BatchEditCondition[]): BatchEditTarget => ({ kind, where });
const opts = (...where: BatchEditCondition[]) => on("componentOptions", ...where);
const prods = (...where: BatchEditCondition[]) => on("products", ...where);
const both = (...where: BatchEditCondition[]) => on("both", ...where);
const starts = (value: string): BatchEditCondition => ({ type: "codeStartsWith", value });
const ends = (value: string): BatchEditCondition => ({ type: "codeEndsWith", value });
const contains = (value: string): BatchEditCondition => ({ type: "codeContains", value });
const code = (value: string): BatchEditCondition => ({ type: "codeEquals", value });
const tagged = (tag: string): BatchEditCondition => ({ type: "tagged", tag });
const notTagged = (tag: string): BatchEditCondition => ({ type: "notTagged", tag });
const attr = (name: string, value: string): BatchEditCondition => ({ type: "attributeEquals", name, value });
const inactive: BatchEditCondition = { type: "inactive" };
const active: BatchEditCondition = { type: "active" };

const addTag = (tag: string, target: BatchEditTarget): BatchEditCommand => ({ op: "addTag", tag, target });
const removeTag = (tag: string, target: BatchEditTarget): BatchEditCommand => ({ op: "removeTag", tag, target });
const act = (target: BatchEditTarget, site?: string, activeFrom?: string): BatchEditCommand => ({
  op: "activate",
  scope: site === undefined ? { kind: "global" } : { kind: "site", site },
  ...(activeFrom === undefined ? {} : { activeFrom }),
  target,
});
const deact = (target: BatchEditTarget, site?: string, activeFrom?: string): BatchEditCommand => ({
  op: "deactivate",
  scope: site === undefined ? { kind: "global" } : { kind: "site", site },
  ...(activeFrom === undefined ? {} : { activeFrom }),
  target,
});
const setAttr = (name: string, value: string, target: BatchEditTarget): BatchEditCommand => ({
  op: "setAttribute",
  name,
  value,
  target,
});
const removeAttr = (name: string, target: BatchEditTarget): BatchEditCommand => ({
  op: "removeAttribute",
  name,
  target,
});

const READ: [string, BatchEditCommand[]][] = [
  // The examples.
  ["add the tag summer to every option whose code starts with RED", [addTag("summer", opts(starts("RED")))]],
  ["deactivate products tagged archive on the EU site", [deact(prods(tagged("archive")), "EU")]],
  // Adding tags.
  ["add tag summer to options", [addTag("summer", opts())]],
  ["add the tag summer to all options", [addTag("summer", opts())]],
  ["add tag summer to all products", [addTag("summer", prods())]],
  ["add tag summer to all styles", [addTag("summer", prods())]],
  ["add tag summer to all component options", [addTag("summer", opts())]],
  ["add tag summer to everything", [addTag("summer", both())]],
  ["add tag summer", [addTag("summer", both())]],
  ["add tag summer to options and products", [addTag("summer", both())]],
  ["put the tag sale on products starting with SH", [addTag("sale", prods(starts("SH")))]],
  ["put tag sale on every product that starts with SH", [addTag("sale", prods(starts("SH")))]],
  ["tag options starting with RED with summer", [addTag("summer", opts(starts("RED")))]],
  ["tag every product ending with -XL with large", [addTag("large", prods(ends("-XL")))]],
  ["tag all options as seasonal", [addTag("seasonal", opts())]],
  ["add tags summer and sale to products", [addTag("summer", prods()), addTag("sale", prods())]],
  ["add tags summer, sale to options", [addTag("summer", opts()), addTag("sale", opts())]],
  ["add summer tag to options", [addTag("summer", opts())]],
  ['add the tag "end of season" to products', [addTag("end of season", prods())]],
  ['add tag "options" to products', [addTag("options", prods())]],
  ["add the tag summer to every option beginning with RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options that start with RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options whose code begins with RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options with code starting with RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options prefixed with RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options with prefix RED", [addTag("summer", opts(starts("RED")))]],
  ["add tag summer to options ending with _V2", [addTag("summer", opts(ends("_V2")))]],
  ["add tag summer to options whose code ends with _V2", [addTag("summer", opts(ends("_V2")))]],
  ["add tag summer to options that end with _V2", [addTag("summer", opts(ends("_V2")))]],
  ["add tag summer to options with suffix _V2", [addTag("summer", opts(ends("_V2")))]],
  ["add tag summer to options containing LEATHER", [addTag("summer", opts(contains("LEATHER")))]],
  ["add tag summer to options whose code contains LEATHER", [addTag("summer", opts(contains("LEATHER")))]],
  ["add tag summer to options that contain LEATHER", [addTag("summer", opts(contains("LEATHER")))]],
  ["add tag summer to the option named RED-01", [addTag("summer", opts(code("RED-01")))]],
  ["add tag summer to the option with code RED-01", [addTag("summer", opts(code("RED-01")))]],
  ["add tag summer to option RED-01", [addTag("summer", opts(code("RED-01")))]],
  ["add tag summer to the product called SHOE-1", [addTag("summer", prods(code("SHOE-1")))]],
  ["add tag summer to products whose code is SHOE-1", [addTag("summer", prods(code("SHOE-1")))]],
  ["add tag summer to options tagged red", [addTag("summer", opts(tagged("red")))]],
  ["add tag summer to options with tag red", [addTag("summer", opts(tagged("red")))]],
  ["add tag summer to options with the tag red", [addTag("summer", opts(tagged("red")))]],
  ["add tag summer to options not tagged winter", [addTag("summer", opts(notTagged("winter")))]],
  ["add tag summer to options without the tag winter", [addTag("summer", opts(notTagged("winter")))]],
  ["add tag summer to options that are not tagged winter", [addTag("summer", opts(notTagged("winter")))]],
  ["add tag summer to options that do not have the tag winter", [addTag("summer", opts(notTagged("winter")))]],
  ["add tag summer to inactive options", [addTag("summer", opts(inactive))]],
  ["add tag summer to active products", [addTag("summer", prods(active))]],
  ["add tag summer to options that are inactive", [addTag("summer", opts(inactive))]],
  ["add tag summer to options that are not active", [addTag("summer", opts(inactive))]],
  ["add tag summer to products that are not inactive", [addTag("summer", prods(active))]],
  ["add tag red to options with attribute color red", [addTag("red", opts(attr("color", "red")))]],
  ["add tag red to options where attribute color is red", [addTag("red", opts(attr("color", "red")))]],
  ["add tag red to options whose attribute color equals red", [addTag("red", opts(attr("color", "red")))]],
  [
    "add tag summer to options starting with RED and tagged new",
    [addTag("summer", opts(starts("RED"), tagged("new")))],
  ],
  [
    "add tag summer to options starting with RED and ending with 01",
    [addTag("summer", opts(starts("RED"), ends("01")))],
  ],
  [
    "add tag summer to inactive options starting with RED not tagged winter",
    [addTag("summer", opts(inactive, starts("RED"), notTagged("winter")))],
  ],
  ["please add tag summer to options", [addTag("summer", opts())]],
  ["Add Tag Summer To Options Starting With RED", [addTag("Summer", opts(starts("RED")))]],
  ["attach tag summer to options", [addTag("summer", opts())]],
  ["add the tag summer to every option whose code starts with RED.", [addTag("summer", opts(starts("RED")))]],
  ["add tag v1.2 to options starting with RED.01", [addTag("v1.2", opts(starts("RED.01")))]],
  // Removing tags.
  ["remove tag summer from options", [removeTag("summer", opts())]],
  ["remove the tag summer from all products", [removeTag("summer", prods())]],
  ["drop tag summer from options", [removeTag("summer", opts())]],
  ["delete tag summer from options", [removeTag("summer", opts())]],
  ["untag summer from options", [removeTag("summer", opts())]],
  ["untag options with summer", [removeTag("summer", opts())]],
  ["remove tag summer", [removeTag("summer", both())]],
  ["remove tags summer and sale from products", [removeTag("summer", prods()), removeTag("sale", prods())]],
  ["remove the summer tag from options starting with RED", [removeTag("summer", opts(starts("RED")))]],
  ["remove tag summer from options tagged winter", [removeTag("summer", opts(tagged("winter")))]],
  ['remove tag "end of season" from everything', [removeTag("end of season", both())]],
  ["strip tag old from inactive products", [removeTag("old", prods(inactive))]],
  // Activation.
  ["activate options", [act(opts())]],
  ["activate all products", [act(prods())]],
  ["enable products starting with SH", [act(prods(starts("SH")))]],
  ["turn on options tagged summer", [act(opts(tagged("summer")))]],
  ["reactivate inactive options", [act(opts(inactive))]],
  ["activate products on the EU site", [act(prods(), "EU")]],
  ["activate products for site EU", [act(prods(), "EU")]],
  ["activate products in EU", [act(prods(), "EU")]],
  ["activate products on site US", [act(prods(), "US")]],
  ["activate products for the US site", [act(prods(), "US")]],
  ["activate products on all sites", [act(prods())]],
  ["activate products globally", [act(prods())]],
  ["activate products everywhere", [act(prods())]],
  ["activate products from 2026-12-01", [act(prods(), undefined, "2026-12-01")]],
  ["activate products starting December 1, 2026", [act(prods(), undefined, "2026-12-01")]],
  ["activate products starting Dec 1st 2026", [act(prods(), undefined, "2026-12-01")]],
  ["activate products from 1 December 2026", [act(prods(), undefined, "2026-12-01")]],
  ["activate products as of 2027-01-15", [act(prods(), undefined, "2027-01-15")]],
  ["activate products on 2026-12-01", [act(prods(), undefined, "2026-12-01")]],
  ["activate products on the EU site from 2026-12-01", [act(prods(), "EU", "2026-12-01")]],
  [
    "activate products starting with SH in EU starting December 1, 2026",
    [act(prods(starts("SH")), "EU", "2026-12-01")],
  ],
  ["activate the option named RED-01", [act(opts(code("RED-01")))]],
  ["activate product SHOE-1 on the EU site", [act(prods(code("SHOE-1")), "EU")]],
  // Deactivation.
  ["deactivate options", [deact(opts())]],
  ["disable products tagged archive", [deact(prods(tagged("archive")))]],
  ["turn off options ending with OLD", [deact(opts(ends("OLD")))]],
  ["switch off products on the UK site", [deact(prods(), "UK")]],
  ["archive products tagged old", [deact(prods(tagged("old")))]],
  ["archive option RED-01", [deact(opts(code("RED-01")))]],
  ["deactivate active products not tagged keep", [deact(prods(active, notTagged("keep")))]],
  ["deactivate products tagged archive on the EU site", [deact(prods(tagged("archive")), "EU")]],
  ["deactivate products tagged archive for site eu", [deact(prods(tagged("archive")), "eu")]],
  ["deactivate everything in EU", [deact(both(), "EU")]],
  ["deactivate all", [deact(both())]],
  // Attributes.
  ["set attribute color to red", [setAttr("color", "red", both())]],
  ["set the attribute color to red on options", [setAttr("color", "red", opts())]],
  ["set attribute color to red for options starting with RED", [setAttr("color", "red", opts(starts("RED")))]],
  ["set the color attribute to red on products", [setAttr("color", "red", prods())]],
  ['set attribute material to "full grain leather" on products', [setAttr("material", "full grain leather", prods())]],
  ["set color to red on options", [setAttr("color", "red", opts())]],
  ["change attribute color to blue for products tagged sea", [setAttr("color", "blue", prods(tagged("sea")))]],
  ["set attribute color = red on options", [setAttr("color", "red", opts())]],
  ["add attribute color with value red to options", [setAttr("color", "red", opts())]],
  ["add attribute color red to options", [setAttr("color", "red", opts())]],
  ["remove attribute color", [removeAttr("color", both())]],
  ["remove the attribute color from products", [removeAttr("color", prods())]],
  ["remove the color attribute from options", [removeAttr("color", opts())]],
  ["drop attribute color from options tagged plain", [removeAttr("color", opts(tagged("plain")))]],
  ["remove custom attribute color from options", [removeAttr("color", opts())]],
  // Several instructions.
  [
    "add tag summer to options; deactivate products tagged old",
    [addTag("summer", opts()), deact(prods(tagged("old")))],
  ],
  [
    "add tag summer to options. Remove tag winter from options.",
    [addTag("summer", opts()), removeTag("winter", opts())],
  ],
  ["add tag summer to options and then activate them", [addTag("summer", opts()), act(opts())]],
  ["add tag new to products and remove tag old from products", [addTag("new", prods()), removeTag("old", prods())]],
  [
    "deactivate options tagged old, then set attribute status to retired on options tagged old",
    [deact(opts(tagged("old"))), setAttr("status", "retired", opts(tagged("old")))],
  ],
  [
    "add the tag summer to every option whose code starts with RED then deactivate them on the EU site",
    [addTag("summer", opts(starts("RED"))), deact(opts(starts("RED")), "EU")],
  ],
  [
    "tag option RED-01 with summer and sale",
    [addTag("summer", opts(code("RED-01"))), addTag("sale", opts(code("RED-01")))],
  ],
  [
    "activate products in EU; deactivate products in US; remove attribute promo",
    [act(prods(), "EU"), deact(prods(), "US"), removeAttr("promo", both())],
  ],
];

const REFUSE: [string, string[]][] = [
  ["frobnicate options", ["frobnicate"]],
  ["paint all options red", ["paint"]],
  ["add tag summer to options shaped like RED", ["shaped", "like", "RED"]],
  ["deactivate products quickly", ["quickly"]],
  ["activate products tagged sale yesterday", ["yesterday"]],
  ["remove tag summer from options sorted by code", ["sorted", "by"]],
  ["add tag summer to options; explode products", ["explode"]],
  ["turn around options", ["turn"]],
  ["delete options", []],
  ["set attribute", []],
  ["add tag summer to widgets", ["widgets"]],
  ["deactivate products matching SH*", ["matching", "SH*"]],
  ["add tag summer to options that sparkle", ["sparkle"]],
  ["enable products near EU", ["near", "EU"]],
  ["activate products in summer", ["summer"]],
  ["add tag summer to options in summer collection", ["summer", "collection"]],
  ["add tag summer to every option whose code starts with", []],
  ["deactivate them", []],
  ["tag them with summer", []],
  ["add tag summer to options tagged", []],
];

describe("readBatchEdit", () => {
  it("reads at least 100 instructions", () => {
    expect(READ.length).toBeGreaterThanOrEqual(100);
    expect(REFUSE.filter(([, words]) => words.length > 0).length).toBeGreaterThanOrEqual(10);
  });

  it.each(READ)("reads %j", (prompt, commands) => {
    const read = readBatchEdit(prompt);
    expect(read).toEqual({ commands });
    for (const command of commands) expect(BatchEditCommandSchema.parse(command)).toEqual(command);
  });

  it.each(REFUSE)("refuses %j naming %j", (prompt, words) => {
    const read = readBatchEdit(prompt);
    expect("problem" in read).toBe(true);
    if ("problem" in read) {
      expect(read.unknownWords).toEqual(words);
      for (const word of words) expect(read.problem).toContain(word);
    }
  });

  it("refuses an empty prompt with the spec's rule", () => {
    for (const prompt of ["", "   ", " . ; "]) {
      expect(readBatchEdit(prompt)).toEqual({ problem: BATCH_MESSAGES.needsBatchAndPrompt, unknownWords: [] });
    }
  });

  it("refuses a site on a tag edit, two sites, a date that does not exist and a prompt too long", () => {
    expect(readBatchEdit("add tag summer to options on the EU site")).toMatchObject({ unknownWords: [] });
    expect(readBatchEdit("activate products on site EU and on site US")).toMatchObject({ unknownWords: [] });
    expect(readBatchEdit("activate products from 2026-02-30")).toMatchObject({ unknownWords: [] });
    expect("problem" in readBatchEdit("activate products from 2026-02-30")).toBe(true);
    expect("problem" in readBatchEdit("x".repeat(5000))).toBe(true);
  });

  it("is deterministic and never throws on odd text", () => {
    const odd = ['"', "“unclosed", "add tag", 'add tag "" to options', "..", "and then", "from", "set x to", "🙂"];
    for (const prompt of odd) {
      expect(() => readBatchEdit(prompt)).not.toThrow();
      expect(readBatchEdit(prompt)).toEqual(readBatchEdit(prompt));
    }
  });
});

import { describe, expect, it } from "vitest";
import { FORMAT_KINDS, hasRequiredLists, KIND_OF_LIST, LIST_KINDS, readImportFormat } from "./import-format";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";

describe("readImportFormat", () => {
  it.each([
    [{}, { ok: true, format: "batch" }],
    [
      { format: "atelier.componentoption", formatVersion: 1 },
      { ok: true, format: "atelier.componentoption" },
    ],
    [
      { format: "atelier.products", formatVersion: 1 },
      { ok: true, format: "atelier.products" },
    ],
    [
      { format: "atelier.catalogue", formatVersion: 1 },
      { ok: true, format: "atelier.catalogue" },
    ],
    [
      { format: "atelier.catalogue", formatVersion: 2 },
      { ok: false, problem: M.newerFormat("atelier.catalogue", 2, 1) },
    ],
    [
      { format: "atelier.products", formatVersion: 2 },
      { ok: false, problem: M.newerFormat("atelier.products", 2, 1) },
    ],
    [{ format: "atelier.products" }, { ok: false, problem: M.notValidJson }],
    [
      { format: "atelier.products", formatVersion: 1.5 },
      { ok: false, problem: M.notValidJson },
    ],
    [
      { format: "atelier.sites", formatVersion: 1 },
      { ok: false, problem: M.unknownFormat("atelier.sites") },
    ],
    [{ format: 7 }, { ok: false, problem: M.notValidJson }],
  ])("%j reads as %j", (header, expected) => {
    expect(readImportFormat(header)).toEqual(expected);
  });
});

describe("hasRequiredLists", () => {
  it("asks a batch file for one list at least and an export for its own", () => {
    expect(hasRequiredLists("batch", new Set(["products"]))).toBe(true);
    expect(hasRequiredLists("batch", new Set())).toBe(false);
    expect(hasRequiredLists("atelier.componentoption", new Set(["componentOptions"]))).toBe(true);
    expect(hasRequiredLists("atelier.products", new Set(["componentOptions"]))).toBe(false);
  });

  it("asks a catalogue export for its five lists, empty or not", () => {
    const lists = ["sites", "dimensions", "componentOptionDefinitions", "componentTypes", "componentPlacements"];
    expect(hasRequiredLists("atelier.catalogue", new Set(lists))).toBe(true);
    expect(hasRequiredLists("atelier.catalogue", new Set(lists.slice(1)))).toBe(false);
  });
});

describe("the lists a file holds", () => {
  it("read each kind from its list, matched by its code or name", () => {
    expect(KIND_OF_LIST.componentTypes).toBe("componentType");
    expect(LIST_KINDS.componentOptionDefinition).toEqual({
      list: "componentOptionDefinitions",
      codeField: "name",
      idField: "componentOptionDefinitionId",
    });
    expect(FORMAT_KINDS["atelier.catalogue"]).toEqual([
      "site",
      "dimension",
      "componentOptionDefinition",
      "componentType",
      "componentPlacement",
    ]);
  });
});

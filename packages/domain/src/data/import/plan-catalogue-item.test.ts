import { describe, expect, it } from "vitest";
import { ComponentPlacementCreateInput } from "../../catalogue/component-placement.schema";
import { ComponentTypeCreateInput } from "../../catalogue/component-type.schema";
import { SiteCreateInput } from "../../catalogue/site.schema";
import { ProductCreateInput } from "../../product/product.schema";
import type { CatalogueImportKind } from "../data-import.schema";
import { type ImportCandidate, readCandidate } from "./import-candidate";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import type { KnownReferences } from "./import-references";
import { type CurrentItem, type PlanContext, planItem } from "./plan-item";

const known: KnownReferences = {
  definitions: new Set(["def-1", "def-2"]),
  types: new Set(["type-1"]),
  sites: new Set(),
  options: new Set(),
  referenceDatas: new Set(),
  products: new Map(),
};

function context(extra: Partial<PlanContext> = {}): PlanContext {
  let next = 0;
  return { known, newId: () => `id-${++next}`, ...extra };
}

function catalogueEntry(kind: CatalogueImportKind, raw: Record<string, unknown>): ImportCandidate {
  const reading = readCandidate("atelier.catalogue", kind, 0, raw);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.candidate;
}

const upper = (fields: Record<string, unknown> = {}) =>
  catalogueEntry("componentType", {
    componentTypeId: "their-type",
    name: "Upper",
    componentOptionDefinitions: [{ componentOptionDefinitionId: "def-1", name: "Material" }],
    partCodeFormat: [{ id: "seq", type: "code", targetId: "def-1" }],
    ...fields,
  });

const upperNow = (fields: Record<string, unknown> = {}): CurrentItem => ({
  id: "type-1",
  etag: "etag-t",
  fields: ComponentTypeCreateInput.parse({
    name: "Upper",
    componentOptionDefinitions: [{ componentOptionDefinitionId: "def-1" }],
    partCodeFormat: [{ id: "seq", type: "code", targetId: "def-1" }],
    ...fields,
  }),
});

describe("planItem: a catalogue export's item", () => {
  it("reads its code or name as what it is matched by, and its id in the file", () => {
    const site = catalogueEntry("site", { siteId: "their-site", code: "eu", name: "Europe" });
    expect(site).toMatchObject({ kind: "site", code: "eu", fileId: "their-site" });
    expect(upper()).toMatchObject({ kind: "componentType", code: "Upper", fileId: "their-type" });
  });

  it("adds a site no row has the code of, showing its code and the fields not at their default", () => {
    const planned = planItem(
      catalogueEntry("site", { siteId: "x", code: "eu", name: "Europe", externalInventory: true, etag: "e" }),
      undefined,
      context(),
    );
    expect(planned.item).toMatchObject({ kind: "site", code: "eu", outcome: "added" });
    expect(planned.item.changes).toEqual([
      { field: "name", before: null, after: "Europe" },
      { field: "code", before: null, after: "eu" },
      { field: "externalInventory", before: null, after: true },
    ]);
    expect(planned.after).toEqual(SiteCreateInput.parse({ code: "eu", name: "Europe", externalInventory: true }));
    expect(planned.targetId).toBe("id-1");
  });

  it("finds a type unchanged whatever the definition names beside the ids", () => {
    const planned = planItem(upper(), upperNow(), context());
    expect(planned.item.outcome).toBe("unchanged");
    expect(planned.targetId).toBe("type-1");
  });

  it("changes a type whose definitions differ, with the update input and the etag read", () => {
    const planned = planItem(
      upper({
        componentOptionDefinitions: [
          { componentOptionDefinitionId: "def-1" },
          { componentOptionDefinitionId: "def-2" },
        ],
      }),
      upperNow(),
      context(),
    );
    expect(planned.item.outcome).toBe("changed");
    expect(planned.item.changes.map((change) => change.field)).toEqual(["componentOptionDefinitions"]);
    expect(planned.after).toMatchObject({ etag: "etag-t", componentOptionDefinitions: [{}, {}] });
  });

  it("refuses a type naming an unknown definition, one twice, or a part code target outside the type", () => {
    const planned = planItem(
      upper({
        componentOptionDefinitions: [
          { componentOptionDefinitionId: "def-x" },
          { componentOptionDefinitionId: "def-1" },
          { componentOptionDefinitionId: "def-1" },
        ],
        partCodeFormat: [{ id: "seq", type: "code", targetId: "def-2" }],
      }),
      undefined,
      context(),
    );
    expect(planned.item.refusals).toEqual([
      { field: "componentOptionDefinitions.0.componentOptionDefinitionId", reason: M.unknownDefinition },
      { field: "componentOptionDefinitions.2.componentOptionDefinitionId", reason: M.definitionTwice },
      { field: "partCodeFormat.0.targetId", reason: M.targetNotInType },
    ]);
  });

  it("refuses a placement naming an unknown type or one twice, and ignores the type names", () => {
    const toe = (types: unknown[]) =>
      catalogueEntry("componentPlacement", {
        componentPlacementId: "p",
        code: "TOE",
        name: "Toe",
        componentTypes: types,
      });
    expect(
      planItem(
        toe([{ componentTypeId: "type-x" }, { componentTypeId: "type-1" }, { componentTypeId: "type-1" }]),
        undefined,
        context(),
      ).item.refusals,
    ).toEqual([
      { field: "componentTypes.0.componentTypeId", reason: M.typeNotFound },
      { field: "componentTypes.2.componentTypeId", reason: M.typeTwice },
    ]);
    const now: CurrentItem = {
      id: "p-1",
      etag: "e",
      fields: ComponentPlacementCreateInput.parse({
        code: "TOE",
        name: "Toe",
        componentTypes: [{ componentTypeId: "type-1" }],
      }),
    };
    expect(planItem(toe([{ componentTypeId: "type-1", name: "Upper" }]), now, context()).item.outcome).toBe(
      "unchanged",
    );
  });

  it("refuses an item without its name as the schema says", () => {
    const planned = planItem(
      catalogueEntry("componentOptionDefinition", { inventoryType: "None" }),
      undefined,
      context(),
    );
    expect(planned.item).toMatchObject({ code: "", outcome: "refused" });
    expect(planned.item.refusals.map((refusal) => refusal.field)).toEqual(["name"]);
  });
});

describe("planItem: a product's status", () => {
  const exported = (productStatus: string) => {
    const reading = readCandidate("atelier.products", "product", 0, {
      product: { name: "Sneaker", styleCode: "SNK", productStatus },
    });
    if (!reading.ok) throw new Error(reading.problem);
    return reading.candidate;
  };

  it("is the file's for a product the import adds", () => {
    const planned = planItem(exported("Production"), undefined, context());
    expect(planned.after).toMatchObject({ productStatus: "Production" });
    expect(planned.item.changes).toContainEqual({ field: "productStatus", before: null, after: "Production" });
  });

  it("stays the product's own for a product that exists: never a change", () => {
    const now: CurrentItem = {
      id: "prod-1",
      etag: "e",
      fields: { ...ProductCreateInput.parse({ name: "Sneaker", styleCode: "SNK" }), productStatus: "Development" },
    };
    const planned = planItem(exported("Archived"), now, context());
    expect(planned.item.outcome).toBe("unchanged");
  });
});

import { describe, expect, it } from "vitest";
import { ComponentOptionCreateInput } from "../../catalogue/component-option.schema";
import { ProductCreateInput } from "../../product/product.schema";
import { type ImportCandidate, readCandidate } from "./import-candidate";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import type { KnownReferences } from "./import-references";
import { type CurrentItem, type PlanContext, planItem } from "./plan-item";

const known: KnownReferences = {
  definitions: new Set(["def-1"]),
  types: new Set(["type-1"]),
  sites: new Set(["EU", "US"]),
  options: new Set(["opt-1"]),
  referenceDatas: new Set(["ref-1"]),
  products: new Map([
    ["prod-1", "prod-1"],
    ["file-parent", "new-parent"],
  ]),
};

function context(extra: Partial<PlanContext> = {}): PlanContext {
  let next = 0;
  return { known, newId: () => `id-${++next}`, ...extra };
}

/** The candidate of `raw` read from a file of `format`: a product for a product export, or when `kind` says so. */
function candidate(
  format: "batch" | "atelier.componentoption" | "atelier.products",
  raw: unknown,
  kind: "componentOption" | "product" = format === "atelier.products" ? "product" : "componentOption",
): ImportCandidate {
  const reading = readCandidate(format, kind, 0, raw);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.candidate;
}

const optionNow = (fields: Record<string, unknown> = {}): CurrentItem => ({
  id: "row-1",
  etag: "etag-1",
  fields: ComponentOptionCreateInput.parse({ code: "RED", ...fields }),
});
const productNow = (fields: Record<string, unknown> = {}): CurrentItem => ({
  id: "prod-1",
  etag: "etag-p",
  fields: ProductCreateInput.parse({ name: "Sneaker", styleCode: "SNK", ...fields }),
});

const exportOption = (fields: Record<string, unknown>) =>
  candidate("atelier.componentoption", { code: "RED", ...fields });

describe("planItem: an export's option", () => {
  it("is added when no row has its code, with its non-default fields as changes and the create input after", () => {
    const planned = planItem(
      exportOption({ name: "Red", componentOptionId: "theirs", etag: "x" }),
      undefined,
      context(),
    );
    expect(planned.item).toEqual({
      index: 0,
      kind: "componentOption",
      code: "RED",
      outcome: "added",
      changes: [
        { field: "code", before: null, after: "RED" },
        { field: "name", before: null, after: "Red" },
      ],
      refusals: [],
    });
    expect(planned.targetId).toBe("id-1");
    expect(planned.after).toEqual(ComponentOptionCreateInput.parse({ code: "RED", name: "Red" }));
  });

  it("is unchanged when every importable field is the same, whatever the server-set fields and key order", () => {
    const now = optionNow({ tags: ["a"], customAttributesJson: [{ id: "1", name: "n", value: "v" }] });
    const planned = planItem(
      exportOption({
        customAttributesJson: [{ value: "v", name: "n", id: "1" }],
        tags: ["a"],
        created: "x",
        lastUpdated: "y",
      }),
      now,
      context(),
    );
    expect(planned.item.outcome).toBe("unchanged");
    expect(planned.item.changes).toEqual([]);
    expect(planned.after).toBeNull();
    expect(planned.targetId).toBe("row-1");
  });

  it("is changed with each field's before and after, and the update input carries the etag read", () => {
    const planned = planItem(exportOption({ name: "Crimson", inactive: true }), optionNow({ name: "Red" }), context());
    expect(planned.item.outcome).toBe("changed");
    expect(planned.item.changes).toEqual([
      { field: "name", before: "Red", after: "Crimson" },
      { field: "inactive", before: false, after: true },
    ]);
    expect(planned.after).toMatchObject({ name: "Crimson", inactive: true, etag: "etag-1" });
  });

  it("refuses each failing field with the schema's message", () => {
    const planned = planItem(
      exportOption({ inactive: "yes", notes: "n".repeat(513), explicitOrder: 1.5 }),
      undefined,
      context(),
    );
    expect(planned.item.outcome).toBe("refused");
    expect(planned.item.refusals.map((refusal) => refusal.field)).toEqual(["explicitOrder", "inactive", "notes"]);
    expect(planned.item.refusals[2]?.reason).toBe("Notes are at most 512 characters.");
    expect(planned.after).toBeNull();
  });

  it("refuses unknown references: a definition, a site, a variable's default value, a product", () => {
    const planned = planItem(
      exportOption({
        componentOptionDefinitionId: "def-x",
        inactivePerSite: [{ siteCode: "EU" }, { siteCode: "XX" }],
        variables: [{ code: "V", componentOptionDefinitionId: "def-1", defaultValueId: "opt-x" }],
        addProducts: ["prod-1", "prod-x"],
      }),
      undefined,
      context(),
    );
    expect(planned.item.refusals).toEqual([
      { field: "componentOptionDefinitionId", reason: M.unknownDefinition },
      { field: "variables.0.defaultValueId", reason: M.optionNotFound },
      { field: "addProducts.1", reason: M.productNotFound },
      { field: "inactivePerSite.1.siteCode", reason: M.siteNotFound },
    ]);
  });

  it("refuses another definition for an option that exists ('Based on' is permanent)", () => {
    const planned = planItem(exportOption({ componentOptionDefinitionId: "def-1" }), optionNow(), context());
    expect(planned.item.refusals).toEqual([{ field: "componentOptionDefinitionId", reason: M.basedOnPermanent }]);
  });

  it("refuses a code already met in the file, and an entry that is not an object", () => {
    expect(planItem(exportOption({}), undefined, context({ firstIndex: 3 })).item.refusals).toEqual([
      { field: "code", reason: M.twiceInFile(3) },
    ]);
    const notObject = candidate("atelier.componentoption", "text");
    expect(planItem(notObject, undefined, context()).item).toMatchObject({
      code: "",
      outcome: "refused",
      refusals: [{ field: "", reason: M.notAnObject }],
    });
  });

  it("is deterministic: the same input plans the same", () => {
    const input = () => exportOption({ name: "Red", customAttributesJson: [{ id: "a", name: "n", value: 1 }] });
    expect(planItem(input(), undefined, context())).toEqual(planItem(input(), undefined, context()));
  });
});

describe("planItem: an export's product", () => {
  const exported = (product: Record<string, unknown>, versions: unknown[] = []) =>
    candidate("atelier.products", { product: { name: "Sneaker", styleCode: "SNK", ...product }, versions });

  it("maps the file's product ids to this workspace's, and refuses unknown ones per field", () => {
    const planned = planItem(
      exported({
        parentProductId: "file-parent",
        parentProducts: [{ parentProductId: "prod-1", parentProductName: "x" }],
      }),
      undefined,
      context({ newRowId: "new-snk" }),
    );
    expect(planned.targetId).toBe("new-snk");
    expect(planned.after).toMatchObject({
      parentProductId: "new-parent",
      parentProducts: [{ parentProductId: "prod-1" }],
    });
    const refused = planItem(
      exported({
        parentProductId: "gone",
        productReferenceDatas: [{ referenceDataId: "ref-x", usage: "Frontend" }],
        sites: ["XX"],
      }),
      undefined,
      context(),
    );
    expect(refused.item.refusals.map((refusal) => refusal.field)).toEqual([
      "parentProductId",
      "productReferenceDatas.0.referenceDataId",
      "sites.0",
    ]);
  });

  it("ignores the names beside mixin and reference data ids when comparing", () => {
    const now = productNow({
      parentProducts: [{ parentProductId: "prod-1" }],
      productReferenceDatas: [{ referenceDataId: "ref-1", usage: "Backend" }],
    });
    const planned = planItem(
      exported({
        parentProducts: [{ parentProductId: "prod-1", parentProductName: "Mixin" }],
        productReferenceDatas: [{ referenceDataId: "ref-1", usage: "Backend", referenceDataName: "Map" }],
        productStatus: "Production",
      }),
      now,
      context(),
    );
    expect(planned.item.outcome).toBe("unchanged");
  });

  it("reads the versions the entry carries", () => {
    expect((exported({}, [{ version: {} }]) as ImportCandidate & { versions: unknown[] }).versions).toEqual([
      { version: {} },
    ]);
    expect((exported({}) as ImportCandidate & { versions: unknown[] }).versions).toEqual([]);
  });
});

describe("planItem: a batch file's entry", () => {
  it("updates only the fields it carries, mapping sites to the per-site shape and keeping their stock", () => {
    const now = optionNow({
      name: "Red",
      tags: ["old"],
      inactivePerSite: [{ siteCode: "EU", inactive: false, activeFrom: null, inventory: 7 }],
    });
    const planned = planItem(
      candidate("batch", {
        code: "RED",
        inactivePerSite: [
          { site: "EU", inactive: true, activeFrom: "2026-12-01T00:00:00Z" },
          { site: "US", inactive: true },
        ],
      }),
      now,
      context(),
    );
    expect(planned.item.outcome).toBe("changed");
    expect(planned.item.changes.map((change) => change.field)).toEqual(["inactivePerSite"]);
    expect(planned.after?.inactivePerSite).toEqual([
      { siteCode: "EU", inactive: true, activeFrom: "2026-12-01T00:00:00Z", inventory: 7 },
      { siteCode: "US", inactive: true, activeFrom: null, inventory: null },
    ]);
    expect(planned.after).toMatchObject({ name: "Red", tags: ["old"], etag: "etag-1" });
  });

  it("maps custom attributes by name, keeping the ids (and other fields) of names it has", () => {
    const now = optionNow({
      customAttributesJson: [
        { id: "keep", name: "color", value: "red", extra: 1 },
        { id: "gone", name: "size", value: "9" },
      ],
    });
    const planned = planItem(
      candidate("batch", { code: "RED", customAttributes: [{ name: "color", value: "blue" }, { name: "fabric" }] }),
      now,
      context(),
    );
    expect(planned.after?.customAttributesJson).toEqual([
      { id: "keep", name: "color", value: "blue", extra: 1 },
      { id: "id-1", name: "fabric", value: null },
    ]);
  });

  it("never creates: an unknown code is refused, by kind", () => {
    expect(planItem(candidate("batch", { code: "NOPE" }), undefined, context()).item.refusals).toEqual([
      { field: "", reason: M.noOption("NOPE") },
    ]);
    const product = planItem(candidate("batch", { code: "NOPE" }, "product"), undefined, context());
    expect(product.item).toMatchObject({ kind: "product", refusals: [{ field: "", reason: M.noProduct("NOPE") }] });
  });

  it("updates a product's tags and activity, and refuses an unknown site", () => {
    const planned = planItem(
      candidate(
        "batch",
        { code: "SNK", tags: ["summer"], inactive: true, inactivePerSite: [{ site: "ZZ", inactive: true }] },
        "product",
      ),
      productNow(),
      context(),
    );
    expect(planned.item.refusals).toEqual([{ field: "inactivePerSite.0.siteCode", reason: M.siteNotFound }]);
    const fine = planItem(candidate("batch", { code: "SNK", tags: ["summer"] }, "product"), productNow(), context());
    expect(fine.item.changes).toEqual([{ field: "tags", before: [], after: ["summer"] }]);
  });

  it("a batch entry that is not a BatchEntry makes the file not a batch", () => {
    expect(readCandidate("batch", "componentOption", 0, { code: "" })).toEqual({ ok: false, problem: M.notValidJson });
    expect(readCandidate("batch", "product", 0, { code: "A", tags: "x" })).toEqual({
      ok: false,
      problem: M.notValidJson,
    });
  });
});

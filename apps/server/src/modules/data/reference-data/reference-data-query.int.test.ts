import { DATA_GRID_QUERY_FIELD_MESSAGES } from "@atelier/domain/data/reference/reference-file-messages";
import {
  DATA_GRID_QUERY_MESSAGES,
  type DataGridQueryResult,
  QUERY_OPERATORS,
  type UnmappedAttribute,
} from "@atelier/domain/data/reference-data.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import { describe, expect, it } from "vitest";
import { createComponentOption } from "../../../../test/catalogue-factories";
import { createCompanyWithEveryRole, createProduct, productInput, signedIn } from "../../../../test/factories";
import { useTestApp } from "../../../../test/test-app";
import { addReferenceData, csv, newFile, xlsx } from "./reference-data.fixtures";

const t = useTestApp();

const SIZES = csv([
  ["Code", "Name", "Size"],
  ["RED-10", "Red", "10"],
  ["red-9", "", "9"],
  ["BLUE-2", "Blue", "2.5"],
]);

async function companyWithGrid() {
  const everyone = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, everyone.admin);
  const grid = await addReferenceData(asAdmin, "DataGrid", {
    type: "SIZES",
    files: [
      newFile("a.csv", SIZES),
      newFile("b.xlsx", xlsx([["Code", "Name", "Size"], ["GREEN"], ["Teal", "teal", -1]])),
    ],
  });
  return { ...everyone, asAdmin, asViewer: await signedIn(t.app, everyone.viewer), grid };
}

const codes = (body: unknown) => (body as DataGridQueryResult).rows.map((row) => row.Code);

describe("POST referencedata/query", () => {
  it("answers a grid's rows (every file, in file order) with columns and total, to any member", async () => {
    const { asViewer } = await companyWithGrid();
    const res = await asViewer.post("referencedata/query", { from: "sizes" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ columns: ["Code", "Name", "Size"], total: 5 });
    expect(codes(res.body)).toEqual(["RED-10", "red-9", "BLUE-2", "GREEN", "Teal"]);
    expect((res.body as DataGridQueryResult).rows[3]).toEqual({ Code: "GREEN", Name: null, Size: null });
  });

  it.each(QUERY_OPERATORS.map((operator) => [operator]))("runs the operator %s", async (operator) => {
    const { asViewer } = await companyWithGrid();
    const res = await asViewer.post("referencedata/query", {
      from: "SIZES",
      filter: [{ field: "Name", operator, value: "re" }],
    });
    expect(res.status).toBe(200);
    const expected: Record<string, string[]> = {
      Equal: [],
      NotEqual: ["RED-10", "red-9", "BLUE-2", "GREEN", "Teal"],
      Contains: ["RED-10"],
      NotContains: ["red-9", "BLUE-2", "GREEN", "Teal"],
      BeginsWith: ["RED-10"],
      NotBeginsWith: ["red-9", "BLUE-2", "GREEN", "Teal"],
      IsEmpty: ["red-9"],
      IsNotEmpty: ["RED-10", "BLUE-2", "Teal"],
      IsNull: ["GREEN"],
      IsNotNull: ["RED-10", "red-9", "BLUE-2", "Teal"],
    };
    expect(codes(res.body)).toEqual(expected[operator]);
  });

  it("sorts numbers by value, pages with skip and take, and selects fields", async () => {
    const { asViewer } = await companyWithGrid();
    const res = await asViewer.post("referencedata/query", {
      from: "SIZES",
      sortBy: [{ field: "Size", direction: "asc" }],
      selectFields: ["Code", "Size"],
      skip: 1,
      take: 2,
    });
    expect(res.body).toEqual({
      columns: ["Code", "Size"],
      rows: [
        { Code: "BLUE-2", Size: "2.5" },
        { Code: "red-9", Size: "9" },
      ],
      total: 5,
    });
  });

  it("answers 400 per field: from required or unknown, unknown fields, a missing value, bad take", async () => {
    const { asViewer } = await companyWithGrid();
    const missing = await asViewer.post("referencedata/query", { from: " " });
    expect(missing.status).toBe(400);
    expect((missing.body as { modelState: object }).modelState).toEqual({
      from: [DATA_GRID_QUERY_MESSAGES.selectFromRequired],
    });
    const unknown = await asViewer.post("referencedata/query", { from: "NOPE" });
    expect((unknown.body as { modelState: object }).modelState).toEqual({
      from: [DATA_GRID_QUERY_FIELD_MESSAGES.unknownGrid("NOPE")],
    });
    const fields = await asViewer.post("referencedata/query", {
      from: "SIZES",
      filter: [
        { field: "Colour", operator: "Equal", value: "x" },
        { field: "Name", operator: "Contains" },
      ],
      selectFields: ["Weight"],
      sortBy: [{ field: "Height", direction: "desc" }],
    });
    expect(fields.status).toBe(400);
    expect((fields.body as { modelState: object }).modelState).toEqual({
      "filter.0.field": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Colour")],
      "filter.1.value": [DATA_GRID_QUERY_FIELD_MESSAGES.valueRequired],
      "selectFields.0": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Weight")],
      "sortBy.0.field": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Height")],
    });
    for (const bad of [
      { take: 1001 },
      { take: 0 },
      { skip: -1 },
      { take: "ten" },
      { filter: [{ field: "Code", operator: "Like" }] },
    ]) {
      expect((await asViewer.post("referencedata/query", { from: "SIZES", ...bad })).status).toBe(400);
    }
  });

  it("does not see another company's grid", async () => {
    await companyWithGrid();
    const other = await createCompanyWithEveryRole(t.db);
    const res = await (await signedIn(t.app, other.admin)).post("referencedata/query", { from: "SIZES" });
    expect(res.status).toBe(400);
  });
});

describe("GET referencedata/{id}/unmapped", () => {
  it("lists the attribute values no file covers, cut to 80 characters, with where they were found", async () => {
    const { company, asAdmin, asViewer } = await companyWithGrid();
    const mapping = await addReferenceData(asAdmin, "Mapping", {
      files: [
        newFile(
          "colours.csv",
          csv([
            ["Source", "French"],
            ["Red", "Rouge"],
          ]),
        ),
      ],
    });
    const long = "L".repeat(200);
    await createComponentOption(t.db, company, {
      code: "OPT-RED",
      name: "Red",
      settings: {
        customAttributesJson: [
          { id: "1", name: "colour", value: "Red" },
          { id: "2", name: "note", value: long },
        ],
      },
    });
    await createComponentOption(t.db, company, {
      code: "OPT-GONE",
      archived: true,
      settings: { customAttributesJson: [{ id: "1", name: "colour", value: "Archived" }] },
    });
    await createProduct(t.db, company, {
      name: "Sneaker",
      settings: {
        customAttributesJson: [
          { id: "1", name: "badge", value: "New" },
          { id: "2", name: "n", value: 5 },
        ],
      },
    });
    const res = await asViewer.get(`referencedata/${mapping.referenceDataId}/unmapped`);
    expect(res.status).toBe(200);
    const items = res.body as UnmappedAttribute[];
    expect(items.map((item) => [item.value, item.foundOnType, item.foundOnName, item.key])).toEqual([
      ["L".repeat(80), "ComponentOption", "Red", "note"],
      ["New", "Product", "Sneaker", "badge"],
    ]);
    const again = (await asViewer.get(`referencedata/${mapping.referenceDataId}/unmapped`)).body as UnmappedAttribute[];
    expect(again.map((item) => item.id)).toEqual(items.map((item) => item.id));
    const other = await createCompanyWithEveryRole(t.db);
    expect(
      (await (await signedIn(t.app, other.admin)).get(`referencedata/${mapping.referenceDataId}/unmapped`)).status,
    ).toBe(404);
  });
});

describe("a product's reference data", () => {
  it("shows their names, and refuses ids that are not the company's reference data (400 per entry)", async () => {
    const { asAdmin, grid } = await companyWithGrid();
    const mapping = await addReferenceData(asAdmin, "Mapping", { name: "Translations" });
    const other = await companyWithGrid();
    const created = await asAdmin.post(
      "product",
      productInput({
        productReferenceDatas: [
          { referenceDataId: mapping.referenceDataId, usage: "Frontend", referenceDataName: null },
          { referenceDataId: grid.referenceDataId, usage: "Backend", referenceDataName: null },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect((created.body as Product).productReferenceDatas.map((item) => item.referenceDataName)).toEqual([
      "Translations",
      "Colour names",
    ]);
    const refused = await asAdmin.post(
      "product",
      productInput({
        productReferenceDatas: [
          { referenceDataId: mapping.referenceDataId, usage: "Frontend", referenceDataName: null },
          { referenceDataId: other.grid.referenceDataId, usage: "Backend", referenceDataName: null },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { modelState: object }).modelState)).toEqual([
      "productReferenceDatas.1.referenceDataId",
    ]);
  });
});

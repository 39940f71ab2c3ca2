import { describe, expect, it } from "vitest";
import { DataGridQuery, type QueryOperator } from "../reference-data.schema";
import { checkDataGridQuery, runDataGridQuery } from "./data-grid-query";
import { DATA_GRID_QUERY_FIELD_MESSAGES } from "./reference-file-messages";

const HEADER = ["Code", "Name", "Size"];
const ROWS = [
  ["RED-10", "Red", "10"],
  ["red-9", "", "9"],
  ["BLUE-2", "Blue", "2.5"],
  ["GREEN"],
  ["Teal", "teal", "-1"],
];

const query = (values: Partial<DataGridQuery>) => DataGridQuery.parse({ from: "GRID", ...values });
const codes = (values: Partial<DataGridQuery>) =>
  runDataGridQuery(HEADER, ROWS, query(values)).rows.map((row) => row.Code);

describe("checkDataGridQuery", () => {
  it("names every unknown field and every filter without its value", () => {
    const problems = checkDataGridQuery(
      HEADER,
      query({
        filter: [
          { field: "Colour", operator: "IsNull" },
          { field: "Name", operator: "Equal" },
          { field: "Name", operator: "IsEmpty" },
        ],
        selectFields: ["Code", "Weight"],
        sortBy: [{ field: "Height", direction: "asc" }],
      }),
    );
    expect(problems).toEqual({
      "filter.0.field": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Colour")],
      "filter.1.value": [DATA_GRID_QUERY_FIELD_MESSAGES.valueRequired],
      "selectFields.1": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Weight")],
      "sortBy.0.field": [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField("Height")],
    });
  });

  it("finds nothing in a valid query", () => {
    expect(
      checkDataGridQuery(HEADER, query({ filter: [{ field: "Code", operator: "Contains", value: "x" }] })),
    ).toEqual({});
  });
});

describe("runDataGridQuery", () => {
  it.each<[QueryOperator, string | undefined, (string | null | undefined)[]]>([
    ["Equal", "RED", ["RED-10"]],
    ["Equal", "re", []],
    ["NotEqual", "red", ["red-9", "BLUE-2", "GREEN", "Teal"]],
    ["Contains", "E", ["RED-10", "BLUE-2", "Teal"]],
    ["NotContains", "e", ["red-9", "GREEN"]],
    ["BeginsWith", "t", ["Teal"]],
    ["NotBeginsWith", "r", ["red-9", "BLUE-2", "GREEN", "Teal"]],
    ["IsEmpty", undefined, ["red-9"]],
    ["IsNotEmpty", undefined, ["RED-10", "BLUE-2", "Teal"]],
    ["IsNull", undefined, ["GREEN"]],
    ["IsNotNull", undefined, ["RED-10", "red-9", "BLUE-2", "Teal"]],
  ])("%s %s on Name, case aside", (operator, value, expected) => {
    expect(codes({ filter: [{ field: "Name", operator, value }] })).toEqual(expected);
  });

  it("holds every filter at once", () => {
    expect(
      codes({
        filter: [
          { field: "Code", operator: "Contains", value: "-" },
          { field: "Name", operator: "IsNotEmpty" },
        ],
      }),
    ).toEqual(["RED-10", "BLUE-2"]);
  });

  it("sorts numbers by value, text in natural order, blanks last either way, ties in file order", () => {
    expect(codes({ sortBy: [{ field: "Size", direction: "asc" }] })).toEqual([
      "Teal",
      "BLUE-2",
      "red-9",
      "RED-10",
      "GREEN",
    ]);
    expect(codes({ sortBy: [{ field: "Size", direction: "desc" }] })).toEqual([
      "RED-10",
      "red-9",
      "BLUE-2",
      "Teal",
      "GREEN",
    ]);
    expect(codes({ sortBy: [{ field: "Code", direction: "asc" }] })).toEqual([
      "BLUE-2",
      "GREEN",
      "red-9",
      "RED-10",
      "Teal",
    ]);
    expect(
      codes({
        sortBy: [
          { field: "Name", direction: "asc" },
          { field: "Code", direction: "desc" },
        ],
      }),
    ).toEqual(["BLUE-2", "RED-10", "Teal", "red-9", "GREEN"]);
  });

  it("pages with skip and take, counting every match, and selects columns (absent cells null)", () => {
    const result = runDataGridQuery(HEADER, ROWS, query({ skip: 2, take: 2, selectFields: ["Size", "Code"] }));
    expect(result).toEqual({
      columns: ["Size", "Code"],
      rows: [
        { Size: "2.5", Code: "BLUE-2" },
        { Size: null, Code: "GREEN" },
      ],
      total: 5,
    });
  });

  it("answers every column in header order when none is selected", () => {
    const result = runDataGridQuery(HEADER, ROWS, query({ take: 1 }));
    expect(result).toEqual({ columns: HEADER, rows: [{ Code: "RED-10", Name: "Red", Size: "10" }], total: 5 });
  });
});

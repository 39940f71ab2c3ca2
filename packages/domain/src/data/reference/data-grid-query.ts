import { compareNatural } from "../../shared/natural-order";
import type { DataGridFilter, DataGridQuery, DataGridQueryResult, QueryOperator } from "../reference-data.schema";
import { VALUELESS_OPERATORS } from "../reference-data.schema";
import { DATA_GRID_QUERY_FIELD_MESSAGES } from "./reference-file-messages";

/** A query's problems by field path (`filter.0.field`, `selectFields.1`, `sortBy.0.field`), as modelState. */
export type QueryProblems = Record<string, string[]>;

/** A data row's cell: null when the row ends before the column. */
type Cell = string | null;

/**
 * The fields of `query` that name no header column and the filters that lack a value, each with its
 * message; empty when the query can run over a grid of `header`.
 */
export function checkDataGridQuery(header: readonly string[], query: DataGridQuery): QueryProblems {
  const known = new Set(header);
  const problems: QueryProblems = {};
  const unknown = (path: string, field: string) => {
    if (!known.has(field)) problems[path] = [DATA_GRID_QUERY_FIELD_MESSAGES.unknownField(field)];
  };
  query.filter.forEach((filter, index) => {
    unknown(`filter.${index}.field`, filter.field);
    if (!VALUELESS_OPERATORS.includes(filter.operator) && !filter.value) {
      problems[`filter.${index}.value`] = [DATA_GRID_QUERY_FIELD_MESSAGES.valueRequired];
    }
  });
  query.selectFields.forEach((field, index) => {
    unknown(`selectFields.${index}`, field);
  });
  query.sortBy.forEach((sort, index) => {
    unknown(`sortBy.${index}.field`, sort.field);
  });
  return problems;
}

/** Whether `cell` meets one operator; text comparisons ignore case (docs/decisions/data-grid-query.md). */
function meets(operator: QueryOperator, cell: Cell, value: string): boolean {
  switch (operator) {
    case "IsNull":
      return cell === null;
    case "IsNotNull":
      return cell !== null;
    case "IsEmpty":
      return cell === "";
    case "IsNotEmpty":
      return cell !== null && cell !== "";
    case "Equal":
      return cell?.toLowerCase() === value;
    case "NotEqual":
      return !meets("Equal", cell, value);
    case "Contains":
      return cell?.toLowerCase().includes(value) ?? false;
    case "NotContains":
      return !meets("Contains", cell, value);
    case "BeginsWith":
      return cell?.toLowerCase().startsWith(value) ?? false;
    case "NotBeginsWith":
      return !meets("BeginsWith", cell, value);
  }
}

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/**
 * The sort order of two cells: numbers by value, other text in natural order (digit runs as numbers, case
 * aside); empty and absent cells after every other in either direction.
 */
function compareCells(a: Cell, b: Cell, direction: 1 | -1): number {
  const aBlank = a === null || a === "";
  const bBlank = b === null || b === "";
  if (aBlank || bBlank) return Number(aBlank) - Number(bBlank);
  const byValue = NUMBER.test(a) && NUMBER.test(b) ? Number(a) - Number(b) : compareNatural(a, b);
  return byValue * direction;
}

const cellAt = (row: readonly string[], column: number): Cell => (column < row.length ? (row[column] ?? null) : null);

function matcher(header: readonly string[], filters: readonly DataGridFilter[]) {
  const tests = filters.map((filter) => ({
    column: header.indexOf(filter.field),
    operator: filter.operator,
    value: (filter.value ?? "").toLowerCase(),
  }));
  return (row: readonly string[]) => tests.every((test) => meets(test.operator, cellAt(row, test.column), test.value));
}

/**
 * Runs a checked query (checkDataGridQuery found nothing) over the data rows of a grid of `header`: the rows
 * every filter holds for, sorted (ties keep file order), `skip` then `take` of them, with the selected
 * columns (all, in header order, when none are selected); `total` counts every matching row.
 */
export function runDataGridQuery(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  query: DataGridQuery,
): DataGridQueryResult {
  const matched = rows.filter(matcher(header, query.filter));
  const sorts = query.sortBy.map((sort) => ({
    column: header.indexOf(sort.field),
    direction: sort.direction === "asc" ? (1 as const) : (-1 as const),
  }));
  if (sorts.length > 0) {
    matched.sort((a, b) => {
      for (const sort of sorts) {
        const order = compareCells(cellAt(a, sort.column), cellAt(b, sort.column), sort.direction);
        if (order !== 0) return order;
      }
      return 0;
    });
  }
  const columns = query.selectFields.length > 0 ? [...new Set(query.selectFields)] : [...header];
  const picks = columns.map((column) => [column, header.indexOf(column)] as const);
  return {
    columns,
    rows: matched
      .slice(query.skip, query.skip + query.take)
      .map((row) => Object.fromEntries(picks.map(([column, index]) => [column, cellAt(row, index)]))),
    total: matched.length,
  };
}

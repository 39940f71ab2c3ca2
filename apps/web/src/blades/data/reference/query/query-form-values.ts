import {
  DATA_GRID_QUERY_TAKE,
  type DataGridQuery,
  type QueryOperator,
  VALUELESS_OPERATORS,
} from "@atelier/domain/data/reference-data.schema";
import type { z } from "zod";

/** What the tester's form holds: the query before the schema's defaults and trimming. */
export type QueryFormValues = z.input<typeof DataGridQuery>;

/** A new query: nothing chosen, take 100 and skip 0 (part 3 section 9). */
export const NEW_QUERY: QueryFormValues = {
  from: "",
  filter: [],
  selectFields: [],
  sortBy: [],
  take: DATA_GRID_QUERY_TAKE,
  skip: 0,
};

/** IsEmpty, IsNotEmpty, IsNull and IsNotNull compare nothing: their value is neither shown nor sent. */
export function takesValue(operator: QueryOperator): boolean {
  return !VALUELESS_OPERATORS.includes(operator);
}

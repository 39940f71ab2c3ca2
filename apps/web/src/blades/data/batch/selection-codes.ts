import type { ComponentOptionList } from "@atelier/domain/catalogue/component-option.schema";
import type { ProductList } from "@atelier/domain/product/product-list.schema";
import type { QueryClient } from "@tanstack/react-query";
import { componentOptionKeys } from "../../../api/catalogue/component-option-list";
import { productKeys } from "../../../api/product/product-list";

/** The codes of a textarea, one per line: trimmed, blank lines left out, each once in the order written. */
export function codesOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter((code) => code !== "");
}

/** The textarea's codes with the picked ones added after them (each once), one per line. */
export function withCodes(text: string, added: readonly string[]): string {
  return [...new Set([...codesOf(text), ...added])].join("\n");
}

/** The codes of the picked ids, in the order picked, from rows that carry both (ids not found are left out). */
export function codesOfIds<Row>(
  rows: readonly Row[],
  ids: readonly string[],
  idOf: (row: Row) => string,
  codeOf: (row: Row) => string,
): string[] {
  const codes = new Map(rows.map((row) => [idOf(row), codeOf(row)]));
  return ids.flatMap((id) => codes.get(id) ?? []);
}

/**
 * The codes of options or products picked in their list blades. The pickers answer ids; their rows (with the
 * codes) are the lists those blades have just read, so they are taken from the query cache.
 */
export function pickedCodes(
  queryClient: QueryClient,
  kind: "componentOption" | "product",
  ids: readonly string[],
): string[] {
  if (kind === "componentOption") {
    const rows = queryClient
      .getQueriesData<ComponentOptionList>({ queryKey: componentOptionKeys.lists() })
      .flatMap(([, list]) => list?.componentOptions ?? []);
    return codesOfIds(
      rows,
      ids,
      (row) => row.componentOptionId,
      (row) => row.code,
    );
  }
  const rows = queryClient
    .getQueriesData<ProductList>({ queryKey: productKeys.lists() })
    .flatMap(([, list]) => list?.products ?? []);
  return codesOfIds(
    rows,
    ids,
    (row) => row.productId,
    (row) => row.styleCode,
  );
}

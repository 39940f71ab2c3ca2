import type { InferSelectModel } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { ModelState } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import type { CatalogueStore, CatalogueTable } from "./catalogue-entity.repo";

/** What every catalogue row has besides its own columns. */
export interface CatalogueRowStamp {
  id: string;
  etag: string;
}

// What catalogue items with references share (component types, placements, and the component rules that
// read them): references to other items of the company, and exports in the order asked.

/**
 * Field messages for a list of references: an id that is not in `known` (missing, archived or another
 * company's: the same answer) or, when `messages.twice` is given, that the list holds already gets its
 * message on `fieldOf(index)`. Every write that names other items of the company checks them with it.
 */
export function referenceErrors(
  ids: readonly string[],
  known: ReadonlySet<string>,
  fieldOf: (index: number) => string,
  messages: { notFound: string; twice?: string },
): ModelState {
  const modelState: ModelState = {};
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (!known.has(id)) modelState[fieldOf(index)] = [messages.notFound];
    else if (messages.twice !== undefined && seen.has(id)) modelState[fieldOf(index)] = [messages.twice];
    seen.add(id);
  });
  return modelState;
}

/** The live row `id` of the company, or 404 (missing, archived or another company's: the same answer). */
export async function findOrNotFound<T extends CatalogueTable>(
  store: CatalogueStore<T>,
  db: Db,
  companyId: string,
  id: string,
): Promise<InferSelectModel<T> & CatalogueRowStamp> {
  // Every catalogue row has a text id and etag (catalogueEntityColumns); the generic row type cannot say so.
  return requireFound(await store.find(db, companyId, id)) as InferSelectModel<T> & CatalogueRowStamp;
}

/** The rows for `keys` in the order asked, each once; a key without a row answers 404 (nothing is exported). */
export function inRequestedOrder<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return [...new Set(keys)].map((key) => requireFound(byKey.get(key)));
}

/** The items by key, each group in the items' order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The fields every catalogue answer carries besides its own: its stamp and its times. */
export function catalogueStamps(row: { etag: string; createdAt: Date; updatedAt: Date }) {
  return { etag: row.etag, created: row.createdAt.toISOString(), lastUpdated: row.updatedAt.toISOString() };
}

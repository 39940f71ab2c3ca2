import { MESSAGES } from "@atelier/domain/shared/messages";
import type { InferSelectModel } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { AppError } from "../../../http/app-error";
import { postgresCode } from "../../../http/error-handler";
import type { CatalogueStore, CatalogueTable } from "../catalogue-entity/catalogue-entity.repo";

// What component types and placements share: writes with an etag, unique names or codes, references
// to other items of the company, and exports in the order asked.

const UNIQUE_VIOLATION = "23505";

export const staleEtag = () => new AppError(412, MESSAGES.staleEtag);

export type ModelState = Record<string, string[]>;

export function throwIfInvalid(modelState: ModelState): void {
  if (Object.keys(modelState).length > 0) throw new AppError(400, MESSAGES.validationFailed, modelState);
}

/** Runs a write; a unique value taken meanwhile by a concurrent write answers like one taken before. */
export async function keepingUnique<T>(write: () => Promise<T>, taken: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresCode(error) === UNIQUE_VIOLATION) throw taken();
    throw error;
  }
}

/**
 * Field messages for a list of references: an id that is not in `known` (missing, archived or another
 * company's: the same answer) or that the list holds already gets its message on `fieldOf(index)`.
 */
export function referenceErrors(
  ids: readonly string[],
  known: ReadonlySet<string>,
  fieldOf: (index: number) => string,
  messages: { notFound: string; twice: string },
): ModelState {
  const modelState: ModelState = {};
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (!known.has(id)) modelState[fieldOf(index)] = [messages.notFound];
    else if (seen.has(id)) modelState[fieldOf(index)] = [messages.twice];
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
): Promise<InferSelectModel<T>> {
  const row = await store.find(db, companyId, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** The rows for `keys` in the order asked, each once; a key without a row answers 404 (nothing is exported). */
export function inRequestedOrder<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return [...new Set(keys)].map((key) => {
    const row = byKey.get(key);
    if (!row) throw AppError.notFound();
    return row;
  });
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

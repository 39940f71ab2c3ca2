import { newTemporaryId } from "./temporary-id";

interface Keyed {
  temporaryId?: string;
}

/** An item's key: its saved id, else its temporary id. */
export function partKey(savedId: string | undefined, item: Keyed): string {
  return savedId ?? item.temporaryId ?? "";
}

/** Gives a temporary id to every item that has neither a saved id nor one, so each has a key. */
export function withKeys<T extends Keyed>(items: readonly T[], savedId: (item: T) => string | undefined): T[] {
  return items.map((item) =>
    savedId(item) !== undefined || item.temporaryId !== undefined ? item : { ...item, temporaryId: newTemporaryId() },
  );
}

/** The positions of the items of a field array that hold a validation error. */
export function invalidIndexes(errors: object | undefined): number[] {
  if (errors === undefined) return [];
  return Object.keys(errors)
    .map(Number)
    .filter((index) => Number.isInteger(index) && index >= 0);
}

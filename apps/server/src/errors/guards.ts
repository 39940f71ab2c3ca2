import { AppError } from "./app-error";

/** The row read, or 404 when there is none: find-or-404 for every resource. */
export function requireFound<T>(row: T | null | undefined): T {
  if (row === undefined || row === null) throw AppError.notFound();
  return row;
}

/** 412 unless the etag the caller read is still the resource's. */
export function assertEtag(current: { etag: string }, given: string | undefined): void {
  if (current.etag !== given) throw AppError.staleEtag();
}

/** The row a conditional write (`... where etag = given`) answered, or 412 when it matched none. */
export function requireWritten<T>(row: T | null | undefined): T {
  if (row === undefined || row === null) throw AppError.staleEtag();
  return row;
}

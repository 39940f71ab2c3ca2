import type { AppError } from "./app-error";

/** PostgreSQL's code for a unique constraint broken. */
const UNIQUE_VIOLATION = "23505";

/** Finds a PostgreSQL error code anywhere in the cause chain (Drizzle wraps driver errors). */
export function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === UNIQUE_VIOLATION;
}

/**
 * Runs a write; a unique value taken meanwhile by a concurrent write (the database refuses it)
 * answers `taken()`, as one taken before the write does.
 */
export async function keepingUnique<T>(write: () => Promise<T>, taken: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

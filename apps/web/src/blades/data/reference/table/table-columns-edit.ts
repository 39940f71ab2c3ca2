import { REFERENCE_FILE_MAX_COLUMNS } from "@atelier/domain/data/reference-data.schema";
import { TABLE_TEXTS } from "./reference-table-texts";

/**
 * Why a column of this name cannot be added, or null: the header row must stay valid (a name, unique
 * regardless of case and surrounding spaces) and hold at most REFERENCE_FILE_MAX_COLUMNS columns.
 */
export function addColumnProblem(header: readonly string[], name: string): string | null {
  if (header.length >= REFERENCE_FILE_MAX_COLUMNS) return TABLE_TEXTS.tooManyColumns;
  const key = name.trim().toLowerCase();
  if (key === "") return TABLE_TEXTS.columnNameRequired;
  if (header.some((existing) => existing.trim().toLowerCase() === key)) return TABLE_TEXTS.columnNameTaken(name.trim());
  return null;
}

import type { ProductsExportInput } from "./export.schema";

/** Exported JSON is indented by four spaces (spec part 1, 7 and 9). */
export const EXPORT_JSON_INDENT = 4;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** YYYY-MM-DD of a moment, on the user's clock. */
export function exportDateStamp(at: Date): string {
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** year-month-day-hour-minute-second of a moment, on the user's clock (e.g. 2026-11-22-14-05-09). */
export function exportTimestamp(at: Date): string {
  return `${exportDateStamp(at)}-${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
}

/** One product's export: "{kind}-{styleCode}-{date}.json". */
export function productExportFileName(kind: string, styleCode: string, at: Date): string {
  return `${kind}-${styleCode}-${exportDateStamp(at)}.json`;
}

/** A batch export: Products-{timestamp}.json, or Products-WithPackages-{timestamp}.json with packages. */
export function productsExportFileName(
  dependenciesType: NonNullable<ProductsExportInput["dependenciesType"]>,
  at: Date,
): string {
  const prefix = dependenciesType === "Packages" ? "Products-WithPackages" : "Products";
  return `${prefix}-${exportTimestamp(at)}.json`;
}

/** A catalogue export's file name: "{prefix}-{YYYY-MM-DD}.json" (ComponentOptions, ComponentTypes ...). */
export function catalogueExportFileName(prefix: string, at: Date): string {
  return `${prefix}-${exportDateStamp(at)}.json`;
}

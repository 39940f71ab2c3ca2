import type { BatchAttribute, BatchEntry, BatchFile } from "@atelier/domain/data/batch-file.schema";
import type { BatchSelection } from "@atelier/domain/data/data-import.schema";
import { isRecord } from "@atelier/domain/data/import/import-candidate";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { type ImportKind, OPTION_KIND, PRODUCT_KIND } from "./data-import-kinds";

const attributeValue = (value: unknown): BatchAttribute["value"] =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;

/** An item's state as a batch file entry (spec part 3 "Batch file"). */
function entryOf(fields: Record<string, unknown>, code: string, lastUpdated: Date): BatchEntry {
  const sites = Array.isArray(fields.inactivePerSite) ? fields.inactivePerSite.filter(isRecord) : [];
  const attributes = Array.isArray(fields.customAttributesJson) ? fields.customAttributesJson.filter(isRecord) : [];
  return {
    code,
    inactive: fields.inactive === true,
    inactivePerSite: sites.map((site) => ({
      site: String(site.siteCode ?? ""),
      inactive: site.inactive === true,
      activeFrom: typeof site.activeFrom === "string" ? site.activeFrom : null,
    })),
    tags: Array.isArray(fields.tags) ? fields.tags.map(String) : [],
    customAttributes: attributes.map((attribute) => ({
      name: String(attribute.name ?? ""),
      value: attributeValue(attribute.value),
    })),
    lastUpdated: lastUpdated.toISOString(),
  };
}

/** The entries of `codes` (each once, in the order given); the unknown codes are answered beside. */
async function entriesOf<Row extends { id: string; etag: string; updatedAt: Date }>(
  deps: Pick<AppDeps, "db">,
  kind: ImportKind<Row>,
  companyId: string,
  codes: readonly string[],
): Promise<{ entries: BatchEntry[]; unknown: string[] }> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return { entries: [], unknown: [] };
  const rows = new Map((await kind.findByCodes(deps.db, companyId, unique)).map((row) => [kind.codeOf(row), row]));
  const entries: BatchEntry[] = [];
  const unknown: string[] = [];
  for (const code of unique) {
    const row = rows.get(code);
    if (row) entries.push(entryOf(kind.fieldsOf(row), code, row.updatedAt));
    else unknown.push(code);
  }
  return { entries, unknown };
}

/**
 * `POST dataimport/batch` (Batch Tools, 'over a selection'): a batch file of the current state of the chosen
 * options (by code) and products (by style code). Unknown codes: 400 naming them. Writes nothing.
 */
export async function selectionBatch(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: z.output<typeof BatchSelection>,
): Promise<BatchFile> {
  const [options, products] = await Promise.all([
    entriesOf(deps, OPTION_KIND, actor.companyId, input.componentOptionCodes),
    entriesOf(deps, PRODUCT_KIND, actor.companyId, input.productCodes),
  ]);
  const modelState: Record<string, string[]> = {};
  if (options.unknown.length > 0)
    modelState.componentOptionCodes = [M.unknownCodes("component option", options.unknown)];
  if (products.unknown.length > 0) modelState.productCodes = [M.unknownCodes("product style", products.unknown)];
  if (Object.keys(modelState).length > 0) {
    throw new AppError(400, Object.values(modelState).flat().join(" "), modelState);
  }
  return { componentOptions: options.entries, products: products.entries };
}

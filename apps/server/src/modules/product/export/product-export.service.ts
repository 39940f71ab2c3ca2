import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedProduct,
  type ProductExportDocument,
  type ProductExportQuery,
  type ProductsExportInput,
} from "@atelier/domain/product/export.schema";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { ProductRow } from "../../../db/schema/products";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { toComponentPackageDto } from "../package/package.dto";
import { listLivePackages } from "../package/package.service";
import { linkedProductIds, toProductDto } from "../product/product.dto";
import { findProductRow, linkedNames } from "../product/product.service";
import { findProductVersion } from "../product-scope/product-scope.service";
import { toVersionDto } from "../version/version.dto";
import { activeVersionsOf } from "../version/version.service";
import { listProductsByIds } from "./product-export.repo";

/** The name a batch export gives its kind, as its file is named. */
export const BATCH_EXPORT_KINDS = { None: "Products", Packages: "Products-WithPackages" } as const;

interface Entry {
  product: ProductRow;
  versions: ProductVersionRow[];
}

const document = (kind: string, at: Date, products: ExportedProduct[]): ProductExportDocument => ({
  format: EXPORT_FORMAT,
  formatVersion: EXPORT_FORMAT_VERSION,
  exportedAt: at.toISOString(),
  kind,
  products,
});

/** The exported form of products and versions, reading the names and (when asked) packages of all in one go. */
async function exportEntries(
  db: Db,
  companyId: string,
  entries: readonly Entry[],
  withPackages: boolean,
): Promise<ExportedProduct[]> {
  const names = await linkedNames(
    db,
    companyId,
    entries.map((entry) => entry.product),
  );
  const versionIds = entries.flatMap((entry) => entry.versions.map((version) => version.id));
  const packages = withPackages ? await listLivePackages(db, companyId, versionIds) : [];
  return entries.map(({ product, versions }) => ({
    product: toProductDto(product, names),
    versions: versions.map((version) => ({
      version: toVersionDto(version, product),
      ...(withPackages
        ? {
            componentPackages: packages.filter((item) => item.versionId === version.id).map(toComponentPackageDto),
          }
        : {}),
    })),
  }));
}

/** The products with their active version (none when a product has no active version). */
async function withActiveVersions(db: Db, companyId: string, rows: readonly ProductRow[]): Promise<Entry[]> {
  const active = await activeVersionsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((product) => ({ product, versions: active.filter((version) => version.productId === product.id) }));
}

/**
 * The parent product and mixins of `product`, each with its active version and packages, and theirs in
 * turn. `seen` holds every product already in the document: each appears once, so cycles end.
 */
async function exportParents(
  db: Db,
  companyId: string,
  product: ProductRow,
  seen: Set<string>,
): Promise<ExportedProduct[]> {
  const ids = linkedProductIds(product).filter((id) => !seen.has(id));
  for (const id of ids) seen.add(id);
  const byId = new Map((await listProductsByIds(db, companyId, ids)).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const exported = await exportEntries(db, companyId, await withActiveVersions(db, companyId, rows), true);
  for (const [index, row] of rows.entries()) {
    const item = exported[index];
    if (item) item.parents = await exportParents(db, companyId, row, seen);
  }
  return exported;
}

/** One product and one of its versions; with packages for every kind but Product; parents for the complete hierarchy. */
export async function exportProduct(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  productId: string,
  query: z.output<typeof ProductExportQuery>,
): Promise<ProductExportDocument> {
  const { companyId } = actor;
  const product = await findProductRow(deps.db, companyId, productId);
  const version = product && (await findProductVersion(deps.db, companyId, productId, query.versionId));
  if (!product || !version) throw AppError.notFound();
  const [exported] = await exportEntries(
    deps.db,
    companyId,
    [{ product, versions: [version] }],
    query.kind !== "Product",
  );
  if (!exported) throw new Error("export built no product");
  if (query.kind === "ProductCompleteHierarchy") {
    exported.parents = await exportParents(deps.db, companyId, product, new Set([product.id]));
  }
  return document(query.kind, deps.clock(), [exported]);
}

/** Many products (in the order asked, each once) with their active version, and with packages when asked. */
export async function exportProducts(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: z.output<typeof ProductsExportInput>,
): Promise<ProductExportDocument> {
  const { companyId } = actor;
  const ids = [...new Set(input.ids)];
  const byId = new Map((await listProductsByIds(deps.db, companyId, ids)).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  if (rows.length !== ids.length) throw AppError.notFound();
  const entries = await withActiveVersions(deps.db, companyId, rows);
  const withPackages = input.dependenciesType === "Packages";
  const products = await exportEntries(deps.db, companyId, entries, withPackages);
  return document(BATCH_EXPORT_KINDS[input.dependenciesType], deps.clock(), products);
}

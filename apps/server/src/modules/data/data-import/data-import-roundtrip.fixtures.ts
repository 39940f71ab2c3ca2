import { CatalogueExportDocument } from "@atelier/domain/catalogue/catalogue-export.schema";
import {
  type ComponentOptionExportDocument,
  ComponentOptionList,
} from "@atelier/domain/catalogue/component-option.schema";
import type { ProductExportDocument } from "@atelier/domain/product/export.schema";
import { ProductList } from "@atelier/domain/product/product-list.schema";
import { expect } from "vitest";
import type { ApiClient } from "../../../../test/http";

/** A workspace's batch files, in the order they import: the catalogue, the options, the products. */
export interface WorkspaceBatches {
  catalogue: CatalogueExportDocument;
  options: ComponentOptionExportDocument;
  products: ProductExportDocument;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every live item of the client's workspace as batch files: `catalogue/export`, every live option by code
 * through `componentoption/export`, every product by style code through `product/export/full` with packages.
 */
export async function exportWorkspace(client: ApiClient): Promise<WorkspaceBatches> {
  const catalogue = CatalogueExportDocument.parse((await client.post("catalogue/export", {})).body);
  const options = ComponentOptionList.parse((await client.get("componentoption?take=100000")).body);
  const codes = options.componentOptions.map((option) => option.code).sort(byText);
  const products = ProductList.parse((await client.get("product?take=10000")).body).products;
  const ids = [...products].sort((a, b) => byText(a.styleCode, b.styleCode)).map((product) => product.productId);
  const optionExport = await client.post("componentoption/export", { codes });
  const productExport = await client.post("product/export/full", { ids, dependenciesType: "Packages" });
  expect([optionExport.status, productExport.status]).toEqual([200, 200]);
  return {
    catalogue,
    options: optionExport.body as ComponentOptionExportDocument,
    products: productExport.body as ProductExportDocument,
  };
}

/** A batch file's text as the web app saves it: indented by four spaces. */
export const fileText = (document: unknown): string => JSON.stringify(document, null, 4);

/**
 * Left out of the comparison (docs/decisions/data-import-round-trip.md): the stamps the target workspace sets
 * itself, and the count of a package's component rules, which exports count but do not carry.
 */
const OWN_STAMPS = new Set([
  "etag",
  "created",
  "lastUpdated",
  "lastUpdatedBy",
  "exportedAt",
  "componentGeneratorsCount",
]);

/** Whether a field holds an id: any field named `...Id`, and the `id` of attributes, sequences, joints and rules. */
const isIdField = (key: string) => key === "id" || key.endsWith("Id");

/**
 * The files' texts (indented by four) with every id value replaced by a placeholder numbered in order of first
 * appearance over all the files, and the workspace's own stamps left out: two workspaces holding the same items
 * answer the same texts, byte for byte.
 */
export function canonicalTexts(batches: WorkspaceBatches): string[] {
  const placeholders = new Map<string, string>();
  const renamed = (value: unknown, key = ""): unknown => {
    if (typeof value === "string" && isIdField(key)) {
      if (!placeholders.has(value)) placeholders.set(value, `<id ${placeholders.size + 1}>`);
      return placeholders.get(value);
    }
    if (Array.isArray(value)) return value.map((item) => renamed(item, key));
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([field]) => !OWN_STAMPS.has(field))
        .map(([field, item]) => [field, renamed(item, field)]),
    );
  };
  return [batches.catalogue, batches.options, batches.products].map((document) => fileText(renamed(document)));
}

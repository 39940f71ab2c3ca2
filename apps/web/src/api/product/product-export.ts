import {
  ProductExportDocument,
  type ProductExportKind,
  type ProductsExportInput,
} from "@atelier/domain/product/export.schema";
import { productExportFileName, productsExportFileName } from "@atelier/domain/product/export-file-names";
import { useMutation } from "@tanstack/react-query";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

/** Saves a document as a JSON file in the browser's downloads, indented by four spaces. */
interface ExportProductInput {
  productId: string;
  versionId: string;
  kind: ProductExportKind;
}

/** Exports one product's version and downloads it as "{kind}-{styleCode}-{date}.json". */
export function useExportProduct() {
  return useMutation({
    mutationFn: async ({ productId, versionId, kind }: ExportProductInput) => {
      const document = await api(`product/${encodeURIComponent(productId)}/export`, {
        query: { versionId, kind },
        schema: ProductExportDocument,
      });
      const styleCode = document.products[0]?.product.styleCode ?? productId;
      downloadJsonDocument(productExportFileName(kind, styleCode, new Date()), document);
      return document;
    },
  });
}

/** Exports many products' active versions and downloads them as Products[-WithPackages]-{timestamp}.json. */
export function useExportProducts() {
  return useMutation({
    mutationFn: async ({ ids, dependenciesType = "None" }: Pick<ProductsExportInput, "ids" | "dependenciesType">) => {
      const body: ProductsExportInput = { ids, versionType: "Active", dependenciesType };
      const document = await api("product/export/full", { method: "POST", body, schema: ProductExportDocument });
      downloadJsonDocument(productsExportFileName(dependenciesType, new Date()), document);
      return document;
    },
  });
}

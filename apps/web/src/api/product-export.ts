import { ProductExportDocument, type ProductExportKind, type ProductsExportInput } from "@atelier/domain/export.schema";
import { EXPORT_JSON_INDENT, productExportFileName, productsExportFileName } from "@atelier/domain/export-file-names";
import { useMutation } from "@tanstack/react-query";
import { api } from "./http";

/** Saves a document as a JSON file in the browser's downloads, indented by four spaces. */
function downloadJson(fileName: string, document: ProductExportDocument): void {
  const text = JSON.stringify(document, null, EXPORT_JSON_INDENT);
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is no longer needed afterwards.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
      downloadJson(productExportFileName(kind, styleCode, new Date()), document);
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
      downloadJson(productsExportFileName(dependenciesType, new Date()), document);
      return document;
    },
  });
}

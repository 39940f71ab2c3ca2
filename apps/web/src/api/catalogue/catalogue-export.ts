import { CatalogueExportDocument } from "@atelier/domain/catalogue/catalogue-export.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { useMutation } from "@tanstack/react-query";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

/**
 * Exports the whole shared catalogue (sites, dimensions, option definitions, component types, placements) and
 * downloads it as Catalogue-{date}.json: the file a batch import reads before options and products.
 */
export function useExportCatalogue() {
  return useMutation({
    mutationFn: async () => {
      const document = await api("catalogue/export", { method: "POST", body: {}, schema: CatalogueExportDocument });
      downloadJsonDocument(catalogueExportFileName("Catalogue", new Date()), document);
      return document;
    },
  });
}

import type { DataImport, DataImportStage } from "@atelier/domain/data/data-import.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { catalogueImported } from "./data-import";

/** Whether a feed seen at stage `before` and now at `after` has just written to the catalogue (applied or undone). */
export function wroteCatalogue(before: DataImportStage | undefined, after: DataImportStage): boolean {
  return before !== undefined && before !== after && after !== "Planned";
}

/**
 * Reads the product and option lists again when a shown feed's apply or undo has ended (its stage moved on),
 * so the lists show what the import wrote.
 */
export function useCatalogueRefresh(feeds: readonly Pick<DataImport, "dataImportId" | "stage">[] | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<string, DataImportStage>());
  useEffect(() => {
    if (feeds === undefined) return;
    let wrote = false;
    for (const feed of feeds) {
      wrote ||= wroteCatalogue(seen.current.get(feed.dataImportId), feed.stage);
      seen.current.set(feed.dataImportId, feed.stage);
    }
    if (wrote) catalogueImported(queryClient);
  }, [feeds, queryClient]);
}

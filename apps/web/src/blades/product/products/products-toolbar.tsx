import { memo } from "react";
import { ExportButton } from "../../../ui/list/export-button";
import { ListToolbar, type ScopeToggle } from "../../../ui/list/list-toolbar";
import { PRODUCTS_TEXTS } from "./products-texts";

interface ProductsActionsProps {
  scope: ScopeToggle;
  refreshing: boolean;
  onRefresh: () => void;
  /** Add, shown to editors in a list. */
  onAdd?: (() => void) | undefined;
  /** The batch exports, shown to editors in a list while a text filter is set. */
  onExport?: ((dependenciesType: "None" | "Packages") => void) | undefined;
  exporting: "None" | "Packages" | null;
}

/** Add, refresh, the tag-scope toggle and the batch exports; unchanged by a filter keystroke. */
export const ProductsActions = memo(function ProductsActions(props: ProductsActionsProps) {
  const { onExport, exporting } = props;
  return (
    <ListToolbar
      onAdd={props.onAdd}
      refresh={{ refreshing: props.refreshing, onRefresh: props.onRefresh }}
      scope={props.scope}
      items={PRODUCTS_TEXTS.items}
      end={
        onExport && (
          <>
            <ExportButton
              label={PRODUCTS_TEXTS.exportBatch}
              loading={exporting === "None"}
              disabled={exporting !== null}
              onClick={() => onExport("None")}
            />
            <ExportButton
              label={PRODUCTS_TEXTS.exportWithPackages}
              loading={exporting === "Packages"}
              disabled={exporting !== null}
              onClick={() => onExport("Packages")}
            />
          </>
        )
      }
    />
  );
});

import { MESSAGES } from "@atelier/domain/messages";
import { compileProductFilter } from "@atelier/domain/product-filter";
import { PRODUCT_LIST_MAX_TAKE, type ProductListQuery, type ProductSummary } from "@atelier/domain/product-list.schema";
import { useCallback, useMemo, useRef, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useExportProducts } from "../../api/product-export";
import { useProductList } from "../../api/product-list";
import { useTagScope } from "../../app/shell/use-tag-scope";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeProps } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import { ErrorCallout } from "../../ui/error-callout";
import { versionItemId } from "../versions/version-item-id";
import { ListCount } from "./list-count";
import type { RowActions } from "./product-row";
import { filterRows, listState, offeredRows } from "./product-rows";
import classes from "./products.module.css";
import { ProductsList } from "./products-list";
import { PickSelectionBar } from "./products-pick-bar";
import { PRODUCTS_TEXTS } from "./products-texts";
import { ProductsActions, ProductsFilter } from "./products-toolbar";
import { usePickSelection } from "./use-pick-selection";

/** Every product of the company in one call, by name, with their latest versions. */
const ALL_PRODUCTS: ProductListQuery = { orderBy: "name", take: PRODUCT_LIST_MAX_TAKE, expand: "recentversions" };
const NO_PRODUCTS: readonly ProductSummary[] = [];
const NO_TAGS: readonly string[] = [];
/** The Products blade (spec part 1, 2.4): the company's products, as a list or as a picker. */
export function ProductsBlade({ blade }: BladeProps) {
  const user = useCurrentUser().data;
  const canEdit = user?.permissions.canEdit === true;
  const { scope } = useTagScope(user?.company.companyId ?? "");
  const { open } = useBlades();
  const { request, complete } = usePickRequest(blade);
  const pick = usePickSelection(request, complete);
  const query = useProductList(ALL_PRODUCTS);
  const exportProducts = useExportProducts();
  const [scopeOn, setScopeOn] = useState(true);
  const [text, setText] = useState("");

  const activeScope = scopeOn ? scope : NO_TAGS;
  const excludedIds = request?.excludedIds;
  const products = query.data?.products ?? NO_PRODUCTS;
  const offered = useMemo(
    () => offeredRows(products, { scope: activeScope, excludedIds }),
    [products, activeScope, excludedIds],
  );
  const filter = useMemo(() => compileProductFilter(text), [text]);
  const rows = useMemo(() => filterRows(offered, filter), [offered, filter]);

  const { choose } = pick;
  const listing = pick.mode === "list";
  const actions = useMemo<RowActions>(() => {
    const details = (product: ProductSummary) =>
      open("EditProduct", { mode: "edit", itemId: product.productId, parentId: blade.id });
    return {
      onChoose: (product) => (listing ? details(product) : choose(product.productId)),
      onDetails: details,
      onLatestVersion: (product) => {
        const latest = product.recent?.latestVersion;
        if (!latest) return;
        open("EditVersion", {
          mode: "edit",
          itemId: versionItemId(product.productId, latest.versionId),
          parentId: blade.id,
        });
      },
    };
  }, [open, blade.id, listing, choose]);

  // Stable callbacks keep the buttons from rendering again on each filter keystroke.
  const editing = canEdit && listing;
  const shown = useRef(rows);
  shown.current = rows;
  const { refetch } = query;
  const onRefresh = useCallback(() => void refetch(), [refetch]);
  const onAdd = useMemo(
    () => (editing ? () => open("EditProduct", { mode: "new", parentId: blade.id }) : undefined),
    [editing, open, blade.id],
  );
  const { mutate: exportIds } = exportProducts;
  const canExport = editing && filter.active && rows.length > 0;
  const onExport = useMemo(
    () =>
      canExport
        ? (dependenciesType: "None" | "Packages") =>
            exportIds({ ids: shown.current.map((row) => row.product.productId), dependenciesType })
        : undefined,
    [canExport, exportIds],
  );
  const state = listState(query.data?.products.length, rows.length);
  return (
    <div className={classes.root} data-testid="products-blade" data-mode={pick.mode}>
      <ProductsActions
        scoped={scope.length === 0 ? null : scopeOn}
        onScoped={setScopeOn}
        refreshing={query.isFetching}
        onRefresh={onRefresh}
        onAdd={onAdd}
        onExport={onExport}
        exporting={exportProducts.isPending ? (exportProducts.variables?.dependenciesType ?? "None") : null}
      />
      <ProductsFilter text={text} onText={setText} />
      <ErrorCallout error={query.error ?? exportProducts.error} />
      <PickSelectionBar pick={pick} allowNone={request?.allowNone === true} />
      {query.data && query.data.total > 0 && (
        <ListCount
          testId="products-count"
          shown={rows.length}
          of={query.data.total}
          truncated={
            query.data.total > query.data.products.length
              ? PRODUCTS_TEXTS.firstOnly(query.data.products.length, query.data.total)
              : null
          }
        />
      )}
      {query.isError ? null : state === "rows" ? (
        <ProductsList
          rows={rows}
          mode={pick.mode}
          selected={pick.selected}
          scrollKey={`${text}\n${activeScope.join("\n")}`}
          {...actions}
        />
      ) : (
        <div className={classes.message} data-testid="products-message">
          {state === "loading"
            ? MESSAGES.loading
            : state === "no-products"
              ? MESSAGES.noProductsYet
              : MESSAGES.noResults}
        </div>
      )}
    </div>
  );
}

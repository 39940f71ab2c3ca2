import { compileProductFilter } from "@atelier/domain/product/product-filter";
import {
  PRODUCT_LIST_MAX_TAKE,
  type ProductListQuery,
  type ProductSummary,
} from "@atelier/domain/product/product-list.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { useCallback, useMemo, useRef, useState } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useExportProducts } from "../../../api/product/product-export";
import { useProductList } from "../../../api/product/product-list";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { FilterBox } from "../../../ui/list/filter-box";
import { ListCount } from "../../../ui/list/list-count";
import { ListFrame } from "../../../ui/list/list-frame";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { usePickSelection } from "../../../ui/list/use-pick-selection";
import { useScopeToggle } from "../../../ui/list/use-scope-toggle";
import { productLinks } from "../product-links";
import { PRODUCT_ROW_HEIGHT, ProductRow, type RowActions } from "./product-row";
import { filterRows, offeredRows } from "./product-rows";
import { PRODUCTS_TEXTS } from "./products-texts";
import { ProductsActions } from "./products-toolbar";

/** Every product of the company in one call, by name, with their latest versions. */
const ALL_PRODUCTS: ProductListQuery = { orderBy: "name", take: PRODUCT_LIST_MAX_TAKE, expand: "recentversions" };
const NO_PRODUCTS: readonly ProductSummary[] = [];
const EMPTY = { text: MESSAGES.noProductsYet };
/** The Products blade (spec part 1, 2.4): the company's products, as a list or as a picker. */
export function ProductsBlade({ blade }: BladeProps) {
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { activeScope, toggle } = useScopeToggle();
  const { open } = useBlades();
  const pick = usePickSelection(blade);
  const query = useProductList(ALL_PRODUCTS);
  const exportProducts = useExportProducts();
  const [text, setText] = useState("");

  const { excludedIds } = pick;
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
    const details = (product: ProductSummary) => open(productLinks.editProduct(product), { parentId: blade.id });
    return {
      onChoose: (product) => (listing ? details(product) : choose(product.productId)),
      onDetails: details,
      onLatestVersion: (product) => {
        const latest = product.recent?.latestVersion;
        if (!latest) return;
        open(productLinks.editVersion({ productId: product.productId, versionId: latest.versionId }), {
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
    () => (editing ? () => open(productLinks.newProduct(), { parentId: blade.id }) : undefined),
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
  const { mode, selected } = pick;
  const total = query.data?.total ?? 0;
  const loaded = query.data?.products.length ?? 0;
  return (
    <ListFrame
      testId="products-blade"
      pick={pick}
      toolbar={
        <ProductsActions
          scope={toggle}
          refreshing={query.isFetching}
          onRefresh={onRefresh}
          onAdd={onAdd}
          onExport={onExport}
          exporting={exportProducts.isPending ? (exportProducts.variables?.dependenciesType ?? "None") : null}
        />
      }
      filter={<FilterBox text={text} onText={setText} />}
      error={query.error ?? exportProducts.error}
      count={
        total > 0 && (
          <ListCount
            testId="products-count"
            text={LIST_TEXTS.shownOf(rows.length, total)}
            warning={total > loaded ? PRODUCTS_TEXTS.firstOnly(loaded, total) : null}
          />
        )
      }
      failed={query.isError}
      source={{ kind: "whole", rows, loadedCount: query.data?.products.length }}
      rows={{
        label: "Products",
        testId: "products-scroller",
        rowHeight: PRODUCT_ROW_HEIGHT,
        overscan: 4,
        scrollKey: `${text}\n${activeScope.join("\n")}`,
        renderRow: (row, top) => (
          <ProductRow
            product={row.product}
            mode={mode}
            selected={selected.has(row.product.productId)}
            top={top}
            {...actions}
          />
        ),
      }}
      empty={EMPTY}
      messageTestId="products-message"
    />
  );
}

import { MESSAGES } from "@atelier/domain/shared/messages";
import { UnstyledButton } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { useProductList } from "../../api/product/product-list";
import { productLinks } from "../../blades/product/product-links";
import { ErrorCallout } from "../../ui/error-callout";
import { useBlades } from "../workspace/blade-context";
import { ProductListItem } from "./product-list-item";
import { SidebarGroup } from "./sidebar-group";
import { emptyListMessage, productsInScope, sidebarListQuery } from "./sidebar-product-lists";
import classes from "./sidebar-products.module.css";
import type { ProductList } from "./sidebar-sections";
import { useTagScope } from "./use-tag-scope";

/** The products of one list, in the tag scope: loading text, error, empty text or the items. */
function ProductListBody({ list, scope }: { list: ProductList; scope: string[] }) {
  const { open } = useBlades();
  const query = useProductList(sidebarListQuery(list.id, scope.length > 0));

  if (query.isPending) return <div className={classes.message}>{MESSAGES.loadingRecentProducts}</div>;
  if (query.isError) return <ErrorCallout error={query.error} />;

  const products = productsInScope(list.id, query.data.products, scope);
  return (
    <ul aria-label={list.label} className={classes.list}>
      {list.viewAll && (
        <li>
          <UnstyledButton className={`${classes.row} ${classes.viewAll}`} onClick={() => open(productLinks.products())}>
            <IconList size={14} />
            View All ({query.data.total})
          </UnstyledButton>
        </li>
      )}
      {products.length === 0 ? (
        <li className={classes.message}>{emptyListMessage(list.id, query.data.products.length)}</li>
      ) : (
        products.map((product) => (
          <ProductListItem key={product.productId} product={product} showActive={list.id === "all"} />
        ))
      )}
    </ul>
  );
}

/** The three product lists of the Products section, each filtered by the company's tag scope. */
export function SidebarProductLists({ lists, companyId }: { lists: ProductList[]; companyId: string }) {
  const { scope } = useTagScope(companyId);
  return lists.map((list) => (
    <SidebarGroup
      key={list.id}
      label={list.label}
      defaultOpened={list.openByDefault}
      childrenOffset={0}
      data-testid={`product-list-${list.id}`}
      styles={{ label: { fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 } }}
    >
      <ProductListBody list={list} scope={scope} />
    </SidebarGroup>
  ));
}

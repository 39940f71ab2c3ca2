import type { ProductSummary } from "@atelier/domain/product/product-list.schema";
import { shortProductName } from "@atelier/domain/product/product-lists";
import { Badge, UnstyledButton } from "@mantine/core";
import { productLinks } from "../../blades/product/product-links";
import { LABEL_COLORS } from "../theme-tokens";
import { useBlades } from "../workspace/blade-context";
import { type BladeLink, showsLink } from "../workspace/blade-link";
import { versionRows } from "./sidebar-product-lists";
import classes from "./sidebar-products.module.css";

function Label({ children, color }: { children: string; color: string }) {
  return (
    <Badge size="xs" radius="sm" variant="light" color={color} tt="none" fw={500} className={classes.label}>
      {children}
    </Badge>
  );
}

/** One product of a sidebar list: short name, styleCode, 'Mixin'; under it, its latest (and active) versions. */
export function ProductListItem({ product, showActive }: { product: ProductSummary; showActive: boolean }) {
  const { open, stack } = useBlades();
  const isOpen = (link: BladeLink) => stack.some((blade) => showsLink(blade, link));
  const productLink = productLinks.editProduct(product);
  return (
    <li className={classes.product} data-testid="sidebar-product">
      <UnstyledButton
        className={classes.row}
        data-active={isOpen(productLink) || undefined}
        title={product.name}
        onClick={() => open(productLink)}
      >
        <span className={classes.name} data-testid="product-name">
          {shortProductName(product.name)}
        </span>
        {product.styleCode && (
          <span className={classes.styleCode} title={product.styleCode}>
            {product.styleCode}
          </span>
        )}
        {product.mixinOnly && <Label color={LABEL_COLORS.mixin}>Mixin</Label>}
      </UnstyledButton>
      {versionRows(product, showActive).map(({ version, latest, active }) => {
        const versionLink = productLinks.editVersion({ productId: product.productId, versionId: version.versionId });
        return (
          <UnstyledButton
            key={version.versionId}
            className={`${classes.row} ${classes.version}`}
            data-active={isOpen(versionLink) || undefined}
            title={`v${version.code} ${version.name}`}
            data-testid="sidebar-version"
            onClick={() => open(versionLink)}
          >
            <span className={classes.code}>v{version.code}</span>
            <span className={classes.name}>{version.name}</span>
            {latest && <Label color={LABEL_COLORS.latest}>Latest</Label>}
            {active && <Label color={LABEL_COLORS.active}>Active</Label>}
          </UnstyledButton>
        );
      })}
    </li>
  );
}

import type { ProductSummary } from "@atelier/domain/product/product-list.schema";
import { IconListDetails, IconVersions } from "@tabler/icons-react";
import { memo } from "react";
import classes from "../../../ui/list/list.module.css";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { RowAction } from "../../../ui/list/row-action";
import { RowMain } from "../../../ui/list/row-main";
import type { RowMode } from "../../../ui/list/selection-mark";
import { rowPlace } from "../../../ui/list/virtual-list";
import { PRODUCTS_TEXTS } from "./products-texts";

/** Every row has this height, so the list needs no measuring while it scrolls or filters. */
export const PRODUCT_ROW_HEIGHT = 52;

export interface RowActions {
  /** The row itself: opens the details in a list, picks or toggles in a picker. */
  onChoose: (product: ProductSummary) => void;
  onDetails: (product: ProductSummary) => void;
  onLatestVersion: (product: ProductSummary) => void;
}

interface ProductRowProps extends RowActions {
  product: ProductSummary;
  mode: RowMode;
  selected: boolean;
  /** The row's offset from the list's top. */
  top: number;
}

/**
 * One product: name, styleCode, 'Mixin' and description, with its latest-version and details buttons.
 * Plain elements styled by the module: a filter keystroke can replace every row in view, so rows stay cheap.
 */
export const ProductRow = memo(function ProductRow({
  product,
  mode,
  selected,
  top,
  onChoose,
  onDetails,
  onLatestVersion,
}: ProductRowProps) {
  const latest = product.recent?.latestVersion ?? null;
  return (
    <li className={classes.row} style={rowPlace(PRODUCT_ROW_HEIGHT, top)} data-testid="product-row">
      <RowMain mode={mode} selected={selected} title={product.name} onClick={() => onChoose(product)}>
        <span className={classes.text}>
          <span className={classes.line}>
            <span className={classes.name} data-testid="product-row-name">
              {product.name}
            </span>
            <span className={classes.code}>{product.styleCode}</span>
            {product.mixinOnly && <span className={classes.chip}>{PRODUCTS_TEXTS.mixin}</span>}
          </span>
          {product.description && <span className={classes.description}>{product.description}</span>}
        </span>
      </RowMain>
      <RowAction
        // The name holds the code the button shows ('Latest version v2'), as speech input users say what they see.
        label={latest === null ? PRODUCTS_TEXTS.latestVersion : `${PRODUCTS_TEXTS.latestVersion} v${latest.code}`}
        title={
          latest === null ? PRODUCTS_TEXTS.noVersion : `${PRODUCTS_TEXTS.latestVersion}: v${latest.code} ${latest.name}`
        }
        disabled={latest === null}
        onClick={() => onLatestVersion(product)}
      >
        <IconVersions size={14} />
        {latest === null ? "–" : `v${latest.code}`}
      </RowAction>
      <RowAction label={LIST_TEXTS.details} onClick={() => onDetails(product)}>
        <IconListDetails size={16} />
      </RowAction>
    </li>
  );
});

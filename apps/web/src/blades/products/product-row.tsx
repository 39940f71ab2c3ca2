import type { ProductSummary } from "@atelier/domain/product-list.schema";
import { IconListDetails, IconVersions } from "@tabler/icons-react";
import { type CSSProperties, memo, type ReactNode } from "react";
import classes from "./products.module.css";
import { PRODUCTS_TEXTS } from "./products-texts";

/** How a row behaves: opening details (list), picking at once (one) or toggling (many). */
export type RowMode = "list" | "pick-one" | "pick-many";

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
  style: CSSProperties;
}

/** A picker's check box (many) or radio mark (one), drawn in CSS; the row's button carries the state. */
export function SelectionMark({ mode, selected }: { mode: RowMode; selected: boolean }) {
  if (mode === "list") return null;
  return (
    <span
      className={classes.mark}
      data-shape={mode === "pick-many" ? "box" : "dot"}
      data-checked={selected || undefined}
    />
  );
}

interface RowActionProps {
  /** The button's accessible name, and its tooltip unless a title is given. */
  label: string;
  title?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small button at a row's end (details, latest version, preview...). */
export function RowAction({ label, title = label, disabled, onClick, children }: RowActionProps) {
  return (
    <button
      type="button"
      className={classes.action}
      disabled={disabled}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * One product: name, styleCode, 'Mixin' and description, with its latest-version and details buttons.
 * Plain elements styled by the module: a filter keystroke can replace every row in view, so rows stay cheap.
 */
export const ProductRow = memo(function ProductRow({
  product,
  mode,
  selected,
  style,
  onChoose,
  onDetails,
  onLatestVersion,
}: ProductRowProps) {
  const latest = product.recent?.latestVersion ?? null;
  return (
    <li className={classes.row} style={style} data-testid="product-row">
      <button
        type="button"
        className={classes.main}
        data-selected={(mode !== "list" && selected) || undefined}
        aria-pressed={mode === "pick-many" ? selected : undefined}
        title={product.name}
        onClick={() => onChoose(product)}
      >
        <SelectionMark mode={mode} selected={selected} />
        <span className={classes.text}>
          <span className={classes.line}>
            <span className={classes.name} data-testid="product-row-name">
              {product.name}
            </span>
            <span className={classes.styleCode}>{product.styleCode}</span>
            {product.mixinOnly && <span className={classes.chip}>{PRODUCTS_TEXTS.mixin}</span>}
          </span>
          {product.description && <span className={classes.description}>{product.description}</span>}
        </span>
      </button>
      <RowAction
        label={PRODUCTS_TEXTS.latestVersion}
        title={
          latest === null ? PRODUCTS_TEXTS.noVersion : `${PRODUCTS_TEXTS.latestVersion}: v${latest.code} ${latest.name}`
        }
        disabled={latest === null}
        onClick={() => onLatestVersion(product)}
      >
        <IconVersions size={14} />
        {latest === null ? "–" : `v${latest.code}`}
      </RowAction>
      <RowAction label={PRODUCTS_TEXTS.details} onClick={() => onDetails(product)}>
        <IconListDetails size={16} />
      </RowAction>
    </li>
  );
});

import { useVirtualRows } from "../../ui/catalogue-list/use-virtual-rows";
import type { RowMode } from "../products/product-row";
import classes from "../products/products.module.css";
import { PRODUCT_ROW_HEIGHT } from "../products/products-list";
import { ComponentOptionRow, type OptionRowActions } from "./component-option-row";
import type { OptionRow } from "./component-option-rows";
import { COMPONENT_OPTIONS_TEXTS } from "./component-options-texts";

interface ComponentOptionsListProps extends OptionRowActions {
  rows: readonly OptionRow[];
  /** Definition names by id, for the rows' definition mark. */
  definitionNames: ReadonlyMap<string, string>;
  mode: RowMode;
  selected: ReadonlySet<string>;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
}

/**
 * The options as a virtual list with the Products list's row height: only the rows in view are rendered,
 * keyed by position, so a filter keystroke updates the rows in place instead of replacing their elements.
 */
export function ComponentOptionsList(props: ComponentOptionsListProps) {
  const { rows, definitionNames, mode, selected, scrollKey, ...actions } = props;
  const { scroller, virtualizer } = useVirtualRows({
    count: rows.length,
    rowHeight: PRODUCT_ROW_HEIGHT,
    overscan: 4,
    scrollKey,
  });

  return (
    <div ref={scroller} className={classes.scroller} data-testid="options-scroller">
      <ul
        aria-label={COMPONENT_OPTIONS_TEXTS.listLabel}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const { option } = row;
          return (
            <ComponentOptionRow
              key={item.key}
              option={option}
              definitionName={definitionNames.get(option.componentOptionDefinitionId ?? "") ?? ""}
              mode={mode}
              selected={selected.has(option.componentOptionId)}
              style={{ height: PRODUCT_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              {...actions}
            />
          );
        })}
      </ul>
    </div>
  );
}

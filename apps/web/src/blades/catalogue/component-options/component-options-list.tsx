import type { RowMode } from "../../../ui/list/selection-mark";
import { VirtualList } from "../../../ui/list/virtual-list";
import { PRODUCT_ROW_HEIGHT } from "../../product/products/product-row";
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

/** The options as a virtual list with the Products list's row height: only the rows in view are rendered. */
export function ComponentOptionsList(props: ComponentOptionsListProps) {
  const { rows, definitionNames, mode, selected, scrollKey, ...actions } = props;
  return (
    <VirtualList
      label={COMPONENT_OPTIONS_TEXTS.listLabel}
      testId="options-scroller"
      rows={rows}
      rowHeight={PRODUCT_ROW_HEIGHT}
      overscan={4}
      scrollKey={scrollKey}
      renderRow={({ option }, top) => (
        <ComponentOptionRow
          option={option}
          definitionName={definitionNames.get(option.componentOptionDefinitionId ?? "") ?? ""}
          mode={mode}
          selected={selected.has(option.componentOptionId)}
          top={top}
          {...actions}
        />
      )}
    />
  );
}

import type { ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import { IconEye, IconListDetails } from "@tabler/icons-react";
import { memo } from "react";
import classes from "../../../ui/list/list.module.css";
import { LIST_TEXTS } from "../../../ui/list/list-texts";
import { RowAction } from "../../../ui/list/row-action";
import { RowMain } from "../../../ui/list/row-main";
import type { RowMode } from "../../../ui/list/selection-mark";
import { rowPlace } from "../../../ui/list/virtual-list";
import { PRODUCT_ROW_HEIGHT } from "../../product/products/product-row";
import own from "./component-options.module.css";
import { COMPONENT_OPTIONS_TEXTS } from "./component-options-texts";

export interface OptionRowActions {
  /** The row itself: opens the details in a list, picks or toggles in a picker. */
  onChoose: (option: ComponentOptionSummary) => void;
  onDetails: (option: ComponentOptionSummary) => void;
  onPreview: (option: ComponentOptionSummary) => void;
}

interface ComponentOptionRowProps extends OptionRowActions {
  option: ComponentOptionSummary;
  /** The name of the definition the option is based on; empty for 'Any'. */
  definitionName: string;
  mode: RowMode;
  selected: boolean;
  /** The row's offset from the list's top. */
  top: number;
}

/**
 * One option: code, name and definition, then description and tags, with its preview and details buttons.
 * Plain elements styled by the modules: a filter keystroke can replace every row in view, so rows stay cheap.
 */
export const ComponentOptionRow = memo(function ComponentOptionRow(props: ComponentOptionRowProps) {
  const { option, definitionName, mode, selected, top, onChoose, onDetails, onPreview } = props;
  return (
    <li
      className={classes.row}
      style={rowPlace(PRODUCT_ROW_HEIGHT, top)}
      data-testid="option-row"
      data-id={option.componentOptionId}
    >
      <RowMain
        mode={mode}
        selected={selected}
        title={option.name === "" ? option.code : `${option.code} ${option.name}`}
        onClick={() => onChoose(option)}
      >
        <span className={classes.text}>
          <span className={classes.line}>
            <span className={classes.name} data-testid="option-row-code">
              {option.code}
            </span>
            {option.name !== "" && <span className={classes.secondName}>{option.name}</span>}
            {definitionName !== "" && (
              <span className={`${classes.chip} ${own.definition}`} data-testid="option-row-definition">
                {definitionName}
              </span>
            )}
          </span>
          {(option.description !== "" || option.tags.length > 0) && (
            <span className={classes.line}>
              {option.description !== "" && <span className={classes.description}>{option.description}</span>}
              {option.tags.length > 0 && <span className={own.tags}>{option.tags.join(", ")}</span>}
            </span>
          )}
        </span>
      </RowMain>
      <RowAction label={COMPONENT_OPTIONS_TEXTS.preview} onClick={() => onPreview(option)}>
        <IconEye size={16} />
      </RowAction>
      <RowAction label={LIST_TEXTS.details} onClick={() => onDetails(option)}>
        <IconListDetails size={16} />
      </RowAction>
    </li>
  );
});

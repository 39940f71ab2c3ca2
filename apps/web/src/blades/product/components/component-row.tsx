import type { ComponentSummary } from "@atelier/domain/product/component.schema";
import { ActionIcon, Badge } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { memo } from "react";
import { TONES } from "../../../app/theme-tokens";
import listClasses from "../../../ui/list/list.module.css";
import { rowPlace } from "../../../ui/list/virtual-list";
import { COMPONENT_TEXTS } from "./component-texts";
import classes from "./components.module.css";

/** Every row has this height, so the list needs no measuring while it scrolls. */
export const COMPONENT_ROW_HEIGHT = 48;

interface ComponentRowProps {
  component: ComponentSummary;
  /** The row's offset from the list's top. */
  top: number;
  /** Opens the component's editor: the row itself and its details button. */
  onOpen: (component: ComponentSummary) => void;
}

/** A component a search found: code, placement-independent code, usage, 'Unavailable', details. */
export const ComponentRow = memo(function ComponentRow({ component, top, onOpen }: ComponentRowProps) {
  return (
    <li
      className={listClasses.row}
      style={rowPlace(COMPONENT_ROW_HEIGHT, top)}
      data-testid="component-row"
      data-code={component.code}
    >
      <button type="button" className={listClasses.main} title={component.code} onClick={() => onOpen(component)}>
        <span className={listClasses.text}>
          <span className={`${listClasses.name} ${classes.code}`} data-testid="component-code">
            {component.code}
          </span>
          {component.placementIndependentCode !== component.code && (
            <span className={listClasses.description}>{component.placementIndependentCode}</span>
          )}
        </span>
      </button>
      {component.unavailable && (
        <Badge size="sm" color="red" variant="light" data-testid="component-unavailable">
          {COMPONENT_TEXTS.unavailable}
        </Badge>
      )}
      <Badge size="sm" color={TONES.neutral} variant="light" data-testid="component-usage">
        {component.usage}
      </Badge>
      <ActionIcon
        variant="subtle"
        color={TONES.neutral}
        aria-label={COMPONENT_TEXTS.details}
        title={COMPONENT_TEXTS.details}
        onClick={() => onOpen(component)}
      >
        <IconListDetails size={16} />
      </ActionIcon>
    </li>
  );
});

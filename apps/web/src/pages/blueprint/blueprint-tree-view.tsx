import { ActionIcon, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { rowPlace, VirtualList } from "../../ui/list/virtual-list";
import classes from "./blueprint-page.module.css";
import { BLUEPRINT_TEXTS } from "./blueprint-texts";
import type { VisibleRow } from "./blueprint-tree";

const ROW_HEIGHT = 30;
const INDENT = 18;

interface BlueprintTreeViewProps {
  rows: readonly VisibleRow[];
  scrollKey: string;
  onToggle: (id: string) => void;
}

/** The blueprint's rows, virtualised: only those in view are drawn, so 10,000 components scroll smoothly. */
export function BlueprintTreeView({ rows, scrollKey, onToggle }: BlueprintTreeViewProps) {
  return (
    <VirtualList
      label={BLUEPRINT_TEXTS.treeLabel}
      rows={rows}
      rowHeight={ROW_HEIGHT}
      overscan={20}
      scrollKey={scrollKey}
      testId="blueprint-tree"
      renderRow={({ node, match, expanded }, top) => (
        <li
          className={classes.row}
          style={{ ...rowPlace(ROW_HEIGHT, top), paddingLeft: node.depth * INDENT }}
          data-kind={node.kind}
          data-match={match || undefined}
        >
          {node.hasChildren ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-expanded={expanded}
              aria-label={expanded ? BLUEPRINT_TEXTS.collapse(node.label) : BLUEPRINT_TEXTS.expand(node.label)}
              onClick={() => onToggle(node.id)}
            >
              {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <span className={classes.spacer} />
          )}
          <Text
            span
            size="sm"
            fw={node.kind === "section" || node.kind === "product" ? 700 : 500}
            className={classes.label}
          >
            {node.label}
          </Text>
          <Text span size="xs" c="dimmed" className={classes.detail}>
            {node.detail}
          </Text>
        </li>
      )}
    />
  );
}

import { Button, Group, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type RowMode, SelectionMark } from "./product-row";
import classes from "./products.module.css";
import { PRODUCTS_TEXTS } from "./products-texts";

interface PickBarProps {
  mode: Exclude<RowMode, "list">;
  selectedCount: number;
  allowNone: boolean;
  canFinish: boolean;
  onNone: () => void;
  onDone: () => void;
}

/** Above a picker's list: Done and the count when many may be chosen, then the optional 'None' row. */
export function ProductsPickBar({ mode, selectedCount, allowNone, canFinish, onNone, onDone }: PickBarProps) {
  return (
    <>
      {mode === "pick-many" && (
        <Group gap="sm">
          <Button size="xs" leftSection={<IconCheck size={14} />} disabled={!canFinish} onClick={onDone}>
            {PRODUCTS_TEXTS.done}
          </Button>
          <Text size="sm" c="dimmed" data-testid="pick-count">
            {PRODUCTS_TEXTS.selected(selectedCount)}
          </Text>
        </Group>
      )}
      {allowNone && (
        <button
          type="button"
          className={classes.main}
          style={{ height: 36, flex: "none" }}
          data-selected={selectedCount === 0 || undefined}
          aria-pressed={mode === "pick-many" ? selectedCount === 0 : undefined}
          data-testid="pick-none"
          onClick={onNone}
        >
          <SelectionMark mode={mode} selected={selectedCount === 0} />
          <Text size="sm" fs="italic">
            {PRODUCTS_TEXTS.none}
          </Text>
        </button>
      )}
    </>
  );
}

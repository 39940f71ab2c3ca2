import { Button, Group, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type RowMode, SelectionMark } from "./product-row";
import classes from "./products.module.css";
import { PRODUCTS_TEXTS } from "./products-texts";
import type { PickSelection } from "./use-pick-selection";

interface PickBarProps {
  mode: Exclude<RowMode, "list">;
  selectedCount: number;
  allowNone: boolean;
  canFinish: boolean;
  onNone: () => void;
  onDone: () => void;
}

/**
 * Above a picker's list: its title ('Pick One' or 'Pick Many'), Done and the count when many may be
 * chosen, then the optional 'None' row.
 */
export function ProductsPickBar({ mode, selectedCount, allowNone, canFinish, onNone, onDone }: PickBarProps) {
  return (
    <>
      <Title order={2} size="h5" data-testid="pick-title">
        {mode === "pick-many" ? PRODUCTS_TEXTS.pickMany : PRODUCTS_TEXTS.pickOne}
      </Title>
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

/** The pick bar of the choice usePickSelection keeps; nothing while the blade is a plain list. */
export function PickSelectionBar({ pick, allowNone }: { pick: PickSelection; allowNone: boolean }) {
  if (pick.mode === "list") return null;
  return (
    <ProductsPickBar
      mode={pick.mode}
      selectedCount={pick.selected.size}
      allowNone={allowNone}
      canFinish={pick.canFinish}
      onNone={pick.chooseNone}
      onDone={pick.done}
    />
  );
}

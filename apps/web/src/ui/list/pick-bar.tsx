import { Button, Group, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { LIST_TEXTS } from "./list-texts";
import { RowMain } from "./row-main";
import type { PickSelection } from "./use-pick-selection";

/**
 * Above a picker's list, for the choice usePickSelection keeps: its title ('Pick One' or 'Pick Many'), Done
 * and the count when many may be chosen, then the optional 'None' row. Nothing while the blade is a list.
 */
export function PickSelectionBar({ pick }: { pick: PickSelection }) {
  const { mode, selected } = pick;
  if (mode === "list") return null;
  return (
    <>
      <Title order={2} size="h5" data-testid="pick-title">
        {mode === "pick-many" ? LIST_TEXTS.pickMany : LIST_TEXTS.pickOne}
      </Title>
      {mode === "pick-many" && (
        <Group gap="sm">
          <Button size="xs" leftSection={<IconCheck size={14} />} disabled={!pick.canFinish} onClick={pick.done}>
            {LIST_TEXTS.done}
          </Button>
          <Text size="sm" c="dimmed" data-testid="pick-count">
            {LIST_TEXTS.selected(selected.size)}
          </Text>
        </Group>
      )}
      {pick.allowNone && (
        <RowMain
          mode={mode}
          selected={selected.size === 0}
          style={{ height: 36, flex: "none" }}
          testId="pick-none"
          onClick={pick.chooseNone}
        >
          <Text size="sm" fs="italic">
            {LIST_TEXTS.none}
          </Text>
        </RowMain>
      )}
    </>
  );
}
